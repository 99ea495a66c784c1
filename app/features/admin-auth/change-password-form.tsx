import { type FormEvent, useState } from "react";
import { FormError, TextField } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { type FieldRefusal, useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { refusalOf, type StaffCall } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "#contracts/staff-password";

const TROUBLE = "Something went wrong on our side. Please try again in a moment.";
const EMPTY = { password: "", code: "", newPassword: "", repeatPassword: "" };

/**
 * The Security page's new password: the current one first (and a code when two-factor sign-in is on), so a
 * browser left signed in is not enough to take the account over; the server checks strength and ends the
 * account's other sessions (docs/security.md, "Re-authentication").
 */
export function ChangePasswordForm({ call, twoFactorOn }: { call: StaffCall; twoFactorOn: boolean }) {
  const form = useValidatedForm(changePasswordSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ done: boolean; message: string } | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setResult(null);
    setRefusal(null);
    const entered = form.validate();
    if (!entered) return;
    setBusy(true);
    try {
      const { code, ...rest } = entered;
      const changed = await call(api.changePassword, {
        body: twoFactorOn && code ? { ...rest, code } : rest,
      });
      form.update(EMPTY);
      setResult({ done: true, message: changed.message });
    } catch (failure) {
      const explained = refusalOf(failure);
      if (!explained) console.error("Changing the password failed", failure);
      if (explained && form.hasField(explained.field))
        setRefusal({ field: explained.field, text: explained.message });
      else setResult({ done: false, message: explained?.message ?? TROUBLE });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-3">
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password", refusal)}
        />
        {twoFactorOn && (
          <TextField
            label="Code from your authenticator app"
            hint="Or one of your recovery codes."
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            {...form.field("code", refusal)}
          />
        )}
        <TextField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Three or four unrelated words are strong and easy to remember.`}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("newPassword", refusal)}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("repeatPassword", refusal)}
        />
        {result &&
          (result.done ? (
            <p role="status" className="rounded-xl bg-sage-100 px-3 py-2.5 text-ink">
              {result.message}
            </p>
          ) : (
            <FormError id="change-password-error">{result.message}</FormError>
          ))}
        <SubmitButton busy={busy} busyLabel="Changing..." size="md">
          Change password
        </SubmitButton>
      </fieldset>
    </form>
  );
}
