import { WHATSAPP_TEMPLATES } from "../../contracts/outreach.ts";
import type { DryRunTools } from "../../contracts/staff-auth.ts";
import type { Config } from "../config.ts";

/**
 * Which outreach tools lack the settings to really send, and so only record what staff do. Each tool
 * needs its own sender, so Twilio can be live for SMS while calls are still dry-run.
 */
export function dryRunTools(config: Pick<Config, "twilio" | "mail">): DryRunTools {
  const twilio = config.twilio;
  const account = Boolean(twilio.accountSid && twilio.authToken);
  const templatesMapped = WHATSAPP_TEMPLATES.every((template) => twilio.whatsappTemplates[template.id]);
  return {
    call: !(account && twilio.callerId),
    sms: !(account && (twilio.messagingServiceSid || twilio.smsFrom)),
    whatsapp: !(account && twilio.whatsappFrom && templatesMapped),
    email: !config.mail.smtpUrl,
  };
}
