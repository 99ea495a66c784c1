import type { FormEvent, ReactNode, Ref } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import type { ShownError } from "#app/lib/use-admin-action.ts";

interface ActionFormProps {
  /** What will happen, in plain words, before anything is asked for. */
  explanation?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A refusal that names no field of this form (those show beside their field). */
  error: ShownError | null;
  fields?: readonly string[];
  formRef?: Ref<HTMLFormElement>;
  onSubmit(): void;
  /** "Back" to the account's other actions, or "Cancel" where there are none. */
  backLabel?: string;
  onBack(): void;
}

/** One change to an account, asked for and confirmed in a dialog: what it does, its fields, go or back. */
export function ActionForm(props: ActionFormProps) {
  const { explanation, children, submitLabel, busyLabel, busy, error, fields = [], formRef } = props;
  const loose = error && !(error.field && fields.includes(error.field)) ? error : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) props.onSubmit();
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-4">
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        {explanation && <div className="space-y-2 text-ink">{explanation}</div>}
        {children}
        {loose && (
          <FormError key={loose.attempt} id="account-action-error">
            {loose.text}
          </FormError>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <SubmitButton
            busy={busy}
            busyLabel={busyLabel}
            size="md"
            {...(fields.length === 0 ? { "data-autofocus": "" } : {})}
          >
            {submitLabel}
          </SubmitButton>
          <Button variant="ghost" onClick={props.onBack}>
            {props.backLabel ?? "Back"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
