/**
 * How the trial picker writes times: the server sends instants, the browser formats them with Intl in the zone the
 * visitor chose (ADR 050), so no zone arithmetic happens here.
 */

/** Recent ICU puts a narrow no-break space before AM/PM; a plain space reads and searches the same everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

/** "9:30 AM" in the zone. */
export function formatTime(instant: string, timeZone: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(
      new Date(instant),
    ),
  );
}

/** "Tuesday, December 1, 2026" in the zone. */
export function formatLongDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone }).format(new Date(instant));
}

/** "India Standard Time": the zone's long name at that instant (so summer and winter names differ). */
export function zoneLongName(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZoneName: "long", timeZone }).formatToParts(
    new Date(instant),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A calendar day of the window ("2026-12-01", already in the visitor's zone) as the day strip shows it. */
export function dayLabels(date: string): { weekday: string; day: string; month: string; full: string } {
  // The date is a wall-calendar day: read it at noon UTC and format it in UTC, so no zone can shift it.
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(noon);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "short" }),
    full: part({ weekday: "long", month: "long", day: "numeric" }),
  };
}
