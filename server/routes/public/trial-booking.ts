import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { noStore } from "#server/plugins/internal/staff-session";
import type { TrialBookingService } from "#server/services/trial-bookings";
import { apiRoute } from "../api-route.ts";

/**
 * Per address, per minute: a visitor reads the times a few times and books once; a manage page reads and changes
 * a booking a few times. Tokens cannot be guessed, so this only keeps a flood from costing the database.
 */
export const TRIAL_SLOT_READS_PER_MINUTE = 60;
export const TRIAL_BOOKING_CHANGES_PER_MINUTE = 20;

const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** The visitor's side of trial booking (docs/product/trial-booking.md): the times, the booking, the manage link. */
export async function trialBookingRoutes(
  app: FastifyInstance,
  { bookings }: { bookings: TrialBookingService },
) {
  // The times change with every booking, and the manage answers are one visitor's.
  app.addHook("onRequest", noStore);

  apiRoute(app, api.trialSlots, limit(TRIAL_SLOT_READS_PER_MINUTE), (request) =>
    bookings.slots(request.query),
  );

  apiRoute(app, api.bookTrial, limit(TRIAL_BOOKING_CHANGES_PER_MINUTE), async (request) => {
    const booking = await bookings.book(request.body, request.id);
    request.log.info({ bookingId: booking.id, status: booking.status }, "trial booked");
    return { success: true, booking } as const;
  });

  apiRoute(app, api.viewManagedTrial, limit(TRIAL_BOOKING_CHANGES_PER_MINUTE), (request) =>
    bookings.viewManaged(request.body.token),
  );

  apiRoute(app, api.rescheduleTrial, limit(TRIAL_BOOKING_CHANGES_PER_MINUTE), async (request) => {
    const managed = await bookings.reschedule(request.body, request.id);
    request.log.info({ bookingId: managed.booking.id }, "trial moved");
    return managed;
  });

  apiRoute(app, api.cancelTrial, limit(TRIAL_BOOKING_CHANGES_PER_MINUTE), async (request) => {
    const managed = await bookings.cancel(request.body.token, request.id);
    request.log.info({ bookingId: managed.booking.id }, "trial cancelled");
    return managed;
  });
}
