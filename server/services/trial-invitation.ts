import { createEvent, type EventStatus } from "ics";
import { PRODUCT_NAME } from "#contracts/brand";
import type { TrialBookingStatus } from "#contracts/trial-booking";

/** What a calendar does with the invitation: add or update the event, or take it off. */
export type InvitationMethod = "REQUEST" | "CANCEL";

export interface TrialInvitationInput {
  bookingId: string;
  /** The UID's domain (the site's host): the UID must stay the same for every e-mail about one booking. */
  host: string;
  /** The booking's sequence: a calendar applies an update only when it is higher than the one it has. */
  sequence: number;
  method: InvitationMethod;
  status: TrialBookingStatus;
  startsAt: Date;
  endsAt: Date;
  teacher: string;
  videoLink?: string;
  manageLink?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

function eventStatus(method: InvitationMethod, status: TrialBookingStatus): EventStatus {
  if (method === "CANCEL") return "CANCELLED";
  return status === "confirmed" ? "CONFIRMED" : "TENTATIVE";
}

/**
 * A trial's calendar invitation (RFC 5545, written by `ics`; docs/decisions/050-trial-booking-times-and-calendars.md):
 * one UID per booking, so a move (a higher SEQUENCE) or a cancellation (METHOD:CANCEL) changes the event the
 * visitor's calendar already has. Times are in UTC; the visitor's calendar shows them in its own zone.
 */
export function trialInvitation(input: TrialInvitationInput): string {
  const description = [
    ...(input.videoLink ? [`Join on video: ${input.videoLink}`] : []),
    ...(input.manageLink ? [`Move or cancel: ${input.manageLink}`] : []),
  ].join("\n");
  const { error, value } = createEvent({
    method: input.method,
    productId: `-//${PRODUCT_NAME}//Trial booking//EN`,
    uid: `${input.bookingId}@${input.host}`,
    sequence: input.sequence,
    status: eventStatus(input.method, input.status),
    start: input.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: input.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${PRODUCT_NAME} trial class with ${input.teacher}`,
    ...(description ? { description } : {}),
    ...(input.videoLink ? { location: input.videoLink } : {}),
    organizer: input.organizer,
    attendees: [{ ...input.attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("The calendar invitation could not be written.");
  return value;
}
