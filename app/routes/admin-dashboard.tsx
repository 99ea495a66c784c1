import { useLocation } from "react-router";
import { STAFF_PAGES } from "../../contracts/staff-pages.ts";
import { Dashboard, SecurityPage, staffPageMeta, useStaffCall } from "../features/admin-auth/index.ts";
import { InboxCounts, StudioStats } from "../features/admin-leads/index.ts";
import type { Route } from "./+types/admin-dashboard";

/** routes.ts registers this module for the dashboard and for the Security page. */
const isSecurityPage = (pathname: string) => pathname === STAFF_PAGES.security;

export const meta = ({ location }: Route.MetaArgs) =>
  staffPageMeta(isSecurityPage(location.pathname) ? "Security" : "Dashboard");

export default function DashboardRoute() {
  const call = useStaffCall();
  if (isSecurityPage(useLocation().pathname)) return <SecurityPage call={call} />;
  return (
    <Dashboard>
      <InboxCounts call={call} />
      <StudioStats call={call} />
    </Dashboard>
  );
}
