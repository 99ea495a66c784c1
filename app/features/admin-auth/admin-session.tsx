import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { CSRF_HEADER, type LoginRequest, type StaffSessionInfo } from "../../../contracts/staff-auth.ts";
import { ApiError, getJson, postJson } from "../../lib/api.ts";
import { type DownloadedFile, postForFile } from "./admin-download.ts";
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

/** POSTs JSON to an admin endpoint and returns its JSON answer; throws ApiError like postJson. */
export type AdminPost = (url: string, body: unknown) => Promise<unknown>;
/** GETs an admin endpoint's JSON answer; throws ApiError like getJson. */
export type AdminGet = <T>(url: string, signal?: AbortSignal) => Promise<T>;
/** POSTs JSON to an admin endpoint that answers with a file. */
export type AdminDownload = (url: string, body: unknown) => Promise<DownloadedFile>;

/**
 * What every admin request shares: the session's token as X-CSRF-Token (GETs too), the cookie, and
 * forgetting the session when the server answers 401, so the guard sends the person to sign in again
 * and back to this page afterwards.
 */
function useAdminRequest() {
  const { session, expire } = useAdminSession();
  const token = session.status === "signed-in" ? session.info.token : "";
  return useMemo(() => {
    const init = { headers: { [CSRF_HEADER]: token }, credentials: "include" as const };
    async function guard<T>(request: Promise<T>): Promise<T> {
      try {
        return await request;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) expire(sessionEndedMessage(error));
        throw error;
      }
    }
    return { init, guard };
  }, [token, expire]);
}

/** The one way to POST to an admin endpoint (see useAdminRequest). */
export function useAdminPost(): AdminPost {
  const { init, guard } = useAdminRequest();
  return useCallback((url: string, body: unknown) => guard(postJson(url, body, init)), [init, guard]);
}

/** The one way to GET from an admin endpoint (see useAdminRequest). */
export function useAdminGet(): AdminGet {
  const { init, guard } = useAdminRequest();
  return useCallback(
    <T,>(url: string, signal?: AbortSignal) =>
      guard(getJson<T>(url, { ...init, ...(signal ? { signal } : {}) })),
    [init, guard],
  );
}

/** The one way to download a file from an admin endpoint (see useAdminRequest). */
export function useAdminDownload(): AdminDownload {
  const { init, guard } = useAdminRequest();
  return useCallback((url: string, body: unknown) => guard(postForFile(url, body, init)), [init, guard]);
}
