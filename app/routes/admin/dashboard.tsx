import { Dashboard, useStaffCall } from "../../features/admin-auth/index.ts";
import { InboxCounts, StudioStats } from "../../features/admin-leads/index.ts";

export default function DashboardPage() {
  const call = useStaffCall();
  return (
    <Dashboard>
      <InboxCounts call={call} />
      <StudioStats call={call} />
    </Dashboard>
  );
}
