import type { LeadDetail } from "#contracts/leads-inbox";
import { OUTREACH_CHANNELS } from "#contracts/outreach-channels";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until or since a due time: whole minutes under an hour, hours up to 48, then days. */
function amount(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} days`;
}

/** Where a waiting lead stands against the promise: "Due in 3 h", or "Overdue by 5 h". */
export interface DueStanding {
  overdue: boolean;
  text: string;
}

/**
 * A waiting lead's standing at `now` (the server's time, moved on by the browser's clock). Overdue means
 * strictly past due, as the inbox's `overdue` filter counts it; exactly at the due time it is "Due now".
 * Amounts are cut down to whole units (3 h 59 min left is "Due in 3 h") but never to nothing: under a
 * minute either side reads "1 min" (docs/decisions/021-matching-sends-to-leads.md).
 */
export function dueStanding(dueAt: string, now: Date): DueStanding {
  const left = Date.parse(dueAt) - now.getTime();
  if (left === 0) return { overdue: false, text: "Due now" };
  return left > 0
    ? { overdue: false, text: `Due in ${amount(left)}` }
    : { overdue: true, text: `Overdue by ${amount(-left)}` };
}

/** A wait in words, to the minute: "less than 1 min", "40 min", "2 h 5 min", "3 days 4 h". */
export function waitText(ms: number): string {
  if (ms < MINUTE) return "less than 1 min";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  const [big, bigUnit, small, smallUnit] =
    ms < 2 * DAY
      ? [Math.floor(ms / HOUR), "h", Math.floor((ms % HOUR) / MINUTE), "min"]
      : [Math.floor(ms / DAY), "days", Math.floor((ms % DAY) / HOUR), "h"];
  return small > 0 ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
}

/** "First contacted 2 h 5 min after arrival, by alice, by SMS."; undefined before the first contact. */
export function firstContactText(
  lead: Pick<LeadDetail, "createdAt" | "firstContactedAt" | "firstContactedBy" | "firstContactChannel">,
): string | undefined {
  if (!lead.firstContactedAt) return undefined;
  const wait = Math.max(0, Date.parse(lead.firstContactedAt) - Date.parse(lead.createdAt));
  const who = lead.firstContactedBy ? `, by ${lead.firstContactedBy}` : "";
  const how = lead.firstContactChannel ? `, by ${OUTREACH_CHANNELS[lead.firstContactChannel].contactBy}` : "";
  return `First contacted ${waitText(wait)} after arrival${who}${how}.`;
}
