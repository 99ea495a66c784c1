import { type ChannelModule, fromTwilio, hasTwilioAccount, statusCallback, twilioOf } from "./channel.ts";

/** A text message from the studio's number or messaging service. */
export const smsChannel: ChannelModule<"sms"> = {
  configured: (settings) =>
    hasTwilioAccount(settings) && Boolean(settings.twilio.messagingServiceSid || settings.twilio.smsFrom),
  create: (providers) => (input) => ({
    record: { channel: "sms", recipient: input.to, content: input.message },
    send: () =>
      fromTwilio(
        twilioOf(providers, "sms").sendSms({
          to: input.to,
          body: input.message,
          ...statusCallback(providers),
        }),
      ),
  }),
};
