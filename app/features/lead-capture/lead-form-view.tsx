import { DialogFormView } from "#app/components/ui/dialog-form.tsx";
import { inputClasses, labelClasses, TextField } from "#app/components/ui/field.tsx";
import type { DialogForm } from "#app/components/ui/use-dialog-form.ts";
import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION, PRIVACY_POLICY_PATH } from "#contracts/consent";
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

/** The wording the form shows, whose version the request sends (contracts/consent.ts). */
const WORDING = CONSENT_WORDINGS[CURRENT_CONSENT_VERSION];

interface LeadFormViewProps {
  mode: LeadModalMode;
  form: DialogForm<LeadFormFields>;
  /** The SMS checkbox, unticked until the visitor ticks it. */
  smsConsent: boolean;
  onSmsConsentChange(agreed: boolean): void;
  onSubmit(): void;
}

/** The SMS checkbox's details, with the privacy policy's words as a link that keeps the form open. */
function SmsConsentDetails({ id }: { id: string }) {
  const [before, after] = WORDING.smsDetails.split(WORDING.privacyLinkText);
  return (
    <p id={id} className="text-sm text-ink-muted">
      {before}
      <a
        href={PRIVACY_POLICY_PATH}
        target="_blank"
        rel="noopener"
        className="text-sage-800 underline underline-offset-4"
      >
        {WORDING.privacyLinkText}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {after}
    </p>
  );
}

export function LeadFormView({ mode, form, smsConsent, onSmsConsentChange, onSubmit }: LeadFormViewProps) {
  const phone = form.field("phone");
  const smsId = `${phone.id}-sms-consent`;
  return (
    <DialogFormView
      title={leadModalTitle(mode, false)}
      description={leadModalIntro(mode)}
      form={form}
      onSubmit={onSubmit}
      submitLabel={leadModalSubmitLabel(mode)}
      honeypot="website"
      submitNote={WORDING.contact}
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
      <div className="flex items-start gap-3">
        <input
          id={smsId}
          type="checkbox"
          name="smsConsent"
          checked={smsConsent}
          onChange={(event) => onSmsConsentChange(event.target.checked)}
          aria-describedby={`${smsId}-details`}
          className="mt-0.5 size-5 shrink-0 accent-sage-700"
        />
        <div className="space-y-1">
          <label htmlFor={smsId} className={labelClasses}>
            {WORDING.smsLabel}
          </label>
          <SmsConsentDetails id={`${smsId}-details`} />
        </div>
      </div>
      <p className="text-sm text-ink-muted">{leadModalPaymentNote(mode)}</p>
    </DialogFormView>
  );
}
