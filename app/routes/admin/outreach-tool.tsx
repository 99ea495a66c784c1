import { useSignedInStaff, useStaffCall } from "#app/features/admin-auth/index.ts";
import { OUTREACH_FORMS, useOutreachLead } from "#app/features/admin-outreach/index.ts";
import type { OutreachChannel } from "#contracts/outreach-channels";
import type { StaffPageProps } from "./staff-page.ts";

/** An outreach tool's page: its form, opened for the lead in `?lead=` when there is one. */
export default function OutreachTool({ params }: StaffPageProps) {
  const Form = OUTREACH_FORMS[params.channel as OutreachChannel];
  const call = useStaffCall();
  const lead = useOutreachLead(call);
  const { user } = useSignedInStaff();
  return <Form call={call} lead={lead} username={user.username} />;
}
