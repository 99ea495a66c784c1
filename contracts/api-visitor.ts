import { endpoint } from "./endpoint.ts";
import { leadAcceptedSchema, leadRequestSchema } from "./lead.ts";
import {
  bookTrialSchema,
  cancelTrialSchema,
  managedBookingSchema,
  manageTokenSchema,
  rescheduleTrialSchema,
  trialBookedSchema,
  trialSlotsQuerySchema,
  trialSlotsSchema,
} from "./trial-booking.ts";

/**
 * The endpoints of the visitor's booking path: the lead modal, its trial picker and the manage page. Part of the
 * HTTP API (contracts/api.ts re-exports them); kept apart so the lead modal's code, which runs on every public page
 * once it is idle (docs/decisions/052), builds only these schemas, not the staff area's.
 */

/** The lead modal: stored before the answer, then forwarded to HubSpot by a job. */
export const submitLead = endpoint({
  access: "public",
  method: "POST",
  path: "/api/hubspot-lead",
  body: leadRequestSchema,
  response: leadAcceptedSchema,
});

/** The free trial times of the next days (docs/product/trial-booking.md), for one teacher or any. */
export const trialSlots = endpoint({
  access: "public",
  method: "GET",
  path: "/api/trial-slots",
  query: trialSlotsQuerySchema,
  response: trialSlotsSchema,
});

/** The lead form's thank-you view books a time for the lead the form stored (its answer's `bookingToken`). */
export const bookTrial = endpoint({
  access: "public",
  method: "POST",
  path: "/api/trial-bookings",
  body: bookTrialSchema,
  response: trialBookedSchema,
});

/**
 * The manage page reads the booking its e-mailed link names. A POST, so the token stays out of addresses and
 * access logs (the page itself has it in its fragment).
 */
export const viewManagedTrial = endpoint({
  access: "public",
  method: "POST",
  path: "/api/trial-booking",
  body: manageTokenSchema,
  response: managedBookingSchema,
});

export const rescheduleTrial = endpoint({
  access: "public",
  method: "POST",
  path: "/api/trial-booking/reschedule",
  body: rescheduleTrialSchema,
  response: managedBookingSchema,
});

export const cancelTrial = endpoint({
  access: "public",
  method: "POST",
  path: "/api/trial-booking/cancel",
  body: cancelTrialSchema,
  response: managedBookingSchema,
});
