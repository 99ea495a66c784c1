/**
 * A lead's path through the studio's funnel; `lost` can be set from any other status and undone. Its own module so
 * the lead's history (contracts/lead-history.ts) can name statuses without importing the inbox's contract.
 */
export const LEAD_STATUSES = ["new", "contacted", "trial_booked", "member", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  trial_booked: "Trial booked",
  member: "Member",
  lost: "Lost",
};

/** A lead is open until it becomes a member or is lost. */
export const CLOSED_LEAD_STATUSES = ["member", "lost"] as const satisfies readonly LeadStatus[];
