import { Outlet } from "react-router";
import { RequireStaff } from "../features/admin-auth/index.ts";

/** Every staff page below needs a signed-in session. */
export default function AdminStaffPages() {
  return (
    <RequireStaff>
      <Outlet />
    </RequireStaff>
  );
}
