import type { FastifyInstance, FastifyReply } from "fastify";
import * as api from "#contracts/api";
import { staffBookingMessage } from "#contracts/trial-staff";
import { staffActor } from "#server/plugins/internal/staff-session";
import { TrialBookingError, type TrialBookingService } from "#server/services/trial-bookings";
import { TrialChangeError, type TrialStaffService } from "#server/services/trial-staff";
import { apiRoute } from "../api-route.ts";

/** A refusal staff can act on, in their words; anything else goes to the error handler. */
function refused(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof TrialChangeError)
    return reply.code(error.status).send({ success: false, message: error.message });
  if (error instanceof TrialBookingError)
    return reply
      .code(error.statusCode)
      .send({ success: false, message: staffBookingMessage(error.reason, error.message) });
  throw error;
}

/**
 * The trials page's endpoints (docs/product/staff-area.md, Trials), and the lead page's booking and moving of a
 * lead's trial (docs/product/staff-area.md, Lead page), which go through the visitor's booking service.
 */
export async function trialsRoutes(
  app: FastifyInstance,
  { trials, bookings }: { trials: TrialStaffService; bookings: TrialBookingService },
) {
  apiRoute(app, api.staffTrials, {}, async (request) => ({
    trials: await trials.list(request.query),
    now: new Date().toISOString(),
  }));

  apiRoute(app, api.changeStaffTrial, {}, async (request, reply) => {
    try {
      return { trial: await trials.change(request.params.id, request.body.status, staffActor(request)) };
    } catch (error) {
      return refused(error, reply);
    }
  });

  apiRoute(app, api.staffTrialSlots, {}, (request) => bookings.slots(request.query));

  apiRoute(app, api.staffBookTrial, {}, async (request, reply) => {
    try {
      const row = await bookings.staff.book(request.params.id, request.body, staffActor(request), request.id);
      request.log.info({ bookingId: row.id }, "trial booked by staff");
      return { trial: await trials.withLead(row) };
    } catch (error) {
      return refused(error, reply);
    }
  });

  apiRoute(app, api.moveStaffTrial, {}, async (request, reply) => {
    try {
      const row = await bookings.staff.move(request.params.id, request.body, staffActor(request), request.id);
      request.log.info({ bookingId: row.id }, "trial moved by staff");
      return { trial: await trials.withLead(row) };
    } catch (error) {
      return refused(error, reply);
    }
  });
}
