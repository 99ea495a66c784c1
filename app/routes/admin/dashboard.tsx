import { Dashboard, useStaffCall } from "#app/features/admin-auth/index.ts";
import { InboxCounts, StudioStats } from "#app/features/admin-leads/index.ts";

export default function DashboardPage() {
  const call = useStaffCall();
  return (
    <Dashboard>
      <InboxCounts call={call} />
      <StudioStats call={call} />
    </Dashboard>
  );
}
