import type { BadgeTone } from "#app/components/ui/badge.tsx";
import type { MailState, SyncState } from "#contracts/leads-inbox";

/** "1 lead", "487 leads". */
export function countLeads(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;
}

export const SYNC_STATE: Record<SyncState, { label: string; tone: BadgeTone }> = {
  synced: { label: "Synced", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  retrying: { label: "Retrying", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  not_configured: { label: "Not configured", tone: "neutral" },
};

/** A quote's sales e-mail in its own words: it is sent, never "synced" (issue 31). */
const { synced, ...undelivered } = SYNC_STATE;
export const MAIL_STATE: Record<MailState, { label: string; tone: BadgeTone }> = {
  ...undelivered,
  sent: { label: "Sent", tone: synced.tone },
};
