import { AuditLogPage } from "#app/features/admin-audit/index.ts";
import { RequireOwner, useStaffCall } from "#app/features/admin-auth/index.ts";

export default function AuditLog() {
  return (
    <RequireOwner>
      <AuditLogPage call={useStaffCall()} />
    </RequireOwner>
  );
}
