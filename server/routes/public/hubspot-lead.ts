import type { FastifyInstance } from "fastify";
import { firstIssue } from "../../../contracts/first-issue.ts";
import { LEAD_SUCCESS_MESSAGE, leadRequestSchema } from "../../../contracts/lead.ts";
import type { LeadService } from "../../services/leads.ts";

const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object.";

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
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return reply.code(400).send({ success: false, message: NOT_AN_OBJECT_MESSAGE });
      }
      const parsed = leadRequestSchema.safeParse(body);
      if (!parsed.success) return reply.code(400).send({ success: false, ...firstIssue(parsed.error) });

      const { website, name, email, phone, attribution } = parsed.data;
      if (website.trim() !== "") {
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
