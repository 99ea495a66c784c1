import { LoaderCircle } from "lucide-react";
import { type FormEvent, type RefObject, useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import {
  FormError,
  HoneypotField,
  inputClasses,
  labelClasses,
  TextField,
} from "../../components/ui/field.tsx";
import { QUOTE_DIALOG_INTRO, QUOTE_DIALOG_TITLE, QUOTE_SUBMIT_LABEL } from "./quote-copy.ts";
import type { QuoteFormField, QuoteFormValues } from "./quote-request.ts";

export interface QuoteFormError {
  message: string;
  field?: string;
  /** Counts attempts so a repeated message is announced again. */
  attempt: number;
}

interface QuoteFormViewProps {
  values: QuoteFormValues;
  onChange(field: QuoteFormField, value: string): void;
  onSubmit(): void;
  submitting: boolean;
  error: QuoteFormError | null;
  formRef: RefObject<HTMLFormElement | null>;
}

export function QuoteFormView({
  values,
  onChange,
  onSubmit,
  submitting,
  error,
  formRef,
}: QuoteFormViewProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const fieldId = (field: QuoteFormField) => `${id}-${field}`;
  const fieldProps = (field: QuoteFormField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    ...(error?.field === field ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <>
      <DialogTitle>{QUOTE_DIALOG_TITLE}</DialogTitle>
      <DialogDescription>{QUOTE_DIALOG_INTRO}</DialogDescription>
      {/*
        noValidate: our rules run first so every message shows in the spec's order on one line; the
        browser's own checks (the phone the input requires) run after them, see QuoteDialog.
      */}
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="mt-6" aria-busy={submitting}>
        {/* A disabled fieldset disables every input and button inside it while the request runs. */}
        <fieldset disabled={submitting} className="min-w-0 space-y-4">
          <TextField
            label="Company"
            type="text"
            autoComplete="organization"
            required
            maxLength={200}
            {...fieldProps("company")}
          />
          <TextField
            label="Contact name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            {...fieldProps("contact")}
          />
          <TextField
            label="Work email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            {...fieldProps("email")}
          />
          <div className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_10rem] sm:gap-4">
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              maxLength={40}
              {...fieldProps("phone")}
            />
            <TextField
              label="Team size"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              {...fieldProps("teamSize")}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={fieldId("message")} className={labelClasses}>
              Message <span className="font-normal text-ink-muted">(optional)</span>
            </label>
            <textarea
              rows={3}
              maxLength={2000}
              placeholder="Preferred times, locations, anything we should know"
              className={`${inputClasses} resize-y`}
              {...fieldProps("message")}
            />
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
            <Button type="submit" size="lg">
              {submitting && (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:hidden" />
              )}
              {submitting ? "Submitting..." : QUOTE_SUBMIT_LABEL}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
