/**
 * The messages the server sends a visitor by itself (docs/product/trial-booking.md, What the visitor hears):
 * `welcome` right after the lead form, a booking's `booking_confirmation`, `booking_update` (moved) and
 * `booking_cancellation` with their calendar invitations, and the reminders before a confirmed trial.
 */
export const VISITOR_MESSAGE_KINDS = [
  "welcome",
  "booking_confirmation",
  "booking_update",
  "booking_cancellation",
  "reminder_24h",
  "reminder_1h",
  "reminder_sms",
] as const;
export type VisitorMessageKind = (typeof VISITOR_MESSAGE_KINDS)[number];
