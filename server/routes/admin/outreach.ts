import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { INBOX_MESSAGES, type LeadRef, parseLeadRef } from "../../../contracts/leads-inbox.ts";
import {
  bridgeCallSchema,
  customEmailSchema,
  type OutreachChannel,
  type OutreachFailureResponse,
  type OutreachSuccessResponse,
  outreachSuccessText,
  smsSchema,
  whatsappSchema,
} from "../../../contracts/outreach.ts";
import { noStore, staffActor } from "../../plugins/staff-session.ts";
import type { OutreachOutcome, OutreachSender, OutreachService } from "../../services/outreach.ts";
import { parseFormBody } from "../form-body.ts";

/** Generous for a person working through a call list, tight enough to stop a runaway script. */
export const OUTREACH_PER_MINUTE = 30;

export interface OutreachRoutesOptions {
  outreach: OutreachService;
  perMinute?: number;
}

/**
 * The limit runs after requireStaff (both are preHandlers, the limit added last), so it counts per
 * staff member across their sessions; the IP is the fallback should it ever run without one.
 */
function limitKey(request: FastifyRequest): string {
  return request.staff ? `staff:${request.staff.userId}` : `ip:${request.ip}`;
}

/** POST /api/twilio-bridge-call, /api/send-custom-sms, /api/send-custom-email, /api/send-whatsapp-message. */
export async function outreachRoutes(app: FastifyInstance, options: OutreachRoutesOptions) {
  const { outreach } = options;
  const routeOptions = {
    onRequest: noStore,
    preHandler: app.requireStaff,
    config: {
      rateLimit: {
        max: options.perMinute ?? OUTREACH_PER_MINUTE,
        timeWindow: 60_000,
        hook: "preHandler" as const,
        keyGenerator: limitKey,
      },
    },
  };

  /**
   * One endpoint: validate against the contract, act as the signed-in staff member (for the lead in
   * `lead`, if any), answer the outcome. `numberField` names the field an opt-out refusal points at.
   */
  function endpoint<S extends z.ZodType<{ lead?: LeadRef | undefined }>>(
    url: string,
    channel: OutreachChannel,
    schema: S,
    numberField: string,
    act: (input: z.output<S>, sender: OutreachSender) => Promise<OutreachOutcome>,
  ) {
    app.post(url, routeOptions, async (request, reply) => {
      const parsed = parseFormBody(schema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.failure);

      const lead = parseLeadRef(parsed.data.lead);
      const outcome = await act(parsed.data, { staff: staffActor(request), ...(lead ? { lead } : {}) });
      if (!outcome.sent && "refused" in outcome) {
        const failure: OutreachFailureResponse =
          outcome.refused === "unknown_lead"
            ? { success: false, message: INBOX_MESSAGES.notFound }
            : { success: false, message: INBOX_MESSAGES.optedOut, field: numberField };
        return reply.code(outcome.refused === "unknown_lead" ? 404 : 409).send(failure);
      }
      if (!outcome.sent) {
        const failure: OutreachFailureResponse = { success: false, message: outcome.message };
        return reply.code(502).send(failure);
      }
      const callSid = channel === "call" ? outcome.providerId : undefined;
      const success: OutreachSuccessResponse = {
        success: true,
        message: outreachSuccessText(channel, { dryRun: outcome.dryRun, ...(callSid ? { callSid } : {}) }),
        dryRun: outcome.dryRun,
        ...(callSid ? { call_sid: callSid } : {}),
      };
      request.log.info({ channel, recordId: outcome.recordId, dryRun: outcome.dryRun }, "outreach sent");
      return success;
    });
  }

  endpoint("/api/twilio-bridge-call", "call", bridgeCallSchema, "to_number", (input, sender) =>
    outreach.call({ ...sender, clientNumber: input.to_number, agentNumber: input.agent_number }),
  );
  endpoint("/api/send-custom-sms", "sms", smsSchema, "to", (input, sender) =>
    outreach.sms({ ...sender, to: input.to, message: input.message }),
  );
  endpoint("/api/send-custom-email", "email", customEmailSchema, "to", (input, sender) =>
    outreach.email({
      ...sender,
      to: input.to,
      name: input.name,
      subject: input.subject,
      message: input.message,
      ...(input.booking_link ? { bookingLink: input.booking_link } : {}),
    }),
  );
  endpoint("/api/send-whatsapp-message", "whatsapp", whatsappSchema, "number", (input, sender) =>
    outreach.whatsapp({ ...sender, number: input.number, name: input.name, template: input.contentSid }),
  );
}
