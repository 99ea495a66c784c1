import type { z } from "zod";
import type { ContactKind, InboundSource } from "./contact-identities.ts";
import {
  bridgeCallSchema,
  customEmailSchema,
  DRY_RUN_SUFFIX,
  smsSchema,
  whatsappSchema,
} from "./outreach.ts";

/** What the staff area, the API and the server need to know about one way of reaching a lead. */
export interface OutreachChannelSpec<Request extends z.ZodType = z.ZodType> {
  /** The tool's page title and its entry in the staff navigation. */
  title: string;
  /** Its send button, and its button on a lead's page. */
  actionLabel: string;
  /** What one record of it is called on a lead's timeline: "SMS to +14155550142: delivered". */
  noun: string;
  /** How a contact made with it is named on a lead's page: "First contacted … by SMS". */
  contactBy: string;
  /** The tool's staff page. */
  pagePath: `/admin/${string}`;
  /** The endpoint that sends it. */
  endpointPath: `/api/${string}`;
  /** That endpoint's body. Every one takes an optional `lead` that links the send to a lead's timeline. */
  request: Request;
  /** The body field holding the client's number or address: where a refusal for the recipient points. */
  recipientField: keyof z.input<Request> & string;
  /**
   * The kind of contact identity it sends to: a send is linked to the lead holding that identity, and a lead
   * without one is not offered it (contracts/contact-identities.ts).
   */
  addresses: ContactKind;
  /** Where replies to it arrive, found on a lead's timeline through its identities; null when none come back. */
  inbound: InboundSource | null;
  /** A number that replied STOP gets no more of it. */
  optOutApplies: boolean;
  /** It reaches a phone, so outside the recipient's calling hours staff must confirm it (contracts/quiet-hours.ts). */
  quietHoursApply: boolean;
  /** Who delivers it, as the dry-run banner names them: "Twilio (calls, SMS, WhatsApp)". */
  provider: "Twilio" | "SMTP";
  /** The tool in that banner. */
  dryRunLabel: string;
  /** A call is placed; everything else is a message that is sent. */
  placesCall: boolean;
  /** The spec's words for a successful send; a call's include its Call SID. */
  successText(callSid: string): string;
}

/** Checks an entry against its own request schema (`recipientField` must be one of its fields). */
function channel<Request extends z.ZodType>(
  spec: OutreachChannelSpec<Request>,
): OutreachChannelSpec<Request> {
  return spec;
}

/**
 * Every outreach channel, in the staff navigation's order (the spec's). Adding a channel means an entry
 * here, its server sender (server/services/outreach-channels/) and its form (app/features/admin-outreach/):
 * the compiler points at every place that must handle it, because those are keyed by this registry.
 */
export const OUTREACH_CHANNELS = {
  call: channel({
    title: "Call Client",
    actionLabel: "Call",
    noun: "Call",
    contactBy: "phone",
    pagePath: "/admin/client-call",
    endpointPath: "/api/twilio-bridge-call",
    request: bridgeCallSchema,
    recipientField: "to_number",
    addresses: "phone",
    inbound: null,
    optOutApplies: false,
    quietHoursApply: true,
    provider: "Twilio",
    dryRunLabel: "calls",
    placesCall: true,
    successText: (callSid) => `Call initiated! Call SID: ${callSid}`,
  }),
  sms: channel({
    title: "Send SMS",
    actionLabel: "Send SMS",
    noun: "SMS",
    contactBy: "SMS",
    pagePath: "/admin/send-sms",
    endpointPath: "/api/send-custom-sms",
    request: smsSchema,
    recipientField: "to",
    addresses: "phone",
    inbound: "twilio",
    optOutApplies: true,
    quietHoursApply: true,
    provider: "Twilio",
    dryRunLabel: "SMS",
    placesCall: false,
    successText: () => "SMS sent successfully!",
  }),
  email: channel({
    title: "Send Email",
    actionLabel: "Send Email",
    noun: "Email",
    contactBy: "e-mail",
    pagePath: "/admin/send-email",
    endpointPath: "/api/send-custom-email",
    request: customEmailSchema,
    recipientField: "to",
    addresses: "email",
    inbound: null,
    optOutApplies: false,
    quietHoursApply: false,
    provider: "SMTP",
    dryRunLabel: "e-mail",
    placesCall: false,
    successText: () => "Email sent successfully!",
  }),
  whatsapp: channel({
    title: "Send WhatsApp",
    actionLabel: "Send WhatsApp",
    noun: "WhatsApp",
    contactBy: "WhatsApp",
    pagePath: "/admin/send-whatsapp",
    endpointPath: "/api/send-whatsapp-message",
    request: whatsappSchema,
    recipientField: "number",
    addresses: "phone",
    inbound: "twilio",
    optOutApplies: true,
    quietHoursApply: true,
    provider: "Twilio",
    dryRunLabel: "WhatsApp",
    placesCall: false,
    successText: () => "WhatsApp message sent successfully!",
  }),
};

export type OutreachChannel = keyof typeof OUTREACH_CHANNELS;
export type OutreachRequest<C extends OutreachChannel> = z.input<(typeof OUTREACH_CHANNELS)[C]["request"]>;
export type OutreachInput<C extends OutreachChannel> = z.output<(typeof OUTREACH_CHANNELS)[C]["request"]>;

/** The channels' ids in the registry's order, for enums and loops. */
export const OUTREACH_CHANNEL_IDS = Object.keys(OUTREACH_CHANNELS) as [OutreachChannel, ...OutreachChannel[]];

/** Each channel, whether it only records (its provider is not configured) instead of sending. */
export type DryRunTools = Record<OutreachChannel, boolean>;

/** The success text for a channel, marked when it was a dry run; the server answers it as `message`. */
export function outreachSuccessText(
  channel: OutreachChannel,
  options: { callSid?: string; dryRun: boolean },
) {
  const text = OUTREACH_CHANNELS[channel].successText(options.callSid ?? "");
  return options.dryRun ? `${text}${DRY_RUN_SUFFIX}` : text;
}

/** A channel's request schema, typed by the channel (the compiler cannot narrow the registry by a generic key). */
export function outreachRequestSchema<C extends OutreachChannel>(
  channel: C,
): z.ZodType<OutreachInput<C>, OutreachRequest<C>> {
  return OUTREACH_CHANNELS[channel].request as z.ZodType as z.ZodType<OutreachInput<C>, OutreachRequest<C>>;
}
