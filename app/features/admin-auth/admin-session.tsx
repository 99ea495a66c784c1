import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, callApi, type StaffCall } from "#app/lib/api.ts";
import { CSRF_HEADER, type LoginRequest, type StaffSessionInfo } from "#contracts/staff-auth";
import type { SignInCodeRequest } from "#contracts/two-factor";
import { type LoginOutcome, login, loginCode, logout, sessionEndedMessage, verifyAuth } from "./auth-api.ts";

/**
 * Spec 'Admin session': initialising (the session check runs) → signed in | signed out. A signed-out
 * session says why, so the guard knows whether to remember the page (expired) or not (logout).
 */
export type AdminSession =
  | { status: "initialising" }
  | { status: "signed-in"; info: StaffSessionInfo }
  | { status: "signed-out"; reason: "no-session" | "logout" | "expired"; notice?: string };

interface AdminSessionValue {
  session: AdminSession;
  /**
   * Signs in: null when signed in, `{ challenge }` when the code step comes next, else the error text.
   */
  signIn(credentials: LoginRequest): Promise<SignInStep>;
  /** The code step of a two-factor sign-in; the error text when it did not work. */
  signInWithCode(request: SignInCodeRequest): Promise<string | null>;
  /** Two-factor sign-in was just turned on: STAFF_REQUIRE_2FA no longer holds the staff area back. */
  twoFactorEnrolled(): void;
  /** Ends the session on the server, then always locally. */
  signOut(): Promise<void>;
  /** The server no longer knows the session: forget it here too. */
  expire(notice?: string): void;
}

export type SignInStep = null | string | { challenge: string };

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

/** Holds the staff session for the whole admin app; checks the cookie once when the app starts. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AdminSession>({ status: "initialising" });

  useEffect(() => {
    const controller = new AbortController();
    verifyAuth(controller.signal).then((info) => {
      if (controller.signal.aborted) return;
      setSession(info ? { status: "signed-in", info } : { status: "signed-out", reason: "no-session" });
    });
    return () => controller.abort();
  }, []);

  const settle = useCallback((outcome: LoginOutcome): SignInStep => {
    if (outcome.ok && "challenge" in outcome) return { challenge: outcome.challenge };
    if (outcome.ok) {
      setSession({ status: "signed-in", info: outcome.session });
      return null;
    }
    if (outcome.fault) setSession({ status: "signed-out", reason: "no-session" });
    return outcome.message;
  }, []);

  const signIn = useCallback(async (credentials: LoginRequest) => settle(await login(credentials)), [settle]);

  const signInWithCode = useCallback(
    async (request: SignInCodeRequest) => {
      const step = settle(await loginCode(request));
      return typeof step === "object" && step !== null ? null : step;
    },
    [settle],
  );

  const twoFactorEnrolled = useCallback(() => {
    setSession((current) => {
      if (current.status !== "signed-in" || !current.info.mustEnrolTwoFactor) return current;
      const { mustEnrolTwoFactor: _enrolled, ...info } = current.info;
      return { status: "signed-in", info };
    });
  }, []);

  const signOut = useCallback(async () => {
    await logout();
    setSession({ status: "signed-out", reason: "logout" });
  }, []);

  const expire = useCallback((notice?: string) => {
    setSession({ status: "signed-out", reason: "expired", ...(notice ? { notice } : {}) });
  }, []);

  const value = useMemo(
    () => ({ session, signIn, signInWithCode, twoFactorEnrolled, signOut, expire }),
    [session, signIn, signInWithCode, twoFactorEnrolled, signOut, expire],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error("useAdminSession needs an AdminSessionProvider above it");
  return value;
}

/** The signed-in member of staff; only for pages behind RequireStaff. */
export function useSignedInStaff(): StaffSessionInfo {
  const { session } = useAdminSession();
  if (session.status !== "signed-in")
    throw new Error("useSignedInStaff is only for pages behind RequireStaff");
  return session.info;
}

/**
 * The one way to call a staff endpoint: the session's token as X-CSRF-Token (GETs too), the cookie, and
 * forgetting the session when the server answers 401, so the guard sends the person to sign in again
 * and back to this page afterwards.
 */
export function useStaffCall(): StaffCall {
  const { session, expire } = useAdminSession();
  const token = session.status === "signed-in" ? session.info.token : "";
  return useCallback<StaffCall>(
    async (endpoint, request, signal) => {
      try {
        return await callApi(endpoint, request, {
          headers: { [CSRF_HEADER]: token },
          credentials: "include",
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) expire(sessionEndedMessage(error));
        throw error;
      }
    },
    [token, expire],
  );
}
