import { type DryRunTools, OUTREACH_CHANNEL_IDS, type OutreachChannel } from "#contracts/outreach-channels";
import { callChannel } from "./call.ts";
import type { ChannelModule, ChannelSettings } from "./channel.ts";
import { emailChannel } from "./email.ts";
import { smsChannel } from "./sms.ts";
import { whatsappChannel } from "./whatsapp.ts";

/** Each channel of the registry in contracts/outreach-channels.ts, and the module that sends it. */
export const CHANNEL_MODULES: { [C in OutreachChannel]: ChannelModule<C> } = {
  call: callChannel,
  sms: smsChannel,
  email: emailChannel,
  whatsapp: whatsappChannel,
};

/**
 * Which outreach tools lack the settings to really send, and so only record what staff do. Each tool
 * needs its own sender, so Twilio can be live for SMS while calls are still dry-run.
 */
export function dryRunTools(settings: ChannelSettings): DryRunTools {
  return Object.fromEntries(
    OUTREACH_CHANNEL_IDS.map((channel) => [channel, !CHANNEL_MODULES[channel].configured(settings)]),
  ) as DryRunTools;
}
