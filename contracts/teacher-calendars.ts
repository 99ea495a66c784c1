import { z } from "zod";
import { teacherField, timeZoneField } from "./trial-booking.ts";

/**
 * When each teacher can be booked for a trial (docs/product/staff-area.md, Teachers' hours): the zone their week is
 * written in, their weekly hours in that zone, time off, and the video link their trials use. Everyone on staff can
 * read them; only owners change them.
 */

export const TEACHER_CALENDAR_MESSAGES = {
  time: 'Please give times as hours and minutes, such as "09:30".',
  span: "Each span must end after it starts.",
  overlap: "Two spans of one day overlap. Please join them or move one.",
  weekday: "Please choose a day of the week.",
  timeOff: "Time off must end on or after the day it starts.",
  timeOffWhen: "Please give the first and last day of the time off.",
  videoLink: "The video link must be an https:// address.",
  tooMany: "That is more spans than a week can use.",
} as const;

/** ISO weekdays, Monday first, as the editor lists them. */
export const WEEKDAYS = [
  { day: 1, label: "Monday" },
  { day: 2, label: "Tuesday" },
  { day: 3, label: "Wednesday" },
  { day: 4, label: "Thursday" },
  { day: 5, label: "Friday" },
  { day: 6, label: "Saturday" },
  { day: 7, label: "Sunday" },
] as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** "09:30" → 570. */
export function minutesOfClock(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** 570 → "09:30". */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const clock = z
  .string({ error: TEACHER_CALENDAR_MESSAGES.time })
  .regex(CLOCK, TEACHER_CALENDAR_MESSAGES.time);

export const weeklySpanSchema = z
  .object({
    weekday: z
      .number({ error: TEACHER_CALENDAR_MESSAGES.weekday })
      .int({ error: TEACHER_CALENDAR_MESSAGES.weekday })
      .min(1, { error: TEACHER_CALENDAR_MESSAGES.weekday })
      .max(7, { error: TEACHER_CALENDAR_MESSAGES.weekday }),
    start: clock,
    end: clock,
  })
  .refine((span) => minutesOfClock(span.start) < minutesOfClock(span.end), {
    error: TEACHER_CALENDAR_MESSAGES.span,
    path: ["end"],
  });
export type WeeklySpan = z.output<typeof weeklySpanSchema>;

/** Whole days away, first and last included, in the teacher's zone (a holiday, an illness). */
export const timeOffSchema = z
  .object({
    firstDay: z.iso.date({ error: TEACHER_CALENDAR_MESSAGES.timeOffWhen }),
    lastDay: z.iso.date({ error: TEACHER_CALENDAR_MESSAGES.timeOffWhen }),
    note: z.string().trim().max(200).optional(),
  })
  .refine((span) => span.firstDay <= span.lastDay, {
    error: TEACHER_CALENDAR_MESSAGES.timeOff,
    path: ["lastDay"],
  });
export type TimeOff = z.output<typeof timeOffSchema>;

/** Whether two spans of one weekday share any minute. */
function overlapping(spans: readonly WeeklySpan[]): boolean {
  return spans.some((span, index) =>
    spans.some(
      (other, otherIndex) =>
        otherIndex > index &&
        other.weekday === span.weekday &&
        minutesOfClock(other.start) < minutesOfClock(span.end) &&
        minutesOfClock(span.start) < minutesOfClock(other.end),
    ),
  );
}

/** `POST /api/admin/teacher-calendars/:teacherId`: the whole calendar, as the editor holds it. */
export const teacherCalendarChangeSchema = z.object({
  timeZone: timeZoneField,
  videoLink: z
    .string()
    .trim()
    .max(500, { error: TEACHER_CALENDAR_MESSAGES.videoLink })
    .refine((value) => value === "" || (value.startsWith("https://") && URL.canParse(value)), {
      error: TEACHER_CALENDAR_MESSAGES.videoLink,
    })
    .transform((value) => value || null),
  weekly: z
    .array(weeklySpanSchema)
    .max(70, { error: TEACHER_CALENDAR_MESSAGES.tooMany })
    .refine((spans) => !overlapping(spans), { error: TEACHER_CALENDAR_MESSAGES.overlap }),
  timeOff: z.array(timeOffSchema).max(200, { error: TEACHER_CALENDAR_MESSAGES.tooMany }),
});
export type TeacherCalendarChange = z.input<typeof teacherCalendarChangeSchema>;

export const teacherCalendarSchema = z.object({
  teacherId: teacherField,
  name: z.string(),
  /** Null until an owner first saves the teacher's calendar: no time is offered for them till then. */
  timeZone: z.string().nullable(),
  videoLink: z.string().nullable(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  timeOff: z.array(z.object({ firstDay: z.string(), lastDay: z.string(), note: z.string().nullable() })),
});
export type TeacherCalendar = z.output<typeof teacherCalendarSchema>;

export const teacherCalendarsSchema = z.object({ calendars: z.array(teacherCalendarSchema) });
export const teacherCalendarParams = z.object({ teacherId: teacherField });
export const teacherCalendarSavedSchema = z.object({ calendar: teacherCalendarSchema });
