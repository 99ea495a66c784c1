import { asc, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  clockOfMinutes,
  minutesOfClock,
  type TeacherCalendar,
  type TimeOff,
  type WeeklySpan,
} from "#contracts/teacher-calendars";
import { TEACHERS, type TeacherId } from "#contracts/teachers";
import type { Database } from "../db/client.ts";
import { teacherCalendars, teacherTimeOff, teacherWeeklyHours } from "../db/schema.ts";

/**
 * Teachers' calendars (docs/product/staff-area.md, Teachers' hours): read for the editor and the slots, and saved
 * whole, as the editor holds them, in one transaction.
 */
export interface CalendarToSave {
  teacherId: TeacherId;
  timeZone: string;
  videoLink: string | null;
  weekly: readonly WeeklySpan[];
  timeOff: readonly TimeOff[];
}

/** The instants a span of whole days covers in `zone`: from the first day's midnight to the midnight after the last. */
function daysToInstants(span: TimeOff, zone: string): { startsAt: Date; endsAt: Date } {
  const first = DateTime.fromISO(span.firstDay, { zone }).startOf("day");
  const afterLast = DateTime.fromISO(span.lastDay, { zone }).startOf("day").plus({ days: 1 });
  return { startsAt: first.toJSDate(), endsAt: afterLast.toJSDate() };
}

/** The days a stored span covers, read in `zone` (the zone it was saved in, or UTC before any was). */
function instantsToDays(startsAt: Date, endsAt: Date, zone: string): { firstDay: string; lastDay: string } {
  const first = DateTime.fromJSDate(startsAt, { zone });
  const last = DateTime.fromJSDate(new Date(endsAt.getTime() - 1), { zone });
  return { firstDay: first.toISODate() ?? "", lastDay: last.toISODate() ?? "" };
}

/** Every teacher of the roster, in its order, with their calendar or an empty one. */
export async function readTeacherCalendars(db: Database): Promise<TeacherCalendar[]> {
  const [calendars, weekly, timeOff] = await Promise.all([
    db.select().from(teacherCalendars),
    db
      .select()
      .from(teacherWeeklyHours)
      .orderBy(asc(teacherWeeklyHours.weekday), asc(teacherWeeklyHours.startMinute)),
    db.select().from(teacherTimeOff).orderBy(asc(teacherTimeOff.startsAt)),
  ]);
  return TEACHERS.map(({ id, name }) => {
    const calendar = calendars.find((row) => row.teacherId === id);
    return {
      teacherId: id,
      name,
      timeZone: calendar?.timeZone ?? null,
      videoLink: calendar?.videoLink ?? null,
      weekly: weekly
        .filter((span) => span.teacherId === id)
        .map((span) => ({
          weekday: span.weekday,
          start: clockOfMinutes(span.startMinute),
          end: clockOfMinutes(span.endMinute),
        })),
      timeOff: timeOff
        .filter((span) => span.teacherId === id)
        .map((span) => ({
          ...instantsToDays(span.startsAt, span.endsAt, calendar?.timeZone ?? "UTC"),
          note: span.note,
        })),
    };
  });
}

/** Replaces the teacher's calendar with `calendar`; call it inside a transaction so readers never see half of it. */
export async function saveTeacherCalendar(db: Database, calendar: CalendarToSave): Promise<void> {
  const { teacherId } = calendar;
  await db
    .insert(teacherCalendars)
    .values({ teacherId, timeZone: calendar.timeZone, videoLink: calendar.videoLink })
    .onConflictDoUpdate({
      target: teacherCalendars.teacherId,
      set: { timeZone: calendar.timeZone, videoLink: calendar.videoLink, updatedAt: new Date() },
    });
  await db.delete(teacherWeeklyHours).where(eq(teacherWeeklyHours.teacherId, teacherId));
  await db.delete(teacherTimeOff).where(eq(teacherTimeOff.teacherId, teacherId));
  if (calendar.weekly.length > 0) {
    await db.insert(teacherWeeklyHours).values(
      calendar.weekly.map((span) => ({
        teacherId,
        weekday: span.weekday,
        startMinute: minutesOfClock(span.start),
        endMinute: minutesOfClock(span.end),
      })),
    );
  }
  if (calendar.timeOff.length > 0) {
    await db.insert(teacherTimeOff).values(
      calendar.timeOff.map((span) => ({
        teacherId,
        ...daysToInstants(span, calendar.timeZone),
        note: span.note || null,
      })),
    );
  }
}
