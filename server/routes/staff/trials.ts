import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { staffActor } from "#server/plugins/internal/staff-session";
import { TrialChangeError, type TrialStaffService } from "#server/services/trial-staff";
import { apiRoute } from "../api-route.ts";

/** The trials page's endpoints (docs/product/staff-area.md, Trials). */
export async function trialsRoutes(app: FastifyInstance, { trials }: { trials: TrialStaffService }) {
  apiRoute(app, api.staffTrials, {}, async (request) => ({
    trials: await trials.list(request.query),
    now: new Date().toISOString(),
  }));

  apiRoute(app, api.changeStaffTrial, {}, async (request, reply) => {
    try {
      return { trial: await trials.change(request.params.id, request.body.status, staffActor(request)) };
    } catch (error) {
      if (!(error instanceof TrialChangeError)) throw error;
      return reply.code(error.status).send({ success: false, message: error.message });
    }
  });
}
