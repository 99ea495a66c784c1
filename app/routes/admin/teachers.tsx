import { useSignedInStaff, useStaffCall } from "#app/features/admin-auth/index.ts";
import { TeacherHoursPage } from "#app/features/admin-teachers/index.ts";

export default function Teachers() {
  const { user } = useSignedInStaff();
  return <TeacherHoursPage call={useStaffCall()} canEdit={user.role === "owner"} />;
}
