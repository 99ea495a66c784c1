import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { FormError, TextField } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { ApiError, callApi, refusalOf } from "#app/lib/api.ts";
import { CONNECTION_TROUBLE } from "#app/lib/staff-requests.ts";
import * as api from "#contracts/api";
import { PASSWORD_LINK_MESSAGES, type PasswordLink, setPasswordSchema } from "#contracts/password-links";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { PASSWORD_MIN_LENGTH } from "#contracts/staff-password";
import { AuthCard } from "./auth-card.tsx";
import { ForgotPasswordLink } from "./forgot-password-link.tsx";

type Screen =
  | { step: "checking" }
  | { step: "form"; link: PasswordLink }
  | { step: "dead" }
  | { step: "failed" }
  | { step: "done"; message: string };

/** 410, or a token of the wrong shape: the link is dead, whatever the cause. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 410 || refusalOf(error)?.field === "token");
}

/**
 * Where an invitation or a reset link leads (ADR 036): the new password twice, then Sign In. A dead link
 * says so at once, before anyone types a password, and offers "Forgot password?".
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [screen, setScreen] = useState<Screen>({ step: "checking" });

  useEffect(() => {
    const controller = new AbortController();
    callApi(api.passwordLinkCheck, { body: { token } }, { signal: controller.signal }).then(
      (link) => setScreen({ step: "form", link }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isDeadLink(error)) console.error("Checking the password link failed", error);
        setScreen({ step: isDeadLink(error) ? "dead" : "failed" });
      },
    );
    return () => controller.abort();
  }, [token]);

  const intro =
    screen.step === "form"
      ? screen.link.purpose === "invitation"
        ? `Welcome, ${screen.link.username}. Choose the password for your staff account.`
        : `Choose a new password for ${screen.link.username}.`
      : "Choose the password for your staff account.";

  return (
    <AuthCard title="Set your password" intro={intro}>
      {screen.step === "checking" && (
        <div className="flex justify-center py-10 text-sage-600">
          <Spinner label="Checking the link" />
        </div>
      )}
      {screen.step === "failed" && (
        <div className="mt-6">
          <FormError id="set-password-failed">{CONNECTION_TROUBLE}</FormError>
        </div>
      )}
      {screen.step === "dead" && (
        <div className="mt-6 space-y-4">
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2.5 font-medium text-red-700">
            {PASSWORD_LINK_MESSAGES.unusable}
          </p>
          <p className="text-ink-muted">
            Ask for a new one: <ForgotPasswordLink />
          </p>
        </div>
      )}
      {screen.step === "form" && (
        <NewPasswordForm
          token={token}
          username={screen.link.username}
          onDone={(message) => setScreen({ step: "done", message })}
          onDead={() => setScreen({ step: "dead" })}
        />
      )}
      {screen.step === "done" && (
        <div className="mt-6 space-y-6">
          <p role="status" className="rounded-xl bg-sage-50 px-3 py-2.5 text-ink">
            {screen.message}
          </p>
          <Link to={STAFF_PAGES.login} className={buttonClasses("primary", "lg", "w-full")}>
            Sign In
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

interface NewPasswordFormProps {
  token: string;
  username: string;
  onDone(message: string): void;
  onDead(): void;
}

function NewPasswordForm({ token, username, onDone, onDead }: NewPasswordFormProps) {
  const form = useValidatedForm(setPasswordSchema, { token, password: "", confirm: "" });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; field?: string; attempt: number } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const request = form.validate();
    if (!request || busy) return;
    setBusy(true);
    try {
      onDone((await callApi(api.setPassword, { body: request })).message);
    } catch (failure) {
      if (isDeadLink(failure)) return onDead();
      const explained = refusalOf(failure);
      if (!explained) console.error("Setting the password failed", failure);
      setRefusal({
        text: explained?.message ?? CONNECTION_TROUBLE,
        ...(explained?.field ? { field: explained.field } : {}),
        attempt: Date.now(),
      });
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-6">
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        {/* Password managers file the new password under this name. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Three or four unrelated words are easy to remember and hard to guess.`}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("password", refusal)}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirm", refusal)}
        />
        {refusal && !refusal.field && (
          <FormError key={refusal.attempt} id="set-password-error">
            {refusal.text}
          </FormError>
        )}
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Set password
        </SubmitButton>
      </fieldset>
    </form>
  );
}
