import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { WHATSAPP_TEMPLATES } from "#contracts/outreach";
import { OutreachFormFrame } from "./outreach-form-frame.tsx";
import { RESULT_CLEARS_AFTER_MS } from "./outreach-form-settings.ts";
import { useLeadPrefill } from "./outreach-lead.ts";
import { RecipientNumberField } from "./recipient-number-field.tsx";
import { type OutreachFormProps, useOutreachForm } from "./use-outreach-form.ts";

const EMPTY = { number: "", name: "", contentSid: "" };
const TEMPLATE_OPTIONS = WHATSAPP_TEMPLATES.map((template) => ({
  value: template.id,
  label: template.label,
}));

/** Spec: an approved WhatsApp template with the client's name; the whole form clears after a send. */
export function WhatsappForm({ call, lead }: OutreachFormProps) {
  const form = useOutreachForm({
    channel: "whatsapp",
    call,
    lead,
    initial: EMPTY,
    resetOnSuccess: EMPTY,
    clearResultAfterMs: RESULT_CLEARS_AFTER_MS,
  });
  useLeadPrefill(lead, form.update, (found) => ({ number: found.phone, name: found.name }));

  return (
    <OutreachFormFrame
      intro="An approved WhatsApp template, addressed to the client by name."
      form={form}
      lead={lead}
    >
      <RecipientNumberField label="Number" {...form.field("number")} />
      <TextField label="Name" type="text" autoComplete="off" {...form.field("name")} />
      <SelectField
        label="Template"
        placeholder="Choose a template"
        options={TEMPLATE_OPTIONS}
        {...form.field("contentSid")}
      />
    </OutreachFormFrame>
  );
}
