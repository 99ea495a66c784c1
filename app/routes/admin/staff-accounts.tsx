import { StaffAccountsPage } from "../../features/admin-accounts/index.ts";
import { RequireOwner, useStaffCall } from "../../features/admin-auth/index.ts";

export default function StaffAccounts() {
  return (
    <RequireOwner>
      <StaffAccountsPage call={useStaffCall()} />
    </RequireOwner>
  );
}
