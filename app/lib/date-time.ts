const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  });

/**
 * A moment as staff read it: "Nov 21, 2026, 2:05 PM" in the browser's own time zone (or the one
 * given); the ISO text itself when it is not a date, so nothing is hidden.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime(timeZone).format(date);
}

/** The UTC calendar day `daysBack` days before `now`, as the inbox's from/to filters write it. */
export function utcDay(now: Date, daysBack = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
  return day.toISOString().slice(0, 10);
}
