import { StaffAccountsPage } from "#app/features/admin-accounts/index.ts";
import { RequireOwner, useStaffCall } from "#app/features/admin-auth/index.ts";

export default function StaffAccounts() {
  return (
    <RequireOwner>
      <StaffAccountsPage call={useStaffCall()} />
    </RequireOwner>
  );
}
