import type { FastifyInstance, FastifyRequest } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { ApiFailure } from "../../../contracts/endpoint.ts";
import { parseLeadRef } from "../../../contracts/lead-ref.ts";
import { INBOX_MESSAGES } from "../../../contracts/leads-inbox.ts";
import {
  OUTREACH_CHANNEL_IDS,
  OUTREACH_CHANNELS,
  type OutreachChannel,
  outreachSuccessText,
} from "../../../contracts/outreach-channels.ts";
import { staffActor } from "../../plugins/internal/staff-session.ts";
import type { OutreachService } from "../../services/outreach.ts";
import { apiRoute } from "../api-route.ts";

/** Generous for a person working through a call list, tight enough to stop a runaway script. */
export const OUTREACH_PER_MINUTE = 30;

export interface OutreachRoutesOptions {
  outreach: OutreachService;
  perMinute?: number;
}

/**
 * The limit runs after the staff guard (an onRequest hook of the staff area; the limit waits for
 * preHandler), so it counts per staff member across their sessions; the IP is the fallback should it
 * ever run without one.
 */
function limitKey(request: FastifyRequest): string {
  return request.staff ? `staff:${request.staff.userId}` : `ip:${request.ip}`;
}

/** One endpoint per channel of the registry: send as the signed-in staff member, for the lead named in `lead`. */
export async function outreachRoutes(app: FastifyInstance, options: OutreachRoutesOptions) {
  const { outreach } = options;
  const extras = {
    config: {
      rateLimit: {
        max: options.perMinute ?? OUTREACH_PER_MINUTE,
        timeWindow: 60_000,
        hook: "preHandler" as const,
        keyGenerator: limitKey,
      },
    },
  };

  function channelRoute<C extends OutreachChannel>(channel: C) {
    const spec = OUTREACH_CHANNELS[channel];
    const endpoint: api.OutreachEndpoint<C> = api.outreach[channel];
    apiRoute(app, endpoint, extras, async (request, reply) => {
      const lead = parseLeadRef(request.body.lead);
      const outcome = await outreach.send(channel, request.body, {
        staff: staffActor(request),
        ...(lead ? { lead } : {}),
      });
      if (!outcome.sent && "refused" in outcome) {
        const failure: ApiFailure =
          outcome.refused === "unknown_lead"
            ? { success: false, message: INBOX_MESSAGES.notFound }
            : { success: false, message: INBOX_MESSAGES.optedOut, field: spec.recipientField };
        return reply.code(outcome.refused === "unknown_lead" ? 404 : 409).send(failure);
      }
      if (!outcome.sent) return reply.code(502).send({ success: false, message: outcome.message });
      const callSid = spec.placesCall ? outcome.providerId : undefined;
      request.log.info({ channel, recordId: outcome.recordId, dryRun: outcome.dryRun }, "outreach sent");
      return {
        success: true,
        message: outreachSuccessText(channel, { dryRun: outcome.dryRun, ...(callSid ? { callSid } : {}) }),
        dryRun: outcome.dryRun,
        ...(callSid ? { call_sid: callSid } : {}),
      } as const;
    });
  }

  for (const channel of OUTREACH_CHANNEL_IDS) channelRoute(channel);
}
