import { z } from "zod";
import { LOGIN_MESSAGES, type LoginRequest, type StaffSessionInfo } from "../../../contracts/staff-auth.ts";
import { ApiError, getJson, postJson } from "../../lib/api.ts";

export const VERIFY_AUTH_URL = "/api/verify-auth";
export const LOGIN_URL = "/api/auth";
export const LOGOUT_URL = "/api/logout";

const sessionInfoSchema = z.object({
  token: z.string().min(1),
  user: z.object({ username: z.string() }),
  dryRun: z.object({ call: z.boolean(), sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() }),
});

const verifyAuthSchema = z.union([
  sessionInfoSchema.extend({ authenticated: z.literal(true) }),
  z.object({ authenticated: z.literal(false) }),
]);

const signedInAnswerSchema = sessionInfoSchema.extend({ success: z.literal(true) });
const messageSchema = z.object({ message: z.string().optional() });

function sessionInfo(answer: z.infer<typeof sessionInfoSchema>): StaffSessionInfo {
  return { token: answer.token, user: { username: answer.user.username }, dryRun: answer.dryRun };
}

/** Asks the server whether the browser's cookie is a live session: its details, or null when signed out. */
export async function verifyAuth(signal?: AbortSignal): Promise<StaffSessionInfo | null> {
  try {
    const answer = await getJson(VERIFY_AUTH_URL, {
      schema: verifyAuthSchema,
      credentials: "include",
      ...(signal ? { signal } : {}),
    });
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

/** Spec: signed in only when the answer is ok, with success and a token; otherwise its message. */
export function loginOutcomeFromAnswer(answer: unknown): LoginOutcome {
  const signedIn = signedInAnswerSchema.safeParse(answer);
  if (signedIn.success) return { ok: true, session: sessionInfo(signedIn.data) };
  return { ok: false, message: serverMessage(answer) ?? LOGIN_MESSAGES.failed, fault: false };
}

/**
 * A refusal the server explained (4xx with JSON, e.g. 401 wrong password or 429 throttled) shows its words;
 * everything else (no answer, a 5xx, something that is not JSON) is a network or server fault.
 */
export function loginOutcomeFromError(error: unknown): LoginOutcome {
  const explained =
    error instanceof ApiError &&
    error.kind === "http" &&
    (error.status ?? 500) < 500 &&
    error.body !== undefined;
  if (!explained) return { ok: false, message: LOGIN_MESSAGES.network, fault: true };
  return { ok: false, message: serverMessage(error.body) ?? LOGIN_MESSAGES.failed, fault: false };
}

function serverMessage(answer: unknown): string | undefined {
  const message = messageSchema.safeParse(answer).data?.message?.trim();
  return message ? message : undefined;
}

export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    return loginOutcomeFromAnswer(await postJson(LOGIN_URL, credentials, { credentials: "include" }));
  } catch (error) {
    const outcome = loginOutcomeFromError(error);
    if (!outcome.ok && outcome.fault) console.error("Sign-in request failed", error);
    return outcome;
  }
}

/** Ends the session on the server. Never throws: the caller clears the local session either way. */
export async function logout(): Promise<void> {
  try {
    await postJson(LOGOUT_URL, undefined, { credentials: "include" });
  } catch (error) {
    console.error("Sign-out request failed; the local session is cleared anyway", error);
  }
}

/** The words of a 401 (session ended), to show on the sign-in page. */
export function sessionEndedMessage(error: ApiError): string | undefined {
  return serverMessage(error.body);
}
