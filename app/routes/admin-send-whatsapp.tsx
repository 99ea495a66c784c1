import { staffPageMeta, useAdminPost } from "../features/admin-auth/index.ts";
import { WhatsappForm } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send WhatsApp");

export default function SendWhatsappRoute() {
  return <WhatsappForm post={useAdminPost()} />;
}
