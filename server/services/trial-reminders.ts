import { DateTime } from "luxon";
import { END_CALLING_MINUTE, FIRST_CALLING_MINUTE } from "#contracts/phone-time-zone";
import type { VisitorMessageKind } from "#contracts/visitor-messages";

/**
 * The reminders a confirmed trial gets (docs/product/trial-booking.md, What the visitor hears): e-mails 24 hours and
 * 1 hour before, and a text 2 hours before for a visitor who agreed to texts. A text never goes inside the visitor's
 * quiet hours (the calling hours of docs/product/outreach-and-alerts.md, in the zone they booked in): one that would
 * is moved earlier, to the last half hour of the evening before, not dropped. A reminder whose time has passed when
 * the trial is confirmed is left out: the confirmation itself has just told them.
 */
export interface ScheduledReminder {
  kind: Extract<VisitorMessageKind, "reminder_24h" | "reminder_1h" | "reminder_sms">;
  channel: "email" | "sms";
  dueAt: Date;
}

const HOUR_MS = 3_600_000;
const SMS_LEAD_HOURS = 2;
/** How long before the quiet hours start a moved text goes, so a slow queue still lands inside calling hours. */
const MOVED_TEXT_MARGIN_MINUTES = 30;

const QUIET_FROM = END_CALLING_MINUTE;
const QUIET_UNTIL = FIRST_CALLING_MINUTE;

/** `local` at `minute` of its own day. */
function atMinute(local: DateTime, minute: number): DateTime {
  return local.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
}

/** Whether `at` falls in the quiet hours of `zone`. */
export function inQuietHours(at: Date, zone: string): boolean {
  const local = DateTime.fromJSDate(at, { zone });
  const minute = local.hour * 60 + local.minute;
  return minute >= QUIET_FROM || minute < QUIET_UNTIL;
}

/** `at`, or when it is in the quiet hours, the last half hour before those quiet hours began. */
export function outsideQuietHours(at: Date, zone: string): Date {
  if (!inQuietHours(at, zone)) return at;
  let local = DateTime.fromJSDate(at, { zone });
  // Early morning belongs to the quiet hours that began the evening before.
  if (local.hour * 60 + local.minute < QUIET_UNTIL) local = local.minus({ days: 1 });
  return atMinute(local, QUIET_FROM).minus({ minutes: MOVED_TEXT_MARGIN_MINUTES }).toJSDate();
}

/** When the quiet hours `at` falls in end in `zone`: the next start of calling hours there. */
export function quietHoursEnd(at: Date, zone: string): Date {
  const local = DateTime.fromJSDate(at, { zone });
  const morning = atMinute(local, QUIET_UNTIL);
  return (morning > local ? morning : morning.plus({ days: 1 })).toJSDate();
}

/**
 * The first moment from `at` that is inside calling hours in every zone of `zones` (a number whose prefix straddles a
 * zone line has two): `at` itself when it is. No zones: no hours apply, so `at`.
 */
export function nextCallingTime(at: Date, zones: readonly string[]): Date {
  let next = at;
  // Each pass moves to the end of the quiet hours of a zone still in them; zones a few hours apart settle in two.
  for (let pass = 0; pass < zones.length + 1; pass += 1) {
    const quiet = zones.filter((zone) => inQuietHours(next, zone));
    if (quiet.length === 0) return next;
    next = new Date(Math.max(...quiet.map((zone) => quietHoursEnd(next, zone).getTime())));
  }
  return next;
}

export function reminderSchedule(
  trial: { startsAt: Date; timeZone: string },
  options: { now: Date; smsConsent: boolean },
): ScheduledReminder[] {
  const start = trial.startsAt.getTime();
  const wanted: ScheduledReminder[] = [
    { kind: "reminder_24h", channel: "email", dueAt: new Date(start - 24 * HOUR_MS) },
    { kind: "reminder_1h", channel: "email", dueAt: new Date(start - HOUR_MS) },
  ];
  if (options.smsConsent) {
    const dueAt = outsideQuietHours(new Date(start - SMS_LEAD_HOURS * HOUR_MS), trial.timeZone);
    wanted.push({ kind: "reminder_sms", channel: "sms", dueAt });
  }
  return wanted.filter((reminder) => reminder.dueAt.getTime() > options.now.getTime());
}
