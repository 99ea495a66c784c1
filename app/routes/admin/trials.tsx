import { useStaffCall } from "#app/features/admin-auth/index.ts";
import { TrialsPage } from "#app/features/admin-trials/index.ts";

export default function Trials() {
  return <TrialsPage call={useStaffCall()} />;
}
