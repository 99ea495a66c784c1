import { useLocation } from "react-router";
import { STAFF_PAGES } from "../../contracts/staff-pages.ts";
import { StaffAccountsPage } from "../features/admin-accounts/index.ts";
import { AuditLogPage } from "../features/admin-audit/index.ts";
import { RequireOwner, staffPageMeta, useStaffCall } from "../features/admin-auth/index.ts";
import type { Route } from "./+types/admin-owner-pages";

/** routes.ts registers this module for both owners' pages: the staff accounts and the audit log. */
const isAuditLog = (pathname: string) => pathname === STAFF_PAGES.auditLog;

export const meta = ({ location }: Route.MetaArgs) =>
  staffPageMeta(isAuditLog(location.pathname) ? "Audit log" : "Staff accounts");

export default function OwnerPagesRoute() {
  const call = useStaffCall();
  const audit = isAuditLog(useLocation().pathname);
  return (
    <RequireOwner>{audit ? <AuditLogPage call={call} /> : <StaffAccountsPage call={call} />}</RequireOwner>
  );
}
