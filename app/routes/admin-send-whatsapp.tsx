import { staffPageMeta, useAdminGet, useAdminPost } from "../features/admin-auth/index.ts";
import { leadPagePath } from "../features/admin-leads/index.ts";
import { useOutreachLead, WhatsappForm } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send WhatsApp");

export default function SendWhatsappRoute() {
  const lead = useOutreachLead(useAdminGet(), leadPagePath);
  return <WhatsappForm post={useAdminPost()} lead={lead} />;
}
