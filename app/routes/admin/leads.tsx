import { useSignedInStaff, useStaffCall } from "#app/features/admin-auth/index.ts";
import { LeadsInbox } from "#app/features/admin-leads/index.ts";

export default function LeadsPage() {
  const { user } = useSignedInStaff();
  return <LeadsInbox call={useStaffCall()} canExport={user.role === "owner"} />;
}
