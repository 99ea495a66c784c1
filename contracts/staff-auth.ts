import { z } from "zod";
import { OUTREACH_CHANNEL_IDS, type OutreachChannel } from "./outreach-channels.ts";
import { STAFF_ROLES } from "./staff-roles.ts";
import { codeRequiredSchema } from "./two-factor.ts";

export const LOGIN_MESSAGES = {
  username: "Please enter your username.",
  password: "Please enter your password.",
  /** Spec: shown when the server gives no message of its own. */
  failed: "Authentication failed",
  /** Spec: a network or server fault; the local session is cleared. */
  network: "Network or server error.",
  /** The same words for an unknown user and a wrong password, so neither is revealed. */
  invalidCredentials: "Invalid username or password.",
  /** Sign-in answered success but the browser did not keep the Secure cookie: a plain-http page. */
  needsHttps:
    "This browser did not keep the sign-in because the site was opened over plain http. Staff sign-in needs the site opened over HTTPS (or on localhost).",
  /** The same, on a secure page: cookies are blocked for the site. */
  cookieBlocked: "This browser did not keep the sign-in. Allow cookies for this site and sign in again.",
} as const;

/** Spec: username and password are required. Limits keep hashing work bounded. */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: LOGIN_MESSAGES.username })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.username })
    .max(100, { error: LOGIN_MESSAGES.invalidCredentials }),
  password: z
    .string({ error: LOGIN_MESSAGES.password })
    .min(1, { error: LOGIN_MESSAGES.password })
    .max(1024, { error: LOGIN_MESSAGES.invalidCredentials }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Each outreach tool: true when it only records (its provider is not configured) instead of sending. */
const dryRunToolsSchema = z.object(
  Object.fromEntries(OUTREACH_CHANNEL_IDS.map((channel) => [channel, z.boolean()])) as Record<
    OutreachChannel,
    z.ZodBoolean
  >,
);

/** What a signed-in browser learns about its session. */
const staffSessionInfoSchema = z.object({
  /** Send as X-CSRF-Token on every staff request. */
  token: z.string().min(1),
  /** `role` decides which pages and buttons the browser offers; the server enforces it on its own (ADR 036). */
  user: z.object({ username: z.string(), role: z.enum(STAFF_ROLES) }),
  dryRun: dryRunToolsSchema,
  /** STAFF_REQUIRE_2FA and not enrolled: only the Security page's enrolment opens until it is done. */
  mustEnrolTwoFactor: z.literal(true).optional(),
});
export type StaffSessionInfo = z.infer<typeof staffSessionInfoSchema>;

/** Whether the browser's cookie is a live session; always 200. */
export const verifyAuthResponseSchema = z.discriminatedUnion("authenticated", [
  staffSessionInfoSchema.extend({ authenticated: z.literal(true) }),
  z.object({ authenticated: z.literal(false) }),
]);
export type VerifyAuthResponse = z.infer<typeof verifyAuthResponseSchema>;

/** A successful sign-in (200, with the session cookie); refusals are 400, 401 or 429 with a message. */
export const signedInSchema = staffSessionInfoSchema.extend({ success: z.literal(true) });

/** The password step: signed in, or (two-factor users, right password or not) on to the code step. */
export const passwordStepSchema = z.union([signedInSchema, codeRequiredSchema]);

/** Sign-out always succeeds. */
export const signedOutSchema = z.object({ success: z.literal(true) });

/** The header every admin POST carries, equal to the session's token. */
export const CSRF_HEADER = "X-CSRF-Token";
