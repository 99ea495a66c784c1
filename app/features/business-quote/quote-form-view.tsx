import { DialogFormView } from "#app/components/ui/dialog-form.tsx";
import { inputClasses, labelClasses, TextField } from "#app/components/ui/field.tsx";
import type { DialogForm } from "#app/components/ui/use-dialog-form.ts";
import { QUOTE_DIALOG_INTRO, QUOTE_DIALOG_TITLE, QUOTE_SUBMIT_LABEL } from "./quote-copy.ts";
import type { QuoteFormValues } from "./quote-request.ts";

interface QuoteFormViewProps {
  form: DialogForm<QuoteFormValues>;
  onSubmit(): void;
}

export function QuoteFormView({ form, onSubmit }: QuoteFormViewProps) {
  const message = form.field("message");
  return (
    // noValidate: our rules run first so every message shows in the spec's order on one line; the
    // browser's own checks (the phone the input requires) run after them, see QuoteDialog.
    <DialogFormView
      title={QUOTE_DIALOG_TITLE}
      description={QUOTE_DIALOG_INTRO}
      form={form}
      onSubmit={onSubmit}
      submitLabel={QUOTE_SUBMIT_LABEL}
      honeypot="website"
      noValidate
    >
      <TextField
        label="Company"
        type="text"
        autoComplete="organization"
        required
        maxLength={200}
        {...form.field("company")}
      />
      <TextField
        label="Contact name"
        type="text"
        autoComplete="name"
        required
        maxLength={100}
        {...form.field("contact")}
      />
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        {...form.field("email")}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_10rem] sm:gap-4">
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={40}
          {...form.field("phone")}
        />
        <TextField
          label="Team size"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          {...form.field("teamSize")}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={message.id} className={labelClasses}>
          Message <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <textarea
          rows={3}
          maxLength={2000}
          placeholder="Preferred times, locations, anything we should know"
          className={`${inputClasses} resize-y`}
          {...message}
        />
      </div>
    </DialogFormView>
  );
}
