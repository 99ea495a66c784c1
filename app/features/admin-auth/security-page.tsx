import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { type FieldRefusal, useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { refusalOf, type StaffCall } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { reauthenticationSchema } from "#contracts/staff-password";
import {
  authenticatorCodeSchema,
  groupSecret,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "#contracts/two-factor";
import { useAdminSession, useSignedInStaff } from "./admin-session.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";

const TROUBLE = "Something went wrong on our side. Please try again in a moment.";

type Screen =
  | { step: "loading" }
  | { step: "failed" }
  | { step: "status"; status: TwoFactorStatus }
  | { step: "enrolling"; enrolment: TwoFactorEnrolment }
  | { step: "recovery-codes"; codes: string[]; justEnrolled?: boolean };

/**
 * The staff Security page: turn on two-factor sign-in, new recovery codes, turn it off (ADR 026), and change
 * the password (ADR 035).
 */
export function SecurityPage({ call }: { call: StaffCall }) {
  const { mustEnrolTwoFactor } = useSignedInStaff();
  const { twoFactorEnrolled } = useAdminSession();
  const [screen, setScreen] = useState<Screen>({ step: "loading" });
  // Whether a code goes with the password when it is asked again; known once the status has loaded.
  const [twoFactorOn, setTwoFactorOn] = useState<boolean | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const status = await call(api.twoFactorStatus, {}, signal);
        setScreen({ step: "status", status });
        setTwoFactorOn(status.enabled);
      } catch (error) {
        if (signal?.aborted) return;
        console.error("Loading the two-factor status failed", error);
        setScreen({ step: "failed" });
      }
    },
    [call],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Security</h1>
      {mustEnrolTwoFactor && (
        <p role="status" className="mt-4 rounded-xl bg-sand-100 px-3 py-2.5 text-ink">
          This studio requires two-factor sign-in. Set it up to open the rest of the staff area.
        </p>
      )}
      <section aria-labelledby="two-factor-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-soft">
        <h2 id="two-factor-heading" className="text-xl font-semibold text-ink">
          Two-factor sign-in
        </h2>
        {screen.step === "loading" && <Spinner label="Loading" />}
        {screen.step === "failed" && <FormError id="security-error">{TROUBLE}</FormError>}
        {screen.step === "status" && (
          <StatusPanel
            status={screen.status}
            call={call}
            onEnrolment={(enrolment) => setScreen({ step: "enrolling", enrolment })}
            onRecoveryCodes={(codes) => setScreen({ step: "recovery-codes", codes })}
            onChanged={() => load()}
          />
        )}
        {screen.step === "enrolling" && (
          <EnrolmentPanel
            enrolment={screen.enrolment}
            call={call}
            onEnrolled={(codes) => {
              twoFactorEnrolled();
              setTwoFactorOn(true);
              setScreen({ step: "recovery-codes", codes, justEnrolled: true });
            }}
          />
        )}
        {screen.step === "recovery-codes" && (
          <RecoveryCodes codes={screen.codes} justEnrolled={screen.justEnrolled} onDone={() => load()} />
        )}
      </section>
      {!mustEnrolTwoFactor && twoFactorOn !== null && (
        <section aria-labelledby="password-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-soft">
          <h2 id="password-heading" className="text-xl font-semibold text-ink">
            Password
          </h2>
          <ChangePasswordForm call={call} twoFactorOn={twoFactorOn} />
        </section>
      )}
    </div>
  );
}

/** A form asking for a current authenticator code; its submit buttons name what the code is for. */
function useCodeForm() {
  const form = useValidatedForm(authenticatorCodeSchema, { code: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit<T>(send: (code: string) => Promise<T>): Promise<T | undefined> {
    setError(null);
    const entered = form.validate();
    if (!entered) return undefined;
    setBusy(true);
    try {
      return await send(entered.code);
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (!refusal) console.error("A two-factor change failed", failure);
      setError(refusal?.message ?? TROUBLE);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { form, busy, error, submit };
}

function CodeField({ codeForm, label }: { codeForm: ReturnType<typeof useCodeForm>; label: string }) {
  const { form, error } = codeForm;
  const field = form.field("code");
  return (
    <TextField
      label={label}
      hint="6 digits, from your authenticator app."
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      {...field}
      {...(error && !field.error ? { error } : {})}
    />
  );
}

interface StatusPanelProps {
  status: TwoFactorStatus;
  call: StaffCall;
  onEnrolment(enrolment: TwoFactorEnrolment): void;
  onRecoveryCodes(codes: string[]): void;
  onChanged(): void;
}

function StatusPanel({ status, call, onEnrolment, onRecoveryCodes, onChanged }: StatusPanelProps) {
  const codeForm = useCodeForm();
  if (!status.enabled) return <EnrolmentStart call={call} onEnrolment={onEnrolment} />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const action = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (action === "disable") {
      const done = await codeForm.submit((code) => call(api.twoFactorDisable, { body: { code } }));
      if (done) onChanged();
      return;
    }
    const renewed = await codeForm.submit((code) => call(api.twoFactorRecoveryCodes, { body: { code } }));
    if (renewed) onRecoveryCodes(renewed.recoveryCodes);
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-ink">
        Two-factor sign-in is on. {status.recoveryCodesLeft}{" "}
        {status.recoveryCodesLeft === 1 ? "recovery code is" : "recovery codes are"} left.
      </p>
      <form ref={codeForm.form.formRef} onSubmit={handleSubmit} noValidate className="space-y-4">
        <fieldset disabled={codeForm.busy} className="min-w-0 space-y-4">
          <CodeField codeForm={codeForm} label="Current code" />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" value="recovery-codes">
              New recovery codes
            </Button>
            {!status.required && (
              <Button type="submit" variant="secondary" value="disable">
                Turn off two-factor sign-in
              </Button>
            )}
          </div>
        </fieldset>
      </form>
    </div>
  );
}

/**
 * Two-factor sign-in is off: the password again, then a new secret. A browser left signed in must not be
 * enough to bind the account to someone else's phone (docs/security.md, "Re-authentication").
 */
function EnrolmentStart({ call, onEnrolment }: Pick<StatusPanelProps, "call" | "onEnrolment">) {
  const form = useValidatedForm(reauthenticationSchema.pick({ password: true }), { password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);

  async function begin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setRefusal(null);
    const entered = form.validate();
    if (!entered) return;
    setBusy(true);
    try {
      onEnrolment(await call(api.twoFactorBegin, { body: entered }));
    } catch (failure) {
      const explained = refusalOf(failure);
      if (!explained) console.error("Starting two-factor enrolment failed", failure);
      if (explained && form.hasField(explained.field))
        setRefusal({ field: explained.field, text: explained.message });
      else setError(explained?.message ?? TROUBLE);
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-ink-muted">
        Two-factor sign-in is off. Turn it on so that a stolen password alone cannot open the staff area:
        after your password you will type a code from an authenticator app on your phone.
      </p>
      <form ref={form.formRef} onSubmit={begin} noValidate aria-busy={busy}>
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <TextField
            label="Your password"
            hint="Asked again before the set-up starts."
            type="password"
            autoComplete="current-password"
            required
            {...form.field("password", refusal)}
          />
          {error && <FormError id="enrol-error">{error}</FormError>}
          <SubmitButton busy={busy} busyLabel="Starting..." size="md">
            Set up two-factor sign-in
          </SubmitButton>
        </fieldset>
      </form>
    </div>
  );
}

function EnrolmentPanel({
  enrolment,
  call,
  onEnrolled,
}: {
  enrolment: TwoFactorEnrolment;
  call: StaffCall;
  onEnrolled(codes: string[]): void;
}) {
  const codeForm = useCodeForm();
  const keyId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = await codeForm.submit((code) => call(api.twoFactorConfirm, { body: { code } }));
    if (confirmed) onEnrolled(confirmed.recoveryCodes);
  }

  return (
    <div className="mt-3 space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-ink">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        className="rounded-xl border border-sand-200 bg-white"
      />
      {/* A text area wraps the 39 characters on a phone instead of hiding their end. */}
      <TextAreaField
        id={keyId}
        label="Key to type instead"
        readOnly
        rows={2}
        value={groupSecret(enrolment.secret)}
        spellCheck={false}
        className="resize-none font-mono"
      />
      <form ref={codeForm.form.formRef} onSubmit={handleSubmit} noValidate>
        <fieldset disabled={codeForm.busy} className="min-w-0 space-y-4">
          <CodeField codeForm={codeForm} label="Code from the app" />
          <Button type="submit">Turn on two-factor sign-in</Button>
        </fieldset>
      </form>
    </div>
  );
}

function RecoveryCodes({
  codes,
  justEnrolled,
  onDone,
}: {
  codes: string[];
  justEnrolled: boolean | undefined;
  onDone(): void;
}) {
  return (
    <div className="mt-3 space-y-4">
      <p role="status" className="text-ink">
        {justEnrolled &&
          "Two-factor sign-in is on, and every other browser signed in as you has been signed out. "}
        Save these recovery codes somewhere safe, away from your phone. Each signs you in once if you lose
        your phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}
