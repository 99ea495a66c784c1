import { Dashboard, staffPageMeta, useStaffCall } from "../features/admin-auth/index.ts";
import { InboxCounts } from "../features/admin-leads/index.ts";

export const meta = () => staffPageMeta("Dashboard");

export default function DashboardRoute() {
  return (
    <Dashboard>
      <InboxCounts call={useStaffCall()} />
    </Dashboard>
  );
}
