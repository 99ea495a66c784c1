import { staffPageMeta, useAdminPost } from "../features/admin-auth/index.ts";
import { SmsForm } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Send SMS");

export default function SendSmsRoute() {
  return <SmsForm post={useAdminPost()} />;
}
