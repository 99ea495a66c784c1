import { staffPageMeta, useAdminGet, useAdminPost } from "../features/admin-auth/index.ts";
import { leadPagePath } from "../features/admin-leads/index.ts";
import { EmailForm, useOutreachLead } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send Email");

export default function SendEmailRoute() {
  const lead = useOutreachLead(useAdminGet(), leadPagePath);
  return <EmailForm post={useAdminPost()} lead={lead} />;
}
