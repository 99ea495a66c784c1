import { Outlet } from "react-router";
import { AdminSessionProvider, AdminShell } from "../features/admin-auth/index.ts";

/** The staff area: one session for all its pages, in its own shell without the public header and footer. */
export default function AdminLayout() {
  return (
    <AdminSessionProvider>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </AdminSessionProvider>
  );
}
