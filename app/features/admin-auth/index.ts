export { AdminNotFound } from "./admin-not-found.tsx";
export { ADMIN_TOOLS, DASHBOARD_PATH, LEADS_PATH, OUTREACH_TOOL_PATHS } from "./admin-paths.ts";
export {
  type AdminDownload,
  type AdminGet,
  type AdminPost,
  AdminSessionProvider,
  useAdminDownload,
  useAdminGet,
  useAdminPost,
  useSignedInStaff,
} from "./admin-session.tsx";
export { AdminShell } from "./admin-shell.tsx";
export { Dashboard } from "./dashboard.tsx";
export { LoginPage } from "./login-page.tsx";
export { RequireStaff } from "./require-staff.tsx";
export { staffPageMeta } from "./staff-page-meta.ts";
