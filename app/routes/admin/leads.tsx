import { useSignedInStaff, useStaffCall } from "../../features/admin-auth/index.ts";
import { LeadsInbox } from "../../features/admin-leads/index.ts";

export default function LeadsPage() {
  const { user } = useSignedInStaff();
  return <LeadsInbox call={useStaffCall()} canExport={user.role === "owner"} />;
}
