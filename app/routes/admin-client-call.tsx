import { staffPageMeta, useAdminPost, useSignedInStaff } from "../features/admin-auth/index.ts";
import { CallClientForm } from "../features/admin-outreach/index.ts";

export const meta = () => staffPageMeta("Call Client");

export default function ClientCallRoute() {
  const post = useAdminPost();
  const { user } = useSignedInStaff();
  return <CallClientForm post={post} username={user.username} />;
}
