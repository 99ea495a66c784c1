import { staffPageMeta, useAdminPost } from "../features/admin-auth/index.ts";
import { EmailForm } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send Email");

export default function SendEmailRoute() {
  return <EmailForm post={useAdminPost()} />;
}
