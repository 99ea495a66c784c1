import type { FastifyInstance } from "fastify";
import type { SmsOptOuts } from "../../services/sms-opt-outs.ts";
import { field, type TwilioWebhookOptions, twilioWebhook } from "./twilio-signature.ts";

export const TWILIO_INBOUND_PATH = "/api/webhooks/twilio/inbound";

/** TwiML that asks Twilio to do nothing more: Twilio itself answers STOP and START with its confirmation. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export interface TwilioInboundRouteOptions extends TwilioWebhookOptions {
  optOuts: SmsOptOuts;
}

/**
 * POST /api/webhooks/twilio/inbound: the Twilio console's "A message comes in" address. Replies are
 * stored for the lead's timeline, and STOP/START keywords opt the sender out or back in.
 */
export async function twilioInboundRoute(app: FastifyInstance, options: TwilioInboundRouteOptions) {
  const { optOuts } = options;
  const signedFields = twilioWebhook(app, options);

  app.post(TWILIO_INBOUND_PATH, async (request, reply) => {
    const fields = signedFields(request);
    if (!fields) {
      request.log.warn(
        { url: request.url, ip: request.ip },
        "Twilio inbound message refused: bad or missing signature",
      );
      return reply.code(403).send();
    }
    const providerId = field(fields, "MessageSid");
    const from = field(fields, "From");
    if (providerId && from) {
      const stored = await optOuts.receive({
        providerId,
        from,
        to: field(fields, "To") ?? "",
        body: typeof fields.Body === "string" ? fields.Body : "",
      });
      request.log.info({ providerId, stored }, "Twilio inbound message");
    }
    return reply.code(200).type("text/xml").send(EMPTY_TWIML);
  });
}
