import { type ChannelModule, fromTwilio, hasTwilioAccount, statusCallback, twilioOf } from "./channel.ts";

/** A bridged call: Twilio rings the agent's phone, then connects the client. */
export const callChannel: ChannelModule<"call"> = {
  configured: (settings) => hasTwilioAccount(settings) && Boolean(settings.twilio.callerId),
  create: (providers) => (input) => ({
    record: { channel: "call", recipient: input.to_number, detail: { agentNumber: input.agent_number } },
    send: () =>
      fromTwilio(
        twilioOf(providers, "call").placeBridgedCall({
          agentNumber: input.agent_number,
          clientNumber: input.to_number,
          ...statusCallback(providers),
        }),
      ),
  }),
};
