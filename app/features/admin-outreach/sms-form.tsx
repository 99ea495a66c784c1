import { smsSchema } from "../../../contracts/outreach.ts";
import { TextAreaField, TextField } from "../../components/ui/field.tsx";
import { OutreachFormFrame } from "./outreach-form-frame.tsx";
import { INTERNATIONAL_NUMBER_HINT } from "./outreach-form-settings.ts";
import { type OutreachLeadState, useLeadPrefill, withLead } from "./outreach-lead.ts";
import { type AdminPost, sendOutreach } from "./outreach-result.ts";
import { useOutreachForm } from "./use-outreach-form.ts";

/** Spec: a text message; after a successful send the message is cleared, the number kept. */
export function SmsForm({ post, lead }: { post: AdminPost; lead: OutreachLeadState }) {
  const form = useOutreachForm({
    schema: smsSchema,
    initial: { to: "", message: "" },
    send: (request) => sendOutreach(post, "sms", withLead(request, lead)),
    resetOnSuccess: { message: "" },
  });
  useLeadPrefill(lead, form.update, (found) => ({ to: found.phone }));

  return (
    <OutreachFormFrame
      title="Send SMS"
      intro="A text message from the studio's number."
      submitLabel="Send SMS"
      form={form}
      lead={lead}
    >
      <TextField
        label="To"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={INTERNATIONAL_NUMBER_HINT}
        {...form.field("to")}
      />
      <TextAreaField label="Message" rows={5} hint="Up to 1,600 characters." {...form.field("message")} />
    </OutreachFormFrame>
  );
}
