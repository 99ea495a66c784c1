import { useParams } from "react-router";
import { staffPageMeta, useStaffCall } from "../features/admin-auth/index.ts";
import { LeadPage } from "../features/admin-leads/index.ts";

export const meta = () => staffPageMeta("Lead");

export default function LeadRoute() {
  const { kind, id } = useParams();
  return <LeadPage kind={kind} id={id} call={useStaffCall()} />;
}
