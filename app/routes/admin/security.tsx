import { SecurityPage, useStaffCall } from "../../features/admin-auth/index.ts";

export default function Security() {
  return <SecurityPage call={useStaffCall()} />;
}
