import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadKind,
  type LeadStatus,
  type SyncState,
} from "../../../contracts/leads-inbox.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { SYNC_STATE } from "./lead-format.ts";

const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: "warning",
  contacted: "info",
  trial_booked: "info",
  member: "success",
  lost: "neutral",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

export function KindBadge({ kind }: { kind: LeadKind }) {
  return <Badge tone={kind === "quote" ? "info" : "neutral"}>{LEAD_KIND_LABELS[kind]}</Badge>;
}

/** Where the CRM stands, in words: "CRM: Synced". */
export function CrmBadge({ state }: { state: SyncState }) {
  const { label, tone } = SYNC_STATE[state];
  return <Badge tone={tone}>CRM: {label}</Badge>;
}

export function OptedOutBadge() {
  return <Badge tone="danger">Opted out</Badge>;
}

/** An empty value, shown as a dash and read as "none". */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true" className="text-ink-muted">
        —
      </span>
      <span className="sr-only">none</span>
    </>
  );
}
