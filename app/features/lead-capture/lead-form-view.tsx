import { DialogFormView } from "#app/components/ui/dialog-form.tsx";
import { inputClasses, labelClasses, TextField } from "#app/components/ui/field.tsx";
import type { DialogForm } from "#app/components/ui/use-dialog-form.ts";
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from "#contracts/countries";
import type { LeadFormValues } from "#contracts/lead";
import { CountryPicker } from "./country-picker.tsx";
import {
  leadModalIntro,
  leadModalPaymentNote,
  leadModalSubmitLabel,
  leadModalTitle,
} from "./lead-modal-copy.ts";
import type { LeadModalMode } from "./lead-modal-mode.ts";

export type LeadFormFields = LeadFormValues & { website: string };

/** The form before anything is typed: each field the form asks, empty, and the default country. */
export const EMPTY_LEAD_FORM: LeadFormFields = {
  name: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  website: "",
};

interface LeadFormViewProps {
  mode: LeadModalMode;
  form: DialogForm<LeadFormFields>;
  onSubmit(): void;
}

export function LeadFormView({ mode, form, onSubmit }: LeadFormViewProps) {
  const phone = form.field("phone");
  return (
    <DialogFormView
      title={leadModalTitle(mode, false)}
      description={leadModalIntro(mode)}
      form={form}
      onSubmit={onSubmit}
      submitLabel={leadModalSubmitLabel(mode)}
      honeypot="website"
    >
      <TextField label="Name" type="text" autoComplete="name" required {...form.field("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field("email")}
      />
      <div className="space-y-1.5">
        <label htmlFor={phone.id} className={labelClasses}>
          Phone
        </label>
        <div className="flex gap-2">
          <CountryPicker
            countries={COUNTRIES}
            value={form.values.countryCode}
            onChange={(code) => form.change("countryCode", code)}
          />
          <input
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required
            className={`${inputClasses} min-w-0 flex-1`}
            {...phone}
          />
        </div>
      </div>
      <p className="text-sm text-ink-muted">{leadModalPaymentNote(mode)}</p>
    </DialogFormView>
  );
}
