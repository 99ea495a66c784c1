import { ApiError, callApi } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { LOGIN_MESSAGES, type LoginRequest, type StaffSessionInfo } from "#contracts/staff-auth";
import type { SignInCodeRequest } from "#contracts/two-factor";

function sessionInfo(answer: StaffSessionInfo): StaffSessionInfo {
  return {
    token: answer.token,
    user: { username: answer.user.username, role: answer.user.role },
    dryRun: answer.dryRun,
    ...(answer.mustEnrolTwoFactor ? { mustEnrolTwoFactor: true } : {}),
  };
}

/** Asks the server whether the browser's cookie is a live session: its details, or null when signed out. */
export async function verifyAuth(signal?: AbortSignal): Promise<StaffSessionInfo | null> {
  try {
    const answer = await callApi(
      api.verifyAuth,
      {},
      { credentials: "include", ...(signal ? { signal } : {}) },
    );
    return answer.authenticated ? sessionInfo(answer) : null;
  } catch (error) {
    if (signal?.aborted) return null;
    console.error("The session check failed; treating the browser as signed out", error);
    return null;
  }
}

export type LoginOutcome =
  | { ok: true; session: StaffSessionInfo }
  /** Two-factor sign-in: the code step comes next, whether the password was right or not (ADR 026). */
  | { ok: true; challenge: string }
  /** `fault`: no usable answer (network, server error), so any local session is cleared too. */
  | { ok: false; message: string; fault: boolean };

/**
 * Spec: signed in only when the answer is ok, with success and a token; otherwise its message. A refusal
 * the server explained (4xx with JSON, e.g. 401 wrong password or 429 throttled), or a JSON answer that
 * is not a session, shows its words; everything else (no answer, a 5xx, something that is not JSON) is a
 * network or server fault.
 */
export function loginOutcomeFromError(error: unknown): LoginOutcome {
  const explained =
    error instanceof ApiError &&
    error.body !== undefined &&
    (error.kind === "invalid-response" || (error.kind === "http" && (error.status ?? 500) < 500));
  if (!explained) return { ok: false, message: LOGIN_MESSAGES.network, fault: true };
  return { ok: false, message: serverMessage(error.body) ?? LOGIN_MESSAGES.failed, fault: false };
}

function serverMessage(answer: unknown): string | undefined {
  const message =
    typeof answer === "object" && answer !== null && "message" in answer ? answer.message : undefined;
  return typeof message === "string" && message.trim() ? message.trim() : undefined;
}

/**
 * Whether the browser kept the session cookie the sign-in answer set: in production it is Secure, and a
 * browser drops it from a plain-http page on any address but localhost (docs/security.md).
 */
async function cookieKept(): Promise<boolean> {
  const answer = await callApi(api.verifyAuth, {}, { credentials: "include" });
  return answer.authenticated;
}

/** The sign-in is complete only if the browser kept its cookie; otherwise say why it did not, in plain words. */
async function signedIn(answer: StaffSessionInfo): Promise<LoginOutcome> {
  if (await cookieKept()) return { ok: true, session: sessionInfo(answer) };
  const message = window.isSecureContext ? LOGIN_MESSAGES.cookieBlocked : LOGIN_MESSAGES.needsHttps;
  console.error("Signed in, but the browser did not keep the session cookie", {
    secure: window.isSecureContext,
  });
  return { ok: false, message, fault: false };
}

export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    const answer = await callApi(api.login, { body: credentials }, { credentials: "include" });
    if ("codeRequired" in answer) return { ok: true, challenge: answer.challenge };
    return signedIn(answer);
  } catch (error) {
    const outcome = loginOutcomeFromError(error);
    if (!outcome.ok && outcome.fault) console.error("Sign-in request failed", error);
    return outcome;
  }
}

/** The code step: a session, or the one message every refusal shares. */
export async function loginCode(request: SignInCodeRequest): Promise<LoginOutcome> {
  try {
    const answer = await callApi(api.loginCode, { body: request }, { credentials: "include" });
    return signedIn(answer);
  } catch (error) {
    const outcome = loginOutcomeFromError(error);
    if (!outcome.ok && outcome.fault) console.error("Sign-in code request failed", error);
    return outcome;
  }
}

/** Ends the session on the server. Never throws: the caller clears the local session either way. */
export async function logout(): Promise<void> {
  try {
    await callApi(api.logout, {}, { credentials: "include" });
  } catch (error) {
    console.error("Sign-out request failed; the local session is cleared anyway", error);
  }
}

/** The words of a 401 (session ended), to show on the sign-in page. */
export function sessionEndedMessage(error: ApiError): string | undefined {
  return serverMessage(error.body);
}
