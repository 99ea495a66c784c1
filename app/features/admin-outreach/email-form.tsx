import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { DEFAULT_EMAIL_SUBJECT } from "#contracts/outreach";
import { OutreachFormFrame } from "./outreach-form-frame.tsx";
import { RESULT_CLEARS_AFTER_MS } from "./outreach-form-settings.ts";
import { useLeadPrefill } from "./outreach-lead.ts";
import { type OutreachFormProps, useOutreachForm } from "./use-outreach-form.ts";

/** Spec: a branded e-mail; after a successful send the name and recipient are cleared. */
export function EmailForm({ call, lead }: OutreachFormProps) {
  const form = useOutreachForm({
    channel: "email",
    call,
    lead,
    initial: { name: "", to: "", subject: DEFAULT_EMAIL_SUBJECT, booking_link: "", message: "" },
    resetOnSuccess: { name: "", to: "" },
    clearResultAfterMs: RESULT_CLEARS_AFTER_MS,
  });
  useLeadPrefill(lead, form.update, (found) => ({ to: found.email, name: found.name }));

  return (
    <OutreachFormFrame
      intro="Your message goes out in the studio's e-mail design, greeting the client by name."
      form={form}
      lead={lead}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" type="text" autoComplete="off" {...form.field("name")} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="off" {...form.field("to")} />
      </div>
      <TextField label="Subject" type="text" {...form.field("subject")} />
      <TextField
        label="Booking link (optional)"
        type="url"
        inputMode="url"
        hint="Shown as a 'Book your session' button, such as https://harmoniyoga.example/book."
        {...form.field("booking_link")}
      />
      <TextAreaField
        label="Message"
        rows={8}
        hint="HTML is allowed, such as <p>, <strong> and <a href>; scripts and event handlers are removed."
        className="font-mono text-sm"
        {...form.field("message")}
      />
    </OutreachFormFrame>
  );
}
