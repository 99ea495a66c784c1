import type { OutreachChannel } from "../../../contracts/outreach.ts";
import type { DryRunTools } from "../../../contracts/staff-auth.ts";

/** Which provider each tool sends through, and the tool's name in the notice. */
const PROVIDERS: readonly { name: string; tools: readonly { channel: OutreachChannel; label: string }[] }[] =
  [
    {
      name: "Twilio",
      tools: [
        { channel: "call", label: "calls" },
        { channel: "sms", label: "SMS" },
        { channel: "whatsapp", label: "WhatsApp" },
      ],
    },
    { name: "SMTP", tools: [{ channel: "email", label: "e-mail" }] },
  ];

/** What a dry run means for the tools concerned: calls are never placed, messages never sent. */
function consequence(dryRun: DryRunTools): string {
  const messages = dryRun.sms || dryRun.whatsapp || dryRun.email;
  if (dryRun.call && messages) return "Calls and messages are recorded but not placed or sent.";
  if (dryRun.call) return "Calls are recorded but not placed.";
  return "Messages are recorded but not sent.";
}

/**
 * The staff area's banner text naming each provider that is not configured and the tools it leaves in
 * dry run, e.g. "Dry run: Twilio (calls, SMS, WhatsApp) and SMTP (e-mail) are not configured. …";
 * null when every tool really sends.
 */
export function dryRunNotice(dryRun: DryRunTools): string | null {
  const missing = PROVIDERS.flatMap((provider) => {
    const tools = provider.tools.filter((tool) => dryRun[tool.channel]).map((tool) => tool.label);
    return tools.length > 0 ? [`${provider.name} (${tools.join(", ")})`] : [];
  });
  if (missing.length === 0) return null;
  const verb = missing.length === 1 ? "is" : "are";
  return `Dry run: ${missing.join(" and ")} ${verb} not configured. ${consequence(dryRun)}`;
}
