import { staffPageMeta, useSignedInStaff, useStaffCall } from "../features/admin-auth/index.ts";
import { LeadsInbox } from "../features/admin-leads/index.ts";

export const meta = () => staffPageMeta("Leads");

export default function LeadsRoute() {
  const { user } = useSignedInStaff();
  return <LeadsInbox call={useStaffCall()} canExport={user.role === "owner"} />;
}
