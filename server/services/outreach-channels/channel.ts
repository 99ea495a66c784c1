import type { OutreachChannel, OutreachInput } from "#contracts/outreach-channels";
import type { Config } from "#server/config";
import type { outboundMessages } from "#server/db/schema";
import type { Mailer } from "../mail.ts";
import type { TwilioProvider } from "../twilio.ts";

/** What the outreach service records before it sends; it adds who sent it and for which lead. */
export type OutreachRecord = Omit<
  typeof outboundMessages.$inferInsert,
  "id" | "status" | "createdAt" | "updatedAt" | "staffUserId" | "leadId" | "quoteId"
>;

/** The provider took it: its id for the message (Twilio's SID, the SMTP Message-ID) and its status word. */
export interface ProviderReceipt {
  providerId: string;
  status: string;
}

/** One send, ready to go: the record to keep, and the call to the provider (which throws its refusal). */
export interface PreparedSend {
  record: OutreachRecord;
  send(): Promise<ProviderReceipt>;
}

/** What the channels send with. */
export interface ChannelProviders {
  /** Undefined without Twilio credentials; then its channels are dry-run anyway. */
  twilio: TwilioProvider | undefined;
  mailer: Mailer;
  /** Our WhatsApp template ids mapped to Twilio Content SIDs (HX…). */
  whatsappTemplates: Record<string, string>;
  /** Where Twilio reports status changes; only known when PUBLIC_URL is set. */
  statusCallbackUrl?: string;
  /** The studio's reply address and site, for the e-mail footer. */
  emailContact: { email: string; siteUrl?: string };
}

/** The settings that decide whether a channel really sends. */
export type ChannelSettings = Pick<Config, "twilio" | "mail">;

/** One outreach channel's provider side: whether it is configured, and how a send is made. */
export interface ChannelModule<C extends OutreachChannel> {
  /** False leaves the channel in dry-run: sends are recorded, nothing leaves the building. */
  configured(settings: ChannelSettings): boolean;
  create(providers: ChannelProviders): (input: OutreachInput<C>) => PreparedSend;
}

/** Twilio's channels need the account: the SDK client exists only with it. */
export function hasTwilioAccount(settings: ChannelSettings): boolean {
  return Boolean(settings.twilio.accountSid && settings.twilio.authToken);
}

/** dryRunTools() said the channel is live only with Twilio, so a missing client is a wiring mistake. */
export function twilioOf(providers: ChannelProviders, channel: OutreachChannel): TwilioProvider {
  if (!providers.twilio) throw new Error(`Twilio ${channel} is live but no Twilio provider was created`);
  return providers.twilio;
}

export function statusCallback(providers: ChannelProviders): { statusCallback?: string } {
  return providers.statusCallbackUrl ? { statusCallback: providers.statusCallbackUrl } : {};
}

export async function fromTwilio(
  sending: Promise<{ sid: string; status: string }>,
): Promise<ProviderReceipt> {
  const { sid, status } = await sending;
  return { providerId: sid, status };
}
