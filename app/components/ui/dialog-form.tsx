import { CircleCheck } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog.tsx";
import type { DialogFormProps } from "./dialog-form-provider.tsx";
import { FormError, HoneypotField } from "./field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { DialogForm, DialogFormStatus, FormValues } from "./use-dialog-form.ts";

interface DialogFormShellProps {
  dialog: DialogFormProps<unknown>;
  form: { status: DialogFormStatus; announcement: string };
  /** Shown once the form went through. */
  thankYou: ReactNode;
  /** Shown under the form and the thank-you view alike. */
  footer?: ReactNode;
  /** The form view. */
  children: ReactNode;
}

/** The dialog around a form and its thank-you view; on close, focus goes back to the opener. */
export function DialogFormShell({ dialog, form, thankYou, footer, children }: DialogFormShellProps) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          dialog.returnFocus();
        }}
      >
        {form.status === "submitted" ? thankYou : children}
        {footer}
        <p role="status" className="sr-only">
          {form.announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}

interface DialogFormViewProps<Values extends FormValues<Values>> {
  title: ReactNode;
  description: ReactNode;
  form: DialogForm<Values>;
  onSubmit(): void;
  submitLabel: string;
  /** The field a person never sees and a simple bot fills in (HoneypotField). */
  honeypot: keyof Values & string;
  /** Leaves the browser's own checks to the caller, which then runs them after its rules. */
  noValidate?: boolean;
  /** Said under the buttons and read with the submit button, such as what sending the form agrees to. */
  submitNote?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A dialog's form: its fields, one error line, and Cancel beside the submit button. */
export function DialogFormView<Values extends FormValues<Values>>({
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  honeypot,
  noValidate,
  submitNote,
  children,
}: DialogFormViewProps<Values>) {
  const submitting = form.status === "submitting";
  const submitNoteId = `${form.errorId}-submit-note`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form
        ref={form.formRef}
        onSubmit={handleSubmit}
        noValidate={noValidate}
        className="mt-6"
        aria-busy={submitting}
      >
        {/* A disabled fieldset disables every input and button inside it while the request runs. */}
        <fieldset disabled={submitting} className="min-w-0 space-y-4">
          {children}
          <HoneypotField
            name={honeypot}
            value={form.values[honeypot]}
            onChange={(value) => form.change(honeypot, value as Values[typeof honeypot])}
          />

          {form.error && (
            <FormError key={form.error.attempt} id={form.errorId}>
              {form.error.message}
            </FormError>
          )}

          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                Cancel
              </Button>
            </DialogClose>
            {/* Cleared on every press, including those the browser's own checks stop before onSubmit. */}
            <SubmitButton
              busy={submitting}
              busyLabel="Submitting..."
              onClick={form.clearError}
              aria-describedby={submitNote ? submitNoteId : undefined}
            >
              {submitLabel}
            </SubmitButton>
          </div>
          {submitNote && (
            <p id={submitNoteId} className="text-sm text-ink-muted sm:text-right">
              {submitNote}
            </p>
          )}
        </fieldset>
      </form>
    </>
  );
}

interface DialogThankYouProps {
  title: ReactNode;
  titleRef: RefObject<HTMLHeadingElement | null>;
  description: ReactNode;
  /** Overrides the description's muted colour and spacing, e.g. to make it the view's main line. */
  descriptionClassName?: string;
  /** What follows the description, such as a next step. */
  children: ReactNode;
}

/** What a dialog shows once its form went through. */
export function DialogThankYou({
  title,
  titleRef,
  description,
  descriptionClassName = "",
  children,
}: DialogThankYouProps) {
  return (
    <div className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-sage-600" strokeWidth={1.5} />
      {/* Focus moves here after success so screen readers hear the new view. */}
      <DialogTitle ref={titleRef} tabIndex={-1} className="pr-0 outline-none">
        {title}
      </DialogTitle>
      <DialogDescription className={`mt-3 text-base ${descriptionClassName}`.trim()}>
        {description}
      </DialogDescription>
      {children}
    </div>
  );
}
