import { z } from "zod";
import { newPasswordSchema, PASSWORD_MESSAGES } from "./staff-password.ts";

/**
 * Single-use links to set a staff password (ADR 036): an owner's invitation or reset, or one asked for
 * with "Forgot password?". The token is the link's only secret; the server keeps its SHA-256 alone.
 */

export const INVITATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 30;

export const PASSWORD_LINK_PURPOSES = ["invitation", "reset"] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

export const PASSWORD_LINK_MESSAGES = {
  login: "Please enter your username or e-mail address.",
  /** The one answer to "Forgot password?", whatever matched, so it tells nobody which accounts exist. */
  sent: `If that matches an active staff account with an e-mail address, we have sent it a link to set a new password. The link works for ${RESET_LINK_MINUTES} minutes.`,
  /** Expired, used, unknown or malformed: one message, and the page offers "Forgot password?". */
  unusable: "This link has expired or has already been used.",
  passwordSet: "Your password is set. Sign in with it now.",
} as const;

/** "Forgot password?": the account's username or its e-mail address. */
export const forgotPasswordSchema = z.object({
  login: z
    .string({ error: PASSWORD_LINK_MESSAGES.login })
    .trim()
    .min(1, { error: PASSWORD_LINK_MESSAGES.login })
    .max(254, { error: PASSWORD_LINK_MESSAGES.login })
    .transform((value) => value.toLowerCase()),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** 32 random bytes in base64url: anything else cannot be a link we made. */
const tokenSchema = z
  .string({ error: PASSWORD_LINK_MESSAGES.unusable })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: PASSWORD_LINK_MESSAGES.unusable });

/** Asked when the page opens, so a dead link says so before anyone types a password. */
export const passwordLinkCheckSchema = z.object({ token: tokenSchema });

/** Whose password a live link sets, and why it was made. */
export const passwordLinkSchema = z.object({
  username: z.string(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  expiresAt: z.string(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/**
 * The set-password form: the new password twice. Its shape is checked here, in the browser and on the
 * server; its strength only on the server, which knows whose it is (server/services/passwords.ts).
 */
export const setPasswordSchema = z
  .object({
    token: tokenSchema,
    password: newPasswordSchema,
    confirm: z.string({ error: PASSWORD_MESSAGES.mismatch }),
  })
  .refine((form) => form.password === form.confirm, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ["confirm"],
  });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;
