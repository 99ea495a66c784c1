import { staffPageMeta, useAdminGet, useAdminPost, useSignedInStaff } from "../features/admin-auth/index.ts";
import { leadPagePath } from "../features/admin-leads/index.ts";
import { CallClientForm, useOutreachLead } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Call Client");

export default function ClientCallRoute() {
  const post = useAdminPost();
  const lead = useOutreachLead(useAdminGet(), leadPagePath);
  const { user } = useSignedInStaff();
  return <CallClientForm post={post} username={user.username} lead={lead} />;
}
