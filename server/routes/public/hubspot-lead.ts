import type { FastifyInstance } from "fastify";
import { LEAD_SUCCESS_MESSAGE, leadRequestSchema } from "../../../contracts/lead.ts";
import type { LeadService } from "../../services/leads.ts";
import { isHoneypotFilled, parseFormBody } from "../form-body.ts";

export interface LeadRouteOptions {
  leads: LeadService;
  perMinute: number;
}

export async function hubspotLeadRoute(app: FastifyInstance, options: LeadRouteOptions) {
  const success = { success: true, message: LEAD_SUCCESS_MESSAGE } as const;

  app.post(
    "/api/hubspot-lead",
    { config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const parsed = parseFormBody(leadRequestSchema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.failure);

      const { website, name, email, phone, attribution } = parsed.data;
      if (isHoneypotFilled(website)) {
        // A bot filled the hidden field: answer as if all went well so it learns nothing.
        request.log.info({ honeypot: true }, "lead discarded: honeypot field was filled");
        return success;
      }
      const userAgent = request.headers["user-agent"];
      await options.leads.submit({
        name,
        email,
        phone,
        ...(attribution ? { attribution } : {}),
        ...(userAgent ? { userAgent } : {}),
      });
      return success;
    },
  );
}
