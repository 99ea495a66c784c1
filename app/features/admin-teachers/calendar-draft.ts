import {
  type TeacherCalendar,
  type TeacherCalendarChange,
  WEEKDAYS,
  type WeeklySpan,
} from "#contracts/teacher-calendars";

/**
 * A teacher's calendar as the editor holds it while an owner changes it: every field a string, as inputs give them,
 * and each row a key so React keeps focus in the row being typed in when another is removed.
 */
export interface CalendarDraft {
  timeZone: string;
  videoLink: string;
  weekly: (WeeklySpan & { key: number })[];
  timeOff: { key: number; firstDay: string; lastDay: string; note: string }[];
}

let nextKey = 1;
export const newKey = () => nextKey++;

/** The zone a teacher with no calendar yet starts from: the owner's own. */
export function draftOf(calendar: TeacherCalendar, fallbackZone: string): CalendarDraft {
  return {
    timeZone: calendar.timeZone ?? fallbackZone,
    videoLink: calendar.videoLink ?? "",
    weekly: calendar.weekly.map((span) => ({ ...span, key: newKey() })),
    timeOff: calendar.timeOff.map((span) => ({ ...span, note: span.note ?? "", key: newKey() })),
  };
}

/** What the save endpoint takes, the weekly spans in the week's order. */
export function changeOf(draft: CalendarDraft): TeacherCalendarChange {
  return {
    timeZone: draft.timeZone,
    videoLink: draft.videoLink,
    weekly: [...draft.weekly]
      .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
      .map(({ weekday, start, end }) => ({ weekday, start, end })),
    timeOff: draft.timeOff.map(({ firstDay, lastDay, note }) => ({
      firstDay,
      lastDay,
      ...(note.trim() ? { note: note.trim() } : {}),
    })),
  };
}

/** "Monday: 07:00–11:00, 17:30–20:00" for each day with hours, in the week's order. */
export function weekSummary(weekly: readonly WeeklySpan[]): { day: string; hours: string }[] {
  return WEEKDAYS.flatMap(({ day, label }) => {
    const spans = weekly
      .filter((span) => span.weekday === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((span) => `${span.start}–${span.end}`);
    return spans.length > 0 ? [{ day: label, hours: spans.join(", ") }] : [];
  });
}

/** "Dec 24, 2026" or "Dec 24 – Dec 26, 2026", for dates that name days rather than instants. */
export function daysText(firstDay: string, lastDay: string): string {
  const format = (day: string, withYear: boolean) =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
  if (firstDay === lastDay) return format(firstDay, true);
  return `${format(firstDay, firstDay.slice(0, 4) !== lastDay.slice(0, 4))} – ${format(lastDay, true)}`;
}
