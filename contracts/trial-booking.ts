import { z } from "zod";
import { TEACHER_IDS } from "./teachers.ts";

/**
 * Booking a trial time (docs/product/trial-booking.md): after the lead form has stored the visitor's details, its
 * thank-you view offers the next days' free times, in the visitor's own time zone, from the teachers' weekly hours
 * minus time off and trials already held. Choosing one books it for that lead; the e-mail that follows carries a
 * signed link to move or cancel it without an account.
 */

/**
 * A booking's life: `hold` waits for staff to confirm it (or is `confirmed` at once when the studio says so); a
 * confirmed trial ends `attended` or `no_show`; either of the first two can be `cancelled`. Only `hold` and
 * `confirmed` take the teacher's time: the database refuses two of them that overlap for one teacher.
 */
export const TRIAL_BOOKING_STATUSES = ["hold", "confirmed", "attended", "no_show", "cancelled"] as const;
export type TrialBookingStatus = (typeof TRIAL_BOOKING_STATUSES)[number];
export const ACTIVE_TRIAL_BOOKING_STATUSES = [
  "hold",
  "confirmed",
] as const satisfies readonly TrialBookingStatus[];

/** Whether a trial in `status` still holds its teacher's time (held or confirmed). */
export const isActiveTrial = (status: TrialBookingStatus): boolean =>
  (ACTIVE_TRIAL_BOOKING_STATUSES as readonly TrialBookingStatus[]).includes(status);

export const TRIAL_BOOKING_STATUS_LABELS: Record<TrialBookingStatus, string> = {
  hold: "Held, to confirm",
  confirmed: "Confirmed",
  attended: "Attended",
  no_show: "No-show",
  cancelled: "Cancelled",
};

/**
 * The page where a visitor moves or cancels their trial. The token rides in the fragment, which browsers never send:
 * it stays out of access logs and Referer headers; the page posts it to the API.
 */
export const MANAGE_TRIAL_PATH = "/manage-trial";
export function manageTrialHref(token: string): string {
  return `${MANAGE_TRIAL_PATH}#token=${encodeURIComponent(token)}`;
}

/** How many days ahead a visitor may book, counted from now. */
export const BOOKING_WINDOW_DAYS = 7;

export const TRIAL_BOOKING_MESSAGES = {
  timeZone: "We don't recognize that time zone. Please choose yours from the list.",
  teacher: "We don't have a teacher by that name. Please choose one from the list.",
  start: "Please choose one of the times shown.",
  taken: "Sorry, that time has just been taken. Please choose another.",
  past: "That time has already passed. Please choose another.",
  outsideWindow: "That time is not open for booking. Please choose one of the times shown.",
  notTeachers: "That teacher is not free at that time. Please choose one of the times shown.",
  bookingToken: "We couldn't find your details. Please send the form again.",
  alreadyBooked: "Your trial is already booked. Use the link in your e-mail to move or cancel it.",
  linkInvalid: "This link is not valid. Please use the link in your e-mail, or call us.",
  linkExpired: "This link has expired. Please call us and we'll sort it out.",
  notChangeable: "This trial can no longer be changed online. Please call us.",
} as const;

/**
 * An IANA time zone the platform knows ("America/New_York", "Asia/Kolkata", "UTC"). Both the browser and Node read
 * zones through Intl, which refuses an unknown one; the canonical spelling is what is kept.
 */
export function canonicalTimeZone(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const timeZoneField = z
  .string({ error: TRIAL_BOOKING_MESSAGES.timeZone })
  .max(64, { error: TRIAL_BOOKING_MESSAGES.timeZone, abort: true })
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.issues.push({ code: "custom", message: TRIAL_BOOKING_MESSAGES.timeZone, input: value });
    return z.NEVER;
  });

export const teacherField = z.enum(TEACHER_IDS, { error: TRIAL_BOOKING_MESSAGES.teacher });

/** An instant as the API writes it: ISO 8601 in UTC ("2026-12-01T15:00:00.000Z"). */
const instant = z.iso.datetime({ error: TRIAL_BOOKING_MESSAGES.start });

/** A signed token (a lead's booking token, a booking's manage token): opaque to the browser. */
const signedToken = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(600, { error: message });

/** `GET /api/trial-slots`: the free times of the booking window, for one teacher or any. */
export const trialSlotsQuerySchema = z.object({
  timeZone: timeZoneField,
  teacher: teacherField.optional(),
});

export const trialSlotSchema = z.object({
  start: instant,
  end: instant,
  /** The teachers free for the whole slot, in the roster's order. */
  teachers: z.array(teacherField).min(1),
});
export type TrialSlot = z.output<typeof trialSlotSchema>;

export const trialSlotsSchema = z.object({
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  /** Each day of the window in the visitor's zone ("2026-12-01"), in order, with its slots (possibly none). */
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(trialSlotSchema) })),
});
export type TrialSlots = z.output<typeof trialSlotsSchema>;

/** The booking a visitor (or staff) sees. */
export const trialBookingSchema = z.object({
  id: z.string(),
  start: instant,
  end: instant,
  teacher: z.object({ id: teacherField, name: z.string() }),
  status: z.enum(TRIAL_BOOKING_STATUSES),
  /** The zone the visitor chose the time in: the e-mail and the manage page show times in it. */
  timeZone: z.string(),
});
export type TrialBooking = z.output<typeof trialBookingSchema>;

/** `POST /api/trial-bookings`: the thank-you view books a slot for the lead the form just stored. */
export const bookTrialSchema = z.object({
  bookingToken: signedToken(TRIAL_BOOKING_MESSAGES.bookingToken),
  start: instant,
  /** A teacher the visitor chose; without one, the server picks one of the slot's free teachers. */
  teacher: teacherField.optional(),
  timeZone: timeZoneField,
});
export type BookTrialRequest = z.input<typeof bookTrialSchema>;

export const trialBookedSchema = z.object({
  success: z.literal(true),
  booking: trialBookingSchema,
});

/** The manage link's token, as `GET /api/trial-booking?token=` and the changes carry it. */
export const manageTokenSchema = z.object({ token: signedToken(TRIAL_BOOKING_MESSAGES.linkInvalid) });

export const managedBookingSchema = z.object({
  booking: trialBookingSchema,
  /** False once the trial has started, ended or been cancelled: the page then only shows it. */
  changeable: z.boolean(),
});

export const rescheduleTrialSchema = manageTokenSchema.extend({ start: instant, timeZone: timeZoneField });
export const cancelTrialSchema = manageTokenSchema;
