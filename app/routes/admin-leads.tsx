import { staffPageMeta, useStaffCall } from "../features/admin-auth/index.ts";
import { LeadsInbox } from "../features/admin-leads/index.ts";

export const meta = () => staffPageMeta("Leads");

export default function LeadsRoute() {
  return <LeadsInbox call={useStaffCall()} />;
}
