import { type FormEvent, useEffect, useRef, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { FormError, TextField } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { loginRequestSchema } from "#contracts/staff-auth";
import { useAdminSession } from "./admin-session.tsx";
import { afterSignInPath } from "./came-from.ts";
import { ForgotPasswordLink } from "./forgot-password-link.tsx";
import { SessionCheck } from "./session-check.tsx";
import { type CodeStep, TwoFactorStep } from "./two-factor-step.tsx";

/** Spec: 'Sign In' with username and password, and a spinner while the session check runs. */
export function LoginPage() {
  const { session } = useAdminSession();
  const { state } = useLocation();
  const [codeStep, setCodeStep] = useState<CodeStep>({ challenge: null, username: "" });
  if (session.status === "signed-in") return <Navigate to={afterSignInPath(state)} replace />;
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-soft sm:p-8">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Sign In</h1>
      <p className="mt-2 text-ink-muted">Staff tools for reaching Harmoni Yoga leads.</p>
      {session.status === "initialising" ? (
        <SessionCheck />
      ) : codeStep.challenge ? (
        <TwoFactorStep
          challenge={codeStep.challenge}
          onRefused={(refusal) => setCodeStep({ challenge: null, username: codeStep.username, refusal })}
          onBack={() => setCodeStep({ challenge: null, username: codeStep.username })}
        />
      ) : (
        <LoginForm
          key={codeStep.refusal}
          username={codeStep.username}
          {...(session.notice ? { notice: session.notice } : {})}
          {...(codeStep.refusal ? { refusal: codeStep.refusal } : {})}
          onCodeStep={(challenge, username) => setCodeStep({ challenge, username })}
        />
      )}
    </div>
  );
}

interface LoginFormProps {
  /** What was typed before the code step, so going back does not ask for it again. */
  username: string;
  notice?: string;
  /** Why the last code step failed; the sign-in starts again here. */
  refusal?: string;
  onCodeStep(challenge: string, username: string): void;
}

function LoginForm({ username, notice, refusal, onCodeStep }: LoginFormProps) {
  const { signIn } = useAdminSession();
  const form = useValidatedForm(loginRequestSchema, { username, password: "" });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; attempt: number } | null>(
    refusal ? { message: refusal, attempt: 0 } : null,
  );
  const attempts = useRef(0);
  const formRef = form.formRef;

  // The disabled fieldset dropped focus while signing in; put it where the next try starts.
  useEffect(() => {
    if (error && document.activeElement === document.body) {
      const password = formRef.current?.elements.namedItem("password");
      if (password instanceof HTMLElement) password.focus();
    }
  }, [error, formRef]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    attempts.current += 1;
    setError(null);
    const credentials = form.validate();
    if (!credentials) return;
    setSubmitting(true);
    const step = await signIn(credentials);
    // On success the page turns into a redirect; only a failure comes back to the form.
    if (step === null) return;
    if (typeof step === "object") return onCodeStep(step.challenge, form.values.username);
    setSubmitting(false);
    setError({ message: step, attempt: attempts.current });
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting} className="mt-6">
      {notice && !error && (
        <p role="status" className="mb-4 rounded-xl bg-sand-100 px-3 py-2.5 text-sm text-ink">
          {notice}
        </p>
      )}
      <fieldset disabled={submitting} className="min-w-0 space-y-4">
        <TextField
          label="Username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field("username")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        {error && (
          <FormError key={error.attempt} id="login-error">
            {error.message}
          </FormError>
        )}
        <SubmitButton busy={submitting} busyLabel="Signing in..." className="w-full">
          Sign In
        </SubmitButton>
      </fieldset>
      <p className="mt-4 text-center text-sm">
        <ForgotPasswordLink />
      </p>
    </form>
  );
}
