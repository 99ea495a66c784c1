import {
  type DryRunTools,
  OUTREACH_CHANNEL_IDS,
  OUTREACH_CHANNELS,
  type OutreachChannel,
} from "#contracts/outreach-channels";

/** What a dry run means for the tools concerned: calls are never placed, messages never sent. */
function consequence(dry: readonly OutreachChannel[]): string {
  const calls = dry.some((channel) => OUTREACH_CHANNELS[channel].placesCall);
  const messages = dry.some((channel) => !OUTREACH_CHANNELS[channel].placesCall);
  if (calls && messages) return "Calls and messages are recorded but not placed or sent.";
  if (calls) return "Calls are recorded but not placed.";
  return "Messages are recorded but not sent.";
}

/**
 * The staff area's banner text naming each provider that is not configured and the tools it leaves in
 * dry run, e.g. "Dry run: Twilio (calls, SMS, WhatsApp) and SMTP (e-mail) are not configured. …";
 * null when every tool really sends. Providers are named in the order their first tool is listed.
 */
export function dryRunNotice(dryRun: DryRunTools): string | null {
  const dry = OUTREACH_CHANNEL_IDS.filter((channel) => dryRun[channel]);
  if (dry.length === 0) return null;
  const toolsByProvider = new Map<string, string[]>();
  for (const channel of dry) {
    const { provider, dryRunLabel } = OUTREACH_CHANNELS[channel];
    toolsByProvider.set(provider, [...(toolsByProvider.get(provider) ?? []), dryRunLabel]);
  }
  const missing = [...toolsByProvider].map(([provider, tools]) => `${provider} (${tools.join(", ")})`);
  const verb = missing.length === 1 ? "is" : "are";
  return `Dry run: ${missing.join(" and ")} ${verb} not configured. ${consequence(dry)}`;
}
