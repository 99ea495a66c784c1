import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { CSRF_HEADER, type LoginRequest, type StaffSessionInfo } from "../../../contracts/staff-auth.ts";
import { ApiError, callApi, type StaffCall } from "../../lib/api.ts";
import { login, logout, sessionEndedMessage, verifyAuth } from "./auth-api.ts";

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
  /** Signs in; the error text to show when it did not work. */
  signIn(credentials: LoginRequest): Promise<string | null>;
  /** Ends the session on the server, then always locally. */
  signOut(): Promise<void>;
  /** The server no longer knows the session: forget it here too. */
  expire(notice?: string): void;
}

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

  const signIn = useCallback(async (credentials: LoginRequest) => {
    const outcome = await login(credentials);
    if (outcome.ok) {
      setSession({ status: "signed-in", info: outcome.session });
      return null;
    }
    if (outcome.fault) setSession({ status: "signed-out", reason: "no-session" });
    return outcome.message;
  }, []);

  const signOut = useCallback(async () => {
    await logout();
    setSession({ status: "signed-out", reason: "logout" });
  }, []);

  const expire = useCallback((notice?: string) => {
    setSession({ status: "signed-out", reason: "expired", ...(notice ? { notice } : {}) });
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut, expire }), [session, signIn, signOut, expire]);
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
