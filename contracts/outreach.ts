import { z } from "zod";
import { PRODUCT_NAME } from "./brand.ts";
import { mailboxField } from "./email.ts";
import { LEAD_KINDS, leadRefSchema } from "./lead-ref.ts";
import { toE164 } from "./phone.ts";

const INTERNATIONAL_EXAMPLE = "such as +14155550142";

export const OUTREACH_MESSAGES = {
  clientNumberRequired: "Client number is required.",
  clientNumberFormat: `Client number must be in international format, ${INTERNATIONAL_EXAMPLE}.`,
  agentNumberRequired: "Agent number is required.",
  agentNumberFormat: `Agent number must be in international format, ${INTERNATIONAL_EXAMPLE}.`,
  numberRequired: "Number is required.",
  numberFormat: `Number must be in international format, ${INTERNATIONAL_EXAMPLE}.`,
  messageRequired: "Message is required.",
  smsTooLong: "Message must be 1,600 characters or less.",
  nameRequired: "Name is required.",
  nameTooLong: "Name must be 100 characters or less.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  subjectRequired: "Subject is required.",
  subjectTooLong: "Subject must be 200 characters or less.",
  bookingLink: "Booking link must be a full web address, such as https://harmoniyoga.example/book.",
  emailTooLong: "Message must be 100,000 characters or less.",
  templateRequired: "Template is required.",
  templateUnknown: "Please choose a template from the list.",
  quietHoursOverride: "quiet_hours_override must be true or false.",
} as const;

/** Spec: the e-mail subject's default. */
export const DEFAULT_EMAIL_SUBJECT = `Your Free ${PRODUCT_NAME} Session Awaits!`;

/** The one WhatsApp template staff can send; its Twilio Content SID comes from configuration. */
export const WHATSAPP_TEMPLATES = [
  { id: "health_report_request_campaign", label: "Health Report Request form" },
] as const;
export type WhatsappTemplateId = (typeof WHATSAPP_TEMPLATES)[number]["id"];

/**
 * A number the tools can dial, read by toE164() and sent in E.164: the one reading the local-time note under
 * the field (contracts/phone-time-zone.ts), the lead page's buttons (contracts/contact-identities.ts) and
 * the matching of sends to leads use, so every number shown as usable is accepted. "+1 (415) 555-0142",
 * "(415) 555-0142" and "415.555.0142" are all sent as "+14155550142"; "098220 12345" as "+919822012345".
 */
function internationalNumber(required: string, format: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(40, { error: format, abort: true })
    .transform((value, context) => {
      const e164 = toE164(value);
      if (e164) return e164;
      context.addIssue({ code: "custom", message: format });
      return z.NEVER;
    });
}

function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
}

/**
 * Set by the browser once staff confirmed a call or message outside the recipient's calling hours
 * (contracts/quiet-hours.ts); without it the server refuses such a send.
 */
const quietHoursOverride = z.boolean({ error: OUTREACH_MESSAGES.quietHoursOverride }).optional();

/**
 * The four tools' bodies. Each takes an optional `lead` (`lead:<uuid>` or `quote:<uuid>`) when staff
 * act from a lead's page, so the send is linked to that lead and shows on its timeline.
 */

/** POST /api/twilio-bridge-call: ring the agent, then connect the client. */
export const bridgeCallSchema = z.object({
  to_number: internationalNumber(
    OUTREACH_MESSAGES.clientNumberRequired,
    OUTREACH_MESSAGES.clientNumberFormat,
  ),
  agent_number: internationalNumber(
    OUTREACH_MESSAGES.agentNumberRequired,
    OUTREACH_MESSAGES.agentNumberFormat,
  ),
  lead: leadRefSchema,
  quiet_hours_override: quietHoursOverride,
});
export type BridgeCallInput = z.input<typeof bridgeCallSchema>;

/** POST /api/send-custom-sms. Twilio refuses bodies over 1,600 characters. */
export const smsSchema = z.object({
  to: internationalNumber(OUTREACH_MESSAGES.numberRequired, OUTREACH_MESSAGES.numberFormat),
  message: requiredText(OUTREACH_MESSAGES.messageRequired, 1600, OUTREACH_MESSAGES.smsTooLong),
  lead: leadRefSchema,
  quiet_hours_override: quietHoursOverride,
});
export type SmsInput = z.input<typeof smsSchema>;

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
}

/** POST /api/send-custom-email. The message is HTML; the server sanitises it before sending. */
export const customEmailSchema = z.object({
  to: mailboxField({ required: OUTREACH_MESSAGES.emailRequired, invalid: OUTREACH_MESSAGES.emailInvalid }),
  name: requiredText(OUTREACH_MESSAGES.nameRequired, 100, OUTREACH_MESSAGES.nameTooLong),
  subject: requiredText(OUTREACH_MESSAGES.subjectRequired, 200, OUTREACH_MESSAGES.subjectTooLong),
  /** Optional: blank means no booking button. */
  booking_link: z
    .string({ error: OUTREACH_MESSAGES.bookingLink })
    .trim()
    .max(2048, { error: OUTREACH_MESSAGES.bookingLink, abort: true })
    .refine((value) => value === "" || isWebAddress(value), { error: OUTREACH_MESSAGES.bookingLink })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: requiredText(OUTREACH_MESSAGES.messageRequired, 100_000, OUTREACH_MESSAGES.emailTooLong),
  lead: leadRefSchema,
});
export type CustomEmailInput = z.input<typeof customEmailSchema>;

const TEMPLATE_IDS: readonly string[] = WHATSAPP_TEMPLATES.map((template) => template.id);

/** POST /api/send-whatsapp-message. `contentSid` carries our template id; the server maps it to Twilio's. */
export const whatsappSchema = z.object({
  number: internationalNumber(OUTREACH_MESSAGES.numberRequired, OUTREACH_MESSAGES.numberFormat),
  name: requiredText(OUTREACH_MESSAGES.nameRequired, 100, OUTREACH_MESSAGES.nameTooLong),
  contentSid: z
    .string({ error: OUTREACH_MESSAGES.templateRequired })
    .trim()
    .min(1, { error: OUTREACH_MESSAGES.templateRequired })
    .refine((value) => TEMPLATE_IDS.includes(value), { error: OUTREACH_MESSAGES.templateUnknown })
    .transform((value) => value as WhatsappTemplateId),
  lead: leadRefSchema,
  quiet_hours_override: quietHoursOverride,
});
export type WhatsappInput = z.input<typeof whatsappSchema>;

/** Added to the success text when the provider is not configured and nothing left the building. */
export const DRY_RUN_SUFFIX = " (dry run: recorded, not sent)";

/** Spec: a network fault or an answer that is not JSON. */
export const OUTREACH_NETWORK_ERROR = "Network or server error.";

/**
 * 200 from any outreach tool: the success text, marked when it was a dry run. `call_sid` is set for
 * calls (dry-run calls get `dry-run-{record id}`). `linkedLead` is set when the request named no lead and
 * the number or address matched one: the send is on that lead's timeline.
 */
export const outreachSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  dryRun: z.boolean(),
  call_sid: z.string().optional(),
  linkedLead: z.object({ kind: z.enum(LEAD_KINDS), id: z.string(), name: z.string() }).optional(),
});
export type OutreachSent = z.infer<typeof outreachSentSchema>;

/** Spec: 'Error: {message or Unknown error}'. */
export function outreachErrorText(message: string | undefined): string {
  return `Error: ${message?.trim() ? message : "Unknown error"}`;
}
