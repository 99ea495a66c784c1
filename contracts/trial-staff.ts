import { z } from "zod";
import { INBOX_MESSAGES } from "./leads-inbox.ts";
import {
  bookTrialSchema,
  rescheduleTrialSchema,
  type TRIAL_BOOKING_MESSAGES,
  type TRIAL_BOOKING_STATUSES,
  timeZoneField,
  trialBookingSchema,
} from "./trial-booking.ts";

/**
 * The staff side of trial booking (docs/product/staff-area.md, Trials): the trials by day and week, and what staff
 * do with one: confirm a held trial, mark a trial attended or a no-show, cancel it; and from a lead's page, book a time
 * for the lead or move theirs (docs/product/staff-area.md, Lead page).
 */

export const TRIAL_STAFF_MESSAGES = {
  notFound: "That trial no longer exists.",
  notYet: "A trial can be marked attended or no-show only once it has started.",
  transition: "That change is not possible for this trial any more. Reload to see where it stands.",
  date: "Please choose a day.",
  alreadyBooked: "This lead already has a trial booked. Move or cancel that one instead.",
} as const;

/**
 * A booking refusal as staff read it: the visitor's sentence (contracts/trial-booking.ts) where it reads the same to
 * staff (a taken, past or closed time), and staff's own where the visitor's speaks to the visitor ("your trial",
 * "call us").
 */
export function staffBookingMessage(reason: keyof typeof TRIAL_BOOKING_MESSAGES, visitors: string): string {
  if (reason === "alreadyBooked") return TRIAL_STAFF_MESSAGES.alreadyBooked;
  if (reason === "notChangeable") return TRIAL_STAFF_MESSAGES.transition;
  return visitors;
}

/** `GET /api/staff/trials`: one day or the week from `from` (a date in `timeZone`). */
export const staffTrialsQuerySchema = z.object({
  from: z.iso.date({ error: TRIAL_STAFF_MESSAGES.date }),
  days: z.coerce.number().pipe(z.union([z.literal(1), z.literal(7)])),
  timeZone: timeZoneField,
});

export const staffTrialSchema = trialBookingSchema.extend({
  lead: z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
});
export type StaffTrial = z.output<typeof staffTrialSchema>;

export const staffTrialsSchema = z.object({
  trials: z.array(staffTrialSchema),
  /** The server's clock, so "attended" and "no-show" are offered by its time, not the browser's. */
  now: z.iso.datetime(),
});

/** What staff can set a trial to; the server checks the change is one the trial can make. */
export const STAFF_TRIAL_CHANGES = [
  "confirmed",
  "attended",
  "no_show",
  "cancelled",
] as const satisfies readonly (typeof TRIAL_BOOKING_STATUSES)[number][];
export type StaffTrialChange = (typeof STAFF_TRIAL_CHANGES)[number];

export const staffTrialParams = z.object({ id: z.uuid({ error: TRIAL_STAFF_MESSAGES.notFound }) });
export const staffTrialChangeSchema = z.object({ status: z.enum(STAFF_TRIAL_CHANGES) });
export const staffTrialChangedSchema = z.object({ trial: staffTrialSchema });

/** `POST /api/admin/leads/lead/:id/trial`: a lead (not a quote request) by id; any other id names no lead. */
export const staffLeadTrialParams = z.object({ id: z.uuid({ error: INBOX_MESSAGES.notFound }) });

/** The time staff book for a lead, as the visitor's picker sends it, without the visitor's token. */
export const staffBookTrialSchema = bookTrialSchema.omit({ bookingToken: true });

/** `POST /api/admin/trials/:id/move`: another free time of the trial's teacher, in the zone it was chosen in. */
export const staffMoveTrialSchema = rescheduleTrialSchema.omit({ token: true });
