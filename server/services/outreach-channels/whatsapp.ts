import { WHATSAPP_TEMPLATES } from "#contracts/outreach";
import { TwilioError } from "../twilio.ts";
import { type ChannelModule, fromTwilio, hasTwilioAccount, statusCallback, twilioOf } from "./channel.ts";

/** An approved WhatsApp template; the name staff type fills its variable {{1}}. */
export const whatsappChannel: ChannelModule<"whatsapp"> = {
  configured: (settings) =>
    hasTwilioAccount(settings) &&
    Boolean(settings.twilio.whatsappFrom) &&
    WHATSAPP_TEMPLATES.every((template) => settings.twilio.whatsappTemplates[template.id]),
  create: (providers) => (input) => {
    const contentSid = providers.whatsappTemplates[input.contentSid];
    return {
      record: {
        channel: "whatsapp",
        recipient: input.number,
        recipientName: input.name,
        template: input.contentSid,
        detail: contentSid ? { contentSid } : {},
      },
      send() {
        if (!contentSid)
          throw new TwilioError(`No Twilio Content SID is set for the template ${input.contentSid}.`);
        return fromTwilio(
          twilioOf(providers, "whatsapp").sendWhatsapp({
            to: input.number,
            contentSid,
            variables: { "1": input.name },
            ...statusCallback(providers),
          }),
        );
      },
    };
  },
};
