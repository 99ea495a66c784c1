export { AdminNotFound } from "./admin-not-found.tsx";
export { AdminSessionProvider, useSignedInStaff, useStaffCall } from "./admin-session.tsx";
export { AdminShell } from "./admin-shell.tsx";
export { Dashboard } from "./dashboard.tsx";
export { LoginPage } from "./login-page.tsx";
export { RequireStaff } from "./require-staff.tsx";
export { SecurityPage } from "./security-page.tsx";
export { staffPageMeta } from "./staff-page-meta.ts";
