import type { FastifyInstance } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { SmsOptOuts } from "../../services/sms-opt-outs.ts";
import { apiRoute } from "../api-route.ts";
import {
  field,
  storableFields,
  type TwilioWebhookOptions,
  twilioSignatureCheck,
} from "./twilio-signature.ts";

/** TwiML that asks Twilio to do nothing more: Twilio itself answers STOP and START with its confirmation. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export interface TwilioInboundRouteOptions extends TwilioWebhookOptions {
  optOuts: SmsOptOuts;
}

/**
 * The Twilio console's "A message comes in" address. Replies are stored for the lead's timeline, and
 * STOP/START keywords opt the sender out or back in.
 */
export async function twilioInboundRoute(app: FastifyInstance, options: TwilioInboundRouteOptions) {
  const { optOuts } = options;
  const preValidation = twilioSignatureCheck(app, options, "Twilio inbound message");

  apiRoute(app, api.twilioInbound, { preValidation }, async (request, reply) => {
    const fields = storableFields(request.body);
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
    return reply.code(200).type(api.twilioInbound.response.mediaType).send(EMPTY_TWIML);
  });
}
