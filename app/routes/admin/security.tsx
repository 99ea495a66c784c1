import { SecurityPage, useStaffCall } from "#app/features/admin-auth/index.ts";

export default function Security() {
  return <SecurityPage call={useStaffCall()} />;
}
