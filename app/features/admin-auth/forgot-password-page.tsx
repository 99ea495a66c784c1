import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormError, TextField } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { callApi, refusalOf } from "#app/lib/api.ts";
import { CONNECTION_TROUBLE } from "#app/lib/staff-requests.ts";
import * as api from "#contracts/api";
import { forgotPasswordSchema } from "#contracts/password-links";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { AuthCard } from "./auth-card.tsx";
import { textLinkClasses } from "./forgot-password-link.tsx";

/**
 * "Forgot password?" (ADR 036): a username or an e-mail address in, and the same answer out whatever it
 * matched; the link arrives by e-mail when it matched an active account with an address.
 */
export function ForgotPasswordPage() {
  const form = useValidatedForm(forgotPasswordSchema, { login: "" });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const request = form.validate();
    if (!request || busy) return;
    setBusy(true);
    try {
      setAnswer((await callApi(api.forgotPassword, { body: request })).message);
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (!refusal) console.error("Asking for a password link failed", failure);
      setError({ text: refusal?.message ?? CONNECTION_TROUBLE, attempt: Date.now() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot password?"
      intro="Type your username or the e-mail address of your staff account, and we will e-mail you a link to set a new password."
    >
      {answer ? (
        <p role="status" className="mt-6 rounded-xl bg-sage-50 px-3 py-2.5 text-ink">
          {answer}
        </p>
      ) : (
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-6">
          <fieldset disabled={busy} className="min-w-0 space-y-4">
            <TextField
              label="Username or e-mail"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.field("login")}
            />
            {error && (
              <FormError key={error.attempt} id="forgot-password-error">
                {error.text}
              </FormError>
            )}
            <SubmitButton busy={busy} busyLabel="Sending..." className="w-full">
              Send link
            </SubmitButton>
          </fieldset>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={STAFF_PAGES.login} className={textLinkClasses}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
