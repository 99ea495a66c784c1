import { useStaffCall } from "#app/features/admin-auth/index.ts";
import { LeadPage } from "#app/features/admin-leads/index.ts";
import type { StaffPageProps } from "./staff-page.ts";

export default function Lead({ params }: StaffPageProps) {
  return <LeadPage kind={params.kind} id={params.id} call={useStaffCall()} />;
}
