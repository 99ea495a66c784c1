import { useStaffCall } from "#app/features/admin-auth/index.ts";
import { LeadPage } from "#app/features/admin-leads/index.ts";
import { LeadTrialControls } from "./lead-trial-controls.tsx";
import type { StaffPageProps } from "./staff-page.ts";

export default function Lead({ params }: StaffPageProps) {
  const call = useStaffCall();
  return (
    <LeadPage
      kind={params.kind}
      id={params.id}
      call={call}
      trialControls={(lead, onChanged) => <LeadTrialControls lead={lead} call={call} onChanged={onChanged} />}
    />
  );
}
