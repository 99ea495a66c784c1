import { LoaderCircle } from "lucide-react";
import { type FormEvent, type RefObject, useId } from "react";
import { COUNTRIES } from "../../../contracts/countries.ts";
import type { LeadFormValues } from "../../../contracts/lead.ts";
import { Button } from "../../components/ui/button.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import {
  FormError,
  HoneypotField,
  inputClasses,
  labelClasses,
  TextField,
} from "../../components/ui/field.tsx";
import { CountryPicker } from "./country-picker.tsx";
import { leadModalIntro, leadModalSubmitLabel, leadModalTitle } from "./lead-modal-copy.ts";
import type { LeadModalMode } from "./lead-modal-mode.ts";

export type LeadFormFields = LeadFormValues & { website: string };
export type LeadFormField = keyof LeadFormFields;

export interface LeadFormError {
  message: string;
  field?: string;
  /** Counts attempts so a repeated message is announced again. */
  attempt: number;
}

interface LeadFormViewProps {
  mode: LeadModalMode;
  values: LeadFormFields;
  onChange(field: LeadFormField, value: string): void;
  onSubmit(): void;
  /** Every press of submit, including those the browser's own checks stop before `onSubmit`. */
  onAttempt(): void;
  submitting: boolean;
  error: LeadFormError | null;
  formRef: RefObject<HTMLFormElement | null>;
}

export function LeadFormView({
  mode,
  values,
  onChange,
  onSubmit,
  onAttempt,
  submitting,
  error,
  formRef,
}: LeadFormViewProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const fieldId = (field: LeadFormField) => `${id}-${field}`;
  const invalidProps = (field: LeadFormField) =>
    error?.field === field ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <>
      <DialogTitle>{leadModalTitle(mode, false)}</DialogTitle>
      <DialogDescription>{leadModalIntro(mode)}</DialogDescription>
      <form ref={formRef} onSubmit={handleSubmit} className="mt-6" aria-busy={submitting}>
        {/* A disabled fieldset disables every input and button inside it while the request runs. */}
        <fieldset disabled={submitting} className="min-w-0 space-y-4">
          <TextField
            id={fieldId("name")}
            label="Name"
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => onChange("name", event.target.value)}
            {...invalidProps("name")}
          />
          <TextField
            id={fieldId("email")}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => onChange("email", event.target.value)}
            {...invalidProps("email")}
          />
          <div className="space-y-1.5">
            <label htmlFor={fieldId("phone")} className={labelClasses}>
              Phone
            </label>
            <div className="flex gap-2">
              <CountryPicker
                countries={COUNTRIES}
                value={values.countryCode}
                onChange={(code) => onChange("countryCode", code)}
              />
              <input
                id={fieldId("phone")}
                name="phone"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                required
                value={values.phone}
                onChange={(event) => onChange("phone", event.target.value)}
                className={`${inputClasses} min-w-0 flex-1`}
                {...invalidProps("phone")}
              />
            </div>
          </div>
          <HoneypotField
            name="website"
            value={values.website}
            onChange={(value) => onChange("website", value)}
          />

          {error && (
            <FormError key={error.attempt} id={errorId}>
              {error.message}
            </FormError>
          )}

          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" onClick={onAttempt}>
              {submitting && (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />
              )}
              {submitting ? "Submitting..." : leadModalSubmitLabel(mode)}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
