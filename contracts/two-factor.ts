import { z } from "zod";

/** How many one-time recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  code: "Please enter the 6-digit code from your authenticator app.",
  signInCode: "Please enter the code from your authenticator app or a recovery code.",
  /** The code step's only failure: it never says whether the password or the code was wrong (ADR 026). */
  signInFailed: "Invalid username, password or code. Please sign in again.",
  wrongCode: "That code is not right. Check the time on your phone and enter the newest code.",
  notEnabled: "Two-factor sign-in is not turned on.",
  alreadyEnabled: "Two-factor sign-in is already turned on.",
  noEnrolment: "Start setting up two-factor sign-in first.",
  required: "This studio requires two-factor sign-in, so it cannot be turned off.",
  /** STAFF_REQUIRE_2FA and not enrolled yet: every staff request but the enrolment's is refused with this. */
  enrolFirst: "Set up two-factor sign-in on the Security page before using the staff area.",
} as const;

const authenticatorCode = z
  .string({ error: TWO_FACTOR_MESSAGES.code })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.code }));

/** A current authenticator code: confirming enrolment, new recovery codes, turning it off. */
export const authenticatorCodeSchema = z.object({ code: authenticatorCode });
export type AuthenticatorCodeRequest = z.input<typeof authenticatorCodeSchema>;

/** The sign-in's code step: the pending sign-in and a TOTP code or a recovery code. */
export const signInCodeSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.signInCode })
    .trim()
    .min(1, { error: TWO_FACTOR_MESSAGES.signInCode })
    .max(40, { error: TWO_FACTOR_MESSAGES.signInFailed }),
});
export type SignInCodeRequest = z.input<typeof signInCodeSchema>;

/** The password step's answer for a user with two-factor sign-in, whether the password was right or not. */
export const codeRequiredSchema = z.object({
  codeRequired: z.literal(true),
  challenge: z.string(),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** STAFF_REQUIRE_2FA: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  /** A data: URL of an SVG image. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** Shown once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisabledSchema = z.object({ success: z.literal(true) });

/** The secret in groups of four, as it is easiest to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
