import { type FormEvent, useState } from "react";
import { TextField } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { signInCodeSchema } from "#contracts/two-factor";
import { useAdminSession } from "./admin-session.tsx";

/** The sign-in page's state: the password form, or the code step of a pending sign-in. */
export type CodeStep = { username: string } & (
  | { challenge: string; refusal?: never }
  | { challenge: null; refusal?: string }
);

const codeFormSchema = signInCodeSchema.pick({ code: true });

interface TwoFactorStepProps {
  challenge: string;
  /** The code step failed: the pending sign-in is spent, so the person starts again with the password. */
  onRefused(message: string): void;
  /** Back to the password, without a code: the way out for someone who has no authenticator app. */
  onBack(): void;
}

/**
 * The code step after the password (ADR 026). It shows for every password step that did not sign in: right
 * and wrong passwords of two-factor users, and wrong passwords and unknown names of everyone (ADR 035). Only
 * its answer says, in one message for every cause, whether the sign-in worked; someone without an
 * authenticator app is told what seeing it means.
 */
export function TwoFactorStep({ challenge, onRefused, onBack }: TwoFactorStepProps) {
  const { signInWithCode } = useAdminSession();
  const form = useValidatedForm(codeFormSchema, { code: "" });
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const entered = form.validate();
    if (!entered) return;
    setSubmitting(true);
    const message = await signInWithCode({ challenge, code: entered.code });
    // On success the page turns into a redirect; a failure starts the sign-in again.
    if (message !== null) onRefused(message);
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting} className="mt-6">
      <h2 className="text-lg font-semibold text-ink">Two-factor sign-in</h2>
      <fieldset disabled={submitting} className="mt-4 min-w-0 space-y-4">
        <TextField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          // The step replaces the password form; the code field is where the person continues.
          autoFocus
          {...form.field("code")}
        />
        <SubmitButton busy={submitting} busyLabel="Verifying..." className="w-full">
          Verify
        </SubmitButton>
        <p className="text-sm text-ink-muted">
          Not using two-factor sign-in? Then the username or password was not right.{" "}
          <button
            type="button"
            onClick={onBack}
            className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
          >
            Try again
          </button>
        </p>
      </fieldset>
    </form>
  );
}
