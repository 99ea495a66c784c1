import type { FastifyInstance, FastifyReply } from "fastify";
import * as api from "#contracts/api";
import { staffBookingMessage } from "#contracts/trial-staff";
import type { TrialBookingRow } from "#server/db/schema";
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

  /** A booking or a move from the lead page, answered as the Trials page shows a trial. */
  async function saved(reply: FastifyReply, what: string, work: () => Promise<TrialBookingRow>) {
    try {
      const row = await work();
      reply.log.info({ bookingId: row.id }, what);
      return { trial: await trials.withLead(row) };
    } catch (error) {
      return refused(error, reply);
    }
  }

  apiRoute(app, api.staffBookTrial, {}, (request, reply) =>
    saved(reply, "trial booked by staff", () =>
      bookings.staff.book(request.params.id, request.body, staffActor(request), request.id),
    ),
  );

  apiRoute(app, api.moveStaffTrial, {}, (request, reply) =>
    saved(reply, "trial moved by staff", () =>
      bookings.staff.move(request.params.id, request.body, staffActor(request), request.id),
    ),
  );
}
