import type { FastifyInstance } from "fastify";
import type { OutreachService } from "../../services/outreach.ts";
import { type FormFields, field, type TwilioWebhookOptions, twilioWebhook } from "./twilio-signature.ts";

export const TWILIO_STATUS_PATH = "/api/webhooks/twilio/status";

export interface TwilioStatusRouteOptions extends TwilioWebhookOptions {
  outreach: OutreachService;
}

/** "Twilio error 30008: Unknown error", or undefined when the callback reports no error. */
function errorText(fields: FormFields): string | undefined {
  const code = field(fields, "ErrorCode");
  const message = field(fields, "ErrorMessage");
  if (!code && !message) return undefined;
  return [code ? `Twilio error ${code}` : "Twilio error", message].filter(Boolean).join(": ");
}

/**
 * POST /api/webhooks/twilio/status: Twilio reports call and message progress here. Only requests
 * signed with our auth token are believed; everything else gets a bare 403.
 */
export async function twilioStatusRoute(app: FastifyInstance, options: TwilioStatusRouteOptions) {
  const { outreach } = options;
  const signedFields = twilioWebhook(app, options);

  app.post(TWILIO_STATUS_PATH, async (request, reply) => {
    const fields = signedFields(request);
    if (!fields) {
      request.log.warn(
        { url: request.url, ip: request.ip },
        "Twilio status callback refused: bad or missing signature",
      );
      return reply.code(403).send();
    }

    // A message's callback names MessageSid and MessageStatus, a call's CallSid and CallStatus.
    const providerId = field(fields, "MessageSid") ?? field(fields, "CallSid");
    const status = field(fields, "MessageStatus") ?? field(fields, "CallStatus");
    if (providerId && status) {
      const error = errorText(fields);
      const changed = await outreach.applyProviderStatus({ providerId, status, ...(error ? { error } : {}) });
      request.log.info({ providerId, status, changed }, "Twilio status callback");
    }
    // Twilio retries anything but 2xx; an unknown or stale sid will not become known by retrying.
    return reply.code(204).send();
  });
}
