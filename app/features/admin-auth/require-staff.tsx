import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { useAdminSession } from "./admin-session.tsx";
import type { CameFromState } from "./came-from.ts";
import { SessionCheck } from "./session-check.tsx";

/**
 * The admin guard: staff pages render only for a signed-in session. A signed-out person goes to the
 * login page, which remembers this page (path, query and fragment) to return to; after a logout the
 * next sign-in starts at the dashboard instead. A session that must still turn on two-factor sign-in
 * sees only the Security page.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { session } = useAdminSession();
  const { pathname, search, hash } = useLocation();
  if (session.status === "initialising") return <SessionCheck />;
  if (session.status === "signed-out") {
    const state: CameFromState | undefined =
      session.reason === "logout" ? undefined : { from: { pathname, search, hash } };
    return <Navigate to={STAFF_PAGES.login} replace state={state} />;
  }
  // STAFF_REQUIRE_2FA: the server refuses everything else until enrolment, so go where it happens.
  if (session.info.mustEnrolTwoFactor && pathname !== STAFF_PAGES.security) {
    return <Navigate to={STAFF_PAGES.security} replace />;
  }
  return children;
}
