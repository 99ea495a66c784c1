import type { FastifyInstance } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { OutreachService } from "../../services/outreach.ts";
import { apiRoute } from "../api-route.ts";
import {
  type FormFields,
  field,
  storableFields,
  type TwilioWebhookOptions,
  twilioSignatureCheck,
} from "./twilio-signature.ts";

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
 * Twilio reports call and message progress here. Only requests signed with our auth token are
 * believed; everything else gets a bare 403.
 */
export async function twilioStatusRoute(app: FastifyInstance, options: TwilioStatusRouteOptions) {
  const { outreach } = options;
  const preValidation = twilioSignatureCheck(app, options, "Twilio status callback");

  apiRoute(app, api.twilioStatus, { preValidation }, async (request, reply) => {
    const fields = storableFields(request.body);
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
