import { staffPageMeta, useAdminGet, useAdminPost } from "../features/admin-auth/index.ts";
import { leadPagePath } from "../features/admin-leads/index.ts";
import { SmsForm, useOutreachLead } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send SMS");

export default function SendSmsRoute() {
  const lead = useOutreachLead(useAdminGet(), leadPagePath);
  return <SmsForm post={useAdminPost()} lead={lead} />;
}
