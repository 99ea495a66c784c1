import { Clock, ClockAlert } from "lucide-react";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import {
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadKind,
  type LeadStatus,
  type SyncState,
} from "#contracts/leads-inbox";
import { SYNC_STATE } from "./lead-format.ts";
import { dueStanding } from "./response-promise.ts";

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

/** A waiting lead's standing against the promise, in words with a clock, the alert clock once overdue. */
export function DueBadge({ dueAt, now }: { dueAt: string; now: Date }) {
  const { overdue, text } = dueStanding(dueAt, now);
  const Icon = overdue ? ClockAlert : Clock;
  return (
    <Badge tone={overdue ? "danger" : "warning"}>
      <Icon aria-hidden="true" className="mr-1 size-3.5 shrink-0" />
      {text}
    </Badge>
  );
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
