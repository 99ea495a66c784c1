import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  blank: "The password cannot be only spaces.",
  /** The server's strength estimate adds its reason after this (docs/security.md, "Passwords"). */
  weak: "This password is too easy to guess.",
  mismatch: "The two passwords are not the same.",
} as const;

/** Characters, not UTF-16 units, so an emoji counts once. */
const characterCount = (value: string) => [...value].length;

/**
 * A new password's shape, checked in the browser and again on the server, where the strength estimate
 * (which needs the username and a large dictionary) runs after it.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX_LENGTH * 2, { error: PASSWORD_MESSAGES.tooLong, abort: true })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_MESSAGES.tooShort,
    abort: true,
  })
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, {
    error: PASSWORD_MESSAGES.tooLong,
    abort: true,
  })
  .refine((value) => value.trim() !== "", { error: PASSWORD_MESSAGES.blank });

export const REAUTHENTICATION_MESSAGES = {
  password: "Please enter your current password.",
  code: "Please enter the code from your authenticator app or a recovery code.",
  /** One answer for a wrong password and a wrong code, so a borrowed session cannot test them one by one. */
  failed: "That password or code is not right.",
  passwordChanged: "Your password is changed. Every other browser signed in as you has been signed out.",
} as const;

/**
 * Proof that the person at a signed-in browser is its owner, before a change an intruder would want: the
 * password, and a code when two-factor sign-in is on (docs/security.md, "Re-authentication").
 */
export const reauthenticationSchema = z.object({
  password: z
    .string({ error: REAUTHENTICATION_MESSAGES.password })
    .min(1, { error: REAUTHENTICATION_MESSAGES.password })
    .max(1024, { error: REAUTHENTICATION_MESSAGES.failed }),
  code: z.string().trim().max(40, { error: REAUTHENTICATION_MESSAGES.failed }).optional(),
});
export type ReauthenticationRequest = z.input<typeof reauthenticationSchema>;

/** The Security page's "Change password": who you are, then the new password twice. */
export const changePasswordSchema = reauthenticationSchema
  .extend({ newPassword: newPasswordSchema, repeatPassword: z.string().max(PASSWORD_MAX_LENGTH * 2) })
  .refine((value) => value.newPassword === value.repeatPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ["repeatPassword"],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

export const passwordChangedSchema = z.object({ success: z.literal(true), message: z.string() });
