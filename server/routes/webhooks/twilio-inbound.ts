import * as api from "#contracts/api";
import type { SmsOptOuts } from "#server/services/sms-opt-outs";
import { type WebhookArea, type WebhookVerifier, webhookRoute } from "./index.ts";
import { field, twilioEvent } from "./twilio-signature.ts";

/** TwiML that asks Twilio to do nothing more: Twilio itself answers STOP and START with its confirmation. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export interface TwilioInboundRouteOptions {
  verifier: WebhookVerifier;
  optOuts: SmsOptOuts;
}

/**
 * The Twilio console's "A message comes in" address. Replies are stored for the lead's timeline, and
 * STOP/START keywords opt the sender out or back in. One message (its MessageSid) is one event.
 */
export async function twilioInboundRoute(area: WebhookArea, options: TwilioInboundRouteOptions) {
  const { optOuts, verifier } = options;

  await webhookRoute(area, api.twilioInbound, {
    verifier,
    queue: "webhook-twilio-inbound",
    event: (request) => twilioEvent(request, (fields) => field(fields, "MessageSid")),
    async act(fields, log) {
      const providerId = field(fields, "MessageSid");
      const from = field(fields, "From");
      if (providerId && from) {
        const stored = await optOuts.receive({
          providerId,
          from,
          to: field(fields, "To") ?? "",
          body: typeof fields.Body === "string" ? fields.Body : "",
        });
        log.info({ providerId, stored }, "Twilio inbound message");
      }
    },
    answer: (reply) => reply.code(200).type(api.twilioInbound.response.mediaType).send(EMPTY_TWIML),
  });
}
