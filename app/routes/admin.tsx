import { Navigate, useLocation } from "react-router";
import { STAFF_AREA_PATH, STAFF_PAGES } from "#contracts/staff-pages";
import {
  AdminNotFound,
  AdminSessionProvider,
  AdminShell,
  RequireStaff,
  staffPageMeta,
} from "../features/admin-auth/index.ts";
import type { Route } from "./+types/admin";
import { staffPageAt } from "./admin/staff-page.ts";

const isAreaRoot = (pathname: string) => pathname.replace(/\/$/, "") === STAFF_AREA_PATH;

function titleAt(pathname: string): string {
  if (isAreaRoot(pathname)) return "Dashboard";
  return staffPageAt(pathname)?.page.title ?? "Page not found";
}

export const meta = ({ location }: Route.MetaArgs) => staffPageMeta(titleAt(location.pathname));

/** The page's module is loaded before the navigation shows it, as a route module would be. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await staffPageAt(new URL(request.url).pathname)?.page.Page.preload();
  return null;
}

function StaffPageAt({ pathname }: { pathname: string }) {
  if (isAreaRoot(pathname)) return <Navigate to={STAFF_PAGES.dashboard} replace />;
  const match = staffPageAt(pathname);
  if (!match) return <AdminNotFound />;
  const { page, params } = match;
  // Keyed by the page, so moving between two pages of one module (two outreach tools) starts afresh.
  const content = <page.Page key={page.path} params={params} />;
  return page.signedIn ? <RequireStaff>{content}</RequireStaff> : content;
}

/** The staff area: one session for all its pages, in its own shell without the public header and footer. */
export default function StaffArea() {
  return (
    <AdminSessionProvider>
      <AdminShell>
        <StaffPageAt pathname={useLocation().pathname} />
      </AdminShell>
    </AdminSessionProvider>
  );
}
