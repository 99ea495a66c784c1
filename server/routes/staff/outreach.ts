import type { FastifyInstance, FastifyRequest } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { leadRef, parseLeadRef } from "#contracts/lead-ref";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import {
  OUTREACH_CHANNEL_IDS,
  OUTREACH_CHANNELS,
  type OutreachChannel,
  outreachSuccessText,
} from "#contracts/outreach-channels";
import { hasQuietHoursOverride, QUIET_HOURS_OVERRIDE_FIELD, quietHoursNotice } from "#contracts/quiet-hours";
import { staffActor } from "#server/plugins/internal/staff-session";
import type { OutreachOutcome, OutreachService } from "#server/services/outreach";
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

type Refusal = Extract<OutreachOutcome, { refused: string }>;

/** A send refused before anything was recorded: its status and the words for staff. */
function refusalAnswer(refusal: Refusal, recipientField: string): [404 | 409, ApiFailure] {
  switch (refusal.refused) {
    case "unknown_lead":
      return [404, { success: false, message: INBOX_MESSAGES.notFound }];
    case "opted_out":
      return [409, { success: false, message: INBOX_MESSAGES.optedOut, field: recipientField }];
    case "quiet_hours":
      return [
        409,
        { success: false, message: quietHoursNotice(refusal.localTime), field: QUIET_HOURS_OVERRIDE_FIELD },
      ];
  }
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
        quietHoursOverride: hasQuietHoursOverride(request.body),
      });
      if (!outcome.sent && "refused" in outcome) {
        const [status, failure] = refusalAnswer(outcome, spec.recipientField);
        return reply.code(status).send(failure);
      }
      if (!outcome.sent) return reply.code(502).send({ success: false, message: outcome.message });
      const callSid = spec.placesCall ? outcome.providerId : undefined;
      const { matched } = outcome;
      const linked = matched ? { lead: leadRef(matched.kind, matched.id) } : {};
      request.log.info(
        { channel, recordId: outcome.recordId, dryRun: outcome.dryRun, ...linked },
        "outreach sent",
      );
      return {
        success: true,
        message: outreachSuccessText(channel, { dryRun: outcome.dryRun, ...(callSid ? { callSid } : {}) }),
        dryRun: outcome.dryRun,
        ...(callSid ? { call_sid: callSid } : {}),
        ...(matched ? { linkedLead: { kind: matched.kind, id: matched.id, name: matched.name } } : {}),
      } as const;
    });
  }

  for (const channel of OUTREACH_CHANNEL_IDS) channelRoute(channel);
}
