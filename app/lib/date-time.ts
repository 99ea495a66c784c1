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

const calendarDays = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("2026-11-27") that `instant` falls on in `timeZone`. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  let format = calendarDays.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    calendarDays.set(timeZone, format);
  }
  return format.format(instant);
}

/** The calendar day `days` after (or before, when negative) `day`; both YYYY-MM-DD, no time zone involved. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayHeading = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day as a heading reads it: "Friday, November 27, 2026". */
export function formatCalendarDay(day: string): string {
  return dayHeading.format(new Date(`${day}T00:00:00Z`));
}

/** "9:00 – 10:00 AM" in `timeZone` (the browser's own when none is given). */
export function formatTimeRange(start: string, end: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  }).formatRange(new Date(start), new Date(end));
}
