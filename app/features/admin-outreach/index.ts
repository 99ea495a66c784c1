import type { ComponentType } from "react";
import type { OutreachChannel } from "#contracts/outreach-channels";
import { CallClientForm } from "./call-client-form.tsx";
import { EmailForm } from "./email-form.tsx";
import { SmsForm } from "./sms-form.tsx";
import type { OutreachFormProps } from "./use-outreach-form.ts";
import { WhatsappForm } from "./whatsapp-form.tsx";

export { useOutreachLead } from "./outreach-lead.ts";

/** Each channel's tool form, keyed like the registry in contracts/outreach-channels.ts. */
export const OUTREACH_FORMS: Record<OutreachChannel, ComponentType<OutreachFormProps>> = {
  call: CallClientForm,
  sms: SmsForm,
  email: EmailForm,
  whatsapp: WhatsappForm,
};
