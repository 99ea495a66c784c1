import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { LEAD_SUCCESS_MESSAGE } from "#contracts/lead";
import type { LeadService } from "#server/services/leads";
import type { TrialBookingService } from "#server/services/trial-bookings";
import { apiRoute } from "../api-route.ts";
import { isHoneypotFilled } from "./honeypot.ts";

export interface LeadRouteOptions {
  leads: LeadService;
  /** Signs the answer's token, with which the thank-you view books a trial time for the lead just stored. */
  bookings: Pick<TrialBookingService, "bookingToken">;
  perMinute: number;
}

export async function hubspotLeadRoute(app: FastifyInstance, options: LeadRouteOptions) {
  const success = { success: true, message: LEAD_SUCCESS_MESSAGE } as const;

  apiRoute(
    app,
    api.submitLead,
    { config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } } },
    async (request) => {
      const { website, ...lead } = request.body;
      if (isHoneypotFilled(website)) {
        // A bot filled the hidden field: answer as if all went well so it learns nothing.
        request.log.info({ honeypot: true }, "lead discarded: honeypot field was filled");
        return success;
      }
      const userAgent = request.headers["user-agent"];
      const { leadId } = await options.leads.submit(
        { ...lead, ...(userAgent ? { userAgent } : {}) },
        request.id,
      );
      return { ...success, bookingToken: options.bookings.bookingToken(leadId) };
    },
  );
}
