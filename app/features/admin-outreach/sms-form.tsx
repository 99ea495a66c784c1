import { TextAreaField } from "#app/components/ui/field.tsx";
import { OutreachFormFrame } from "./outreach-form-frame.tsx";
import { useLeadPrefill } from "./outreach-lead.ts";
import { RecipientNumberField } from "./recipient-number-field.tsx";
import { type OutreachFormProps, useOutreachForm } from "./use-outreach-form.ts";

/** Spec: a text message; after a successful send the message is cleared, the number kept. */
export function SmsForm({ call, lead }: OutreachFormProps) {
  const form = useOutreachForm({
    channel: "sms",
    call,
    lead,
    initial: { to: "", message: "" },
    resetOnSuccess: { message: "" },
  });
  useLeadPrefill(lead, form.update, (found) => ({ to: found.phone }));

  return (
    <OutreachFormFrame intro="A text message from the studio's number." form={form} lead={lead}>
      <RecipientNumberField label="To" {...form.field("to")} />
      <TextAreaField label="Message" rows={5} hint="Up to 1,600 characters." {...form.field("message")} />
    </OutreachFormFrame>
  );
}
