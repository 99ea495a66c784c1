import { DateTime } from "luxon";
import { TEACHERS, type TeacherId } from "#contracts/teachers";
import { BOOKING_WINDOW_DAYS, type TrialSlot, type TrialSlots } from "#contracts/trial-booking";

/**
 * The free trial times of the booking window (docs/product/trial-booking.md, Picking a time), computed from the
 * teachers' calendars alone: a pure function of its input, so the API and the booking's own check agree and tests
 * need no database. Zone arithmetic is luxon's (docs/decisions/050-trial-booking-times-and-calendars.md).
 */

/** One span of a teacher's week, wall-clock in their zone: ISO weekday (1 Monday … 7 Sunday), minutes from midnight. */
export interface WeeklySpan {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface TeacherCalendar {
  teacherId: TeacherId;
  /** IANA zone the weekly spans are written in. */
  timeZone: string;
  weekly: readonly WeeklySpan[];
}

/** Time a teacher cannot take a trial: time off, or a trial already held or confirmed. */
export interface BusySpan {
  teacherId: TeacherId;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotInput {
  now: Date;
  /** The visitor's zone: the days are their dates. */
  timeZone: string;
  slotMinutes: number;
  minimumNoticeHours: number;
  calendars: readonly TeacherCalendar[];
  busy: readonly BusySpan[];
  /** Only this teacher's times. */
  teacher?: TeacherId;
}

/** The instants a booking may start in: from the minimum notice on, until the window's days are over. */
export function bookingWindow(now: Date, minimumNoticeHours: number): { from: Date; until: Date } {
  const start = DateTime.fromJSDate(now);
  return {
    from: start.plus({ hours: minimumNoticeHours }).toJSDate(),
    until: start.plus({ days: BOOKING_WINDOW_DAYS }).toJSDate(),
  };
}

const ROSTER_ORDER = new Map<TeacherId, number>(TEACHERS.map((teacher, index) => [teacher.id, index]));

/**
 * The instant of a wall-clock minute of `day` in its zone; 1440 is the next midnight. A time the autumn change
 * repeats is `first` or last of its two instants, so a span over it keeps all of its time; a time the spring change
 * skips is luxon's, the same minute after the gap.
 */
function wallClock(day: DateTime, minute: number, which: "first" | "last"): number {
  const date = minute === 1440 ? day.plus({ days: 1 }) : day;
  const within = minute % 1440;
  const instants = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: Math.floor(within / 60), minute: within % 60 },
    { zone: day.zone },
  )
    .getPossibleOffsets()
    .map((candidate) => candidate.toMillis());
  return which === "first" ? Math.min(...instants) : Math.max(...instants);
}

/** Every start, end pair a teacher's weekly spans give between `from` and `until`, before subtracting busy time. */
function teacherSlots(
  calendar: TeacherCalendar,
  slotMs: number,
  from: Date,
  until: Date,
): { start: number; end: number }[] {
  const slots: { start: number; end: number }[] = [];
  // A span may start the evening before `from` in the teacher's zone: begin a day early.
  let day = DateTime.fromJSDate(from, { zone: calendar.timeZone }).startOf("day").minus({ days: 1 });
  const lastDay = DateTime.fromJSDate(until, { zone: calendar.timeZone }).startOf("day");
  while (day <= lastDay) {
    for (const span of calendar.weekly) {
      if (span.weekday !== day.weekday) continue;
      const spanEnd = wallClock(day, span.endMinute, "last");
      // Steps are counted in elapsed time from the span's start, so a span across a DST change keeps its length.
      for (
        let start = wallClock(day, span.startMinute, "first");
        start + slotMs <= spanEnd;
        start += slotMs
      ) {
        if (start >= from.getTime() && start < until.getTime()) slots.push({ start, end: start + slotMs });
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots;
}

function isFree(busy: readonly BusySpan[], teacherId: TeacherId, start: number, end: number): boolean {
  return !busy.some(
    (span) => span.teacherId === teacherId && span.startsAt.getTime() < end && start < span.endsAt.getTime(),
  );
}

/** The window's free times, each with the teachers free for all of it, grouped by the visitor's dates. */
export function computeTrialSlots(input: SlotInput): TrialSlots {
  const { from, until } = bookingWindow(input.now, input.minimumNoticeHours);
  const slotMs = input.slotMinutes * 60_000;
  const byStart = new Map<number, { end: number; teachers: TeacherId[] }>();
  const calendars = input.calendars
    .filter((calendar) => !input.teacher || calendar.teacherId === input.teacher)
    .toSorted((a, b) => (ROSTER_ORDER.get(a.teacherId) ?? 0) - (ROSTER_ORDER.get(b.teacherId) ?? 0));
  for (const calendar of calendars) {
    for (const { start, end } of teacherSlots(calendar, slotMs, from, until)) {
      if (!isFree(input.busy, calendar.teacherId, start, end)) continue;
      const slot = byStart.get(start) ?? { end, teachers: [] };
      if (!slot.teachers.includes(calendar.teacherId)) slot.teachers.push(calendar.teacherId);
      byStart.set(start, slot);
    }
  }

  const days = new Map<string, TrialSlot[]>();
  // Every date of the window in the visitor's zone, from today's, even those with no time free.
  const lastDate = DateTime.fromMillis(until.getTime() - 1, { zone: input.timeZone }).toISODate();
  for (let day = DateTime.fromJSDate(input.now, { zone: input.timeZone }).startOf("day"); ; ) {
    const date = day.toISODate();
    if (!date) throw new Error(`The time zone ${input.timeZone} gave no date.`);
    days.set(date, []);
    if (date === lastDate) break;
    day = day.plus({ days: 1 });
  }
  for (const [start, { end, teachers }] of [...byStart].sort(([a], [b]) => a - b)) {
    const date = DateTime.fromMillis(start, { zone: input.timeZone }).toISODate();
    days.get(date ?? "")?.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      teachers,
    });
  }
  return {
    timeZone: input.timeZone,
    slotMinutes: input.slotMinutes,
    days: [...days].map(([date, slots]) => ({ date, slots })),
  };
}

/** The slot of the computed times that starts at `start`, if any. */
export function slotAt(slots: TrialSlots, start: Date): TrialSlot | undefined {
  const iso = start.toISOString();
  for (const day of slots.days) {
    const slot = day.slots.find((candidate) => candidate.start === iso);
    if (slot) return slot;
  }
  return undefined;
}
