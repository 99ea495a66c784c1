import * as api from "../../../contracts/api.ts";
import { LOGIN_MESSAGES, type LoginRequest, type StaffSessionInfo } from "../../../contracts/staff-auth.ts";
import { ApiError, callApi } from "../../lib/api.ts";

function sessionInfo(answer: StaffSessionInfo): StaffSessionInfo {
  return { token: answer.token, user: { username: answer.user.username }, dryRun: answer.dryRun };
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

export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    const answer = await callApi(api.login, { body: credentials }, { credentials: "include" });
    return { ok: true, session: sessionInfo(answer) };
  } catch (error) {
    const outcome = loginOutcomeFromError(error);
    if (!outcome.ok && outcome.fault) console.error("Sign-in request failed", error);
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
