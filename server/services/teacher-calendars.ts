import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  clockOfMinutes,
  type TeacherCalendar as EditedCalendar,
  type WeeklySpan as EditedSpan,
  minutesOfClock,
  type TimeOff,
} from "#contracts/teacher-calendars";
import { TEACHERS, type TeacherId } from "#contracts/teachers";
import { ACTIVE_TRIAL_BOOKING_STATUSES } from "#contracts/trial-booking";
import type { Database } from "../db/client.ts";
import { teacherCalendars, teacherTimeOff, teacherWeeklyHours, trialBookings } from "../db/schema.ts";
import type { BusySpan, TeacherCalendar, WeeklySpan } from "./trial-slots.ts";

/**
 * The teachers' booking calendars (docs/decisions/050-trial-booking-times-and-calendars.md; docs/product/staff-area.md,
 * Teachers' hours): written whole, one teacher at a time (the owners' editor, the sample studio's seed, tests), read
 * for the editor, and read as the input of the slot computation (trial-slots.ts).
 */

export interface CalendarSettings {
  teacherId: TeacherId;
  timeZone: string;
  videoLink: string | null;
  weekly: readonly WeeklySpan[];
  timeOff: readonly { startsAt: Date; endsAt: Date; note?: string }[];
}

/** Replaces a teacher's calendar with `settings`, in the caller's transaction when `db` is one. */
export async function setTeacherCalendar(db: Database, settings: CalendarSettings): Promise<void> {
  const { teacherId, timeZone, videoLink } = settings;
  await db
    .insert(teacherCalendars)
    .values({ teacherId, timeZone, videoLink })
    .onConflictDoUpdate({
      target: teacherCalendars.teacherId,
      set: { timeZone, videoLink, updatedAt: sql`now()` },
    });
  await db.delete(teacherWeeklyHours).where(eq(teacherWeeklyHours.teacherId, teacherId));
  await db.delete(teacherTimeOff).where(eq(teacherTimeOff.teacherId, teacherId));
  if (settings.weekly.length > 0) {
    await db.insert(teacherWeeklyHours).values(settings.weekly.map((span) => ({ teacherId, ...span })));
  }
  if (settings.timeOff.length > 0) {
    await db.insert(teacherTimeOff).values(
      settings.timeOff.map(({ startsAt, endsAt, note }) => ({
        teacherId,
        startsAt,
        endsAt,
        note: note ?? null,
      })),
    );
  }
}

/** Every teacher's calendar with its weekly spans; a teacher with no calendar has no time to offer. */
export async function readCalendars(db: Database): Promise<TeacherCalendar[]> {
  const calendars = await db.select().from(teacherCalendars);
  const spans = await db
    .select()
    .from(teacherWeeklyHours)
    .orderBy(asc(teacherWeeklyHours.weekday), asc(teacherWeeklyHours.startMinute));
  return calendars.map((calendar) => ({
    teacherId: calendar.teacherId,
    timeZone: calendar.timeZone,
    weekly: spans
      .filter((span) => span.teacherId === calendar.teacherId)
      .map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
  }));
}

/** Time off and active trials overlapping [from, until); `exceptBooking` leaves out a booking being moved. */
export async function readBusy(
  db: Database,
  from: Date,
  until: Date,
  exceptBooking?: string,
): Promise<{ timeOff: BusySpan[]; booked: BusySpan[] }> {
  const timeOff = await db
    .select({
      teacherId: teacherTimeOff.teacherId,
      startsAt: teacherTimeOff.startsAt,
      endsAt: teacherTimeOff.endsAt,
    })
    .from(teacherTimeOff)
    .where(and(lt(teacherTimeOff.startsAt, until), gt(teacherTimeOff.endsAt, from)));
  const booked = await db
    .select({
      id: trialBookings.id,
      teacherId: trialBookings.teacherId,
      startsAt: trialBookings.startsAt,
      endsAt: trialBookings.endsAt,
    })
    .from(trialBookings)
    .where(
      and(
        inArray(trialBookings.status, [...ACTIVE_TRIAL_BOOKING_STATUSES]),
        lt(trialBookings.startsAt, until),
        gt(trialBookings.endsAt, from),
      ),
    );
  return {
    timeOff,
    booked: booked
      .filter((booking) => booking.id !== exceptBooking)
      .map(({ teacherId, startsAt, endsAt }) => ({ teacherId, startsAt, endsAt })),
  };
}

/**
 * The sample studio's teachers, each in their own zone, Monday to Saturday, with two spans that fall in US
 * daytime (Eastern morning to Pacific evening), so `npm start` offers real times.
 */
const SAMPLE_CALENDARS: Record<TeacherId, { timeZone: string; spans: [number, number][] }> = {
  // 19:30–22:30 and 23:00–24:00 in Kolkata: 9:00–12:00 and 12:30–13:30 in New York in winter.
  "ananya-iyer": {
    timeZone: "Asia/Kolkata",
    spans: [
      [1170, 1350],
      [1380, 1440],
    ],
  },
  "marcus-bell": {
    timeZone: "America/Chicago",
    spans: [
      [480, 720],
      [780, 1020],
    ],
  },
  "sofia-alvarez": {
    timeZone: "America/Los_Angeles",
    spans: [
      [540, 720],
      [780, 1080],
    ],
  },
  "kenji-watanabe": {
    timeZone: "America/New_York",
    spans: [
      [600, 780],
      [840, 1140],
    ],
  },
  // 13:00–17:00 and 18:00–21:00 in London: 8:00–12:00 and 13:00–16:00 in New York in winter.
  "leah-okafor": {
    timeZone: "Europe/London",
    spans: [
      [780, 1020],
      [1080, 1260],
    ],
  },
};

/**
 * Gives the sample studio's teachers their calendars when there are none at all yet. One statement per table, each
 * inserting only while the calendars table is empty, in one transaction: two instances starting together may both
 * try, and the second's inserts find the first's rows (its primary keys refuse a second calendar, and its spans are
 * written only where it wrote the calendar).
 */
export async function seedSampleCalendars(db: Database): Promise<void> {
  const rows = TEACHERS.map(({ id }) => ({ teacherId: id, ...SAMPLE_CALENDARS[id] }));
  const calendars = sql.join(
    rows.map((row) => sql`(${row.teacherId}, ${row.timeZone})`),
    sql`, `,
  );
  const spans = sql.join(
    rows.flatMap((row) =>
      [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        row.spans.map(([start, end]) => sql`(${row.teacherId}, ${weekday}::int, ${start}::int, ${end}::int)`),
      ),
    ),
    sql`, `,
  );
  await db.execute(sql`
    with created as (
      insert into ${teacherCalendars} (teacher_id, time_zone)
      select teacher_id, time_zone from (values ${calendars}) as sample (teacher_id, time_zone)
      where not exists (select 1 from ${teacherCalendars})
      on conflict (teacher_id) do nothing
      returning teacher_id
    )
    insert into ${teacherWeeklyHours} (teacher_id, weekday, start_minute, end_minute)
    select span.teacher_id, span.weekday, span.start_minute, span.end_minute
    from (values ${spans}) as span (teacher_id, weekday, start_minute, end_minute)
    join created on created.teacher_id = span.teacher_id
  `);
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
export async function readTeacherCalendars(db: Database): Promise<EditedCalendar[]> {
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

/** An owner's calendar as the editor sends it (clock times, whole days off), saved whole through setTeacherCalendar. */
export function saveTeacherCalendar(
  db: Database,
  calendar: {
    teacherId: TeacherId;
    timeZone: string;
    videoLink: string | null;
    weekly: readonly EditedSpan[];
    timeOff: readonly TimeOff[];
  },
): Promise<void> {
  return setTeacherCalendar(db, {
    teacherId: calendar.teacherId,
    timeZone: calendar.timeZone,
    videoLink: calendar.videoLink,
    weekly: calendar.weekly.map((span) => ({
      weekday: span.weekday,
      startMinute: minutesOfClock(span.start),
      endMinute: minutesOfClock(span.end),
    })),
    timeOff: calendar.timeOff.map((span) => ({
      ...daysToInstants(span, calendar.timeZone),
      ...(span.note ? { note: span.note } : {}),
    })),
  });
}
