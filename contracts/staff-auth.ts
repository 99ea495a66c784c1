import { z } from "zod";
import type { OutreachChannel } from "./outreach.ts";

export const LOGIN_MESSAGES = {
  username: "Please enter your username.",
  password: "Please enter your password.",
  /** Spec: shown when the server gives no message of its own. */
  failed: "Authentication failed",
  /** Spec: a network or server fault; the local session is cleared. */
  network: "Network or server error.",
  /** The same words for an unknown user and a wrong password, so neither is revealed. */
  invalidCredentials: "Invalid username or password.",
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

/** Which outreach tools only record (provider not configured) instead of sending. */
export type DryRunTools = Record<OutreachChannel, boolean>;

/** What a signed-in browser learns about its session. */
export interface StaffSessionInfo {
  /** Send as X-CSRF-Token on every admin POST. */
  token: string;
  user: { username: string };
  dryRun: DryRunTools;
}

/** GET /api/verify-auth (with the session cookie). */
export type VerifyAuthResponse = ({ authenticated: true } & StaffSessionInfo) | { authenticated: false };

/** POST /api/auth: 200 with a session cookie, 400 for a missing field, 401 for bad credentials, 429 when throttled. */
export type LoginResponse = ({ success: true } & StaffSessionInfo) | { success: false; message: string };

/** POST /api/logout. */
export interface LogoutResponse {
  success: true;
}

/** The header every admin POST carries, equal to the session's token. */
export const CSRF_HEADER = "X-CSRF-Token";
