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
