import { asc, eq } from "drizzle-orm";
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
  timeOff: readonly Pick<TimeOff, "start" | "end" | "note">[];
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
          start: span.startsAt.toISOString(),
          end: span.endsAt.toISOString(),
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
        startsAt: new Date(span.start),
        endsAt: new Date(span.end),
        note: span.note || null,
      })),
    );
  }
}
