import { AuditLogPage } from "../../features/admin-audit/index.ts";
import { RequireOwner, useStaffCall } from "../../features/admin-auth/index.ts";

export default function AuditLog() {
  return (
    <RequireOwner>
      <AuditLogPage call={useStaffCall()} />
    </RequireOwner>
  );
}
