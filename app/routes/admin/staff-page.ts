import { matchPath } from "react-router";
import { lazyWithPreload, type PreloadableComponent } from "#app/components/ui/lazy-with-preload.tsx";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS } from "#contracts/outreach-channels";
import { STAFF_PAGES } from "#contracts/staff-pages";

/** What a staff page receives: the path's parameters (a lead's kind and id, an outreach tool's channel). */
export interface StaffPageProps {
  params: Readonly<Record<string, string | undefined>>;
}

export interface StaffPage {
  /** A path pattern, as React Router matches it. */
  path: string;
  title: string;
  /** Whether the page needs a signed-in session (the sign-in and its password links do not). */
  signedIn: boolean;
  Page: PreloadableComponent<StaffPageProps>;
  /** Parameters the page takes from its entry rather than from the path. */
  fixed?: Readonly<Record<string, string>>;
}

const page = (load: () => Promise<{ default: (props: StaffPageProps) => React.JSX.Element }>) =>
  lazyWithPreload<StaffPageProps>(() => load().then((module) => module.default));

const outreachTool = page(() => import("./outreach-tool.tsx"));

/**
 * Every staff page, each module loaded when its page is opened. The staff area is one route in
 * app/routes.ts, so a new staff page adds nothing to the route manifest every public page downloads
 * (docs/architecture.md, "The staff area's pages").
 */
export const STAFF_AREA_PAGES: readonly StaffPage[] = [
  { path: STAFF_PAGES.login, title: "Sign In", signedIn: false, Page: page(() => import("./sign-in.tsx")) },
  {
    path: STAFF_PAGES.forgotPassword,
    title: "Forgot password",
    signedIn: false,
    Page: page(() => import("./forgot-password.tsx")),
  },
  {
    path: STAFF_PAGES.setPassword,
    title: "Set your password",
    signedIn: false,
    Page: page(() => import("./set-password.tsx")),
  },
  {
    path: STAFF_PAGES.dashboard,
    title: "Dashboard",
    signedIn: true,
    Page: page(() => import("./dashboard.tsx")),
  },
  { path: STAFF_PAGES.leads, title: "Leads", signedIn: true, Page: page(() => import("./leads.tsx")) },
  {
    path: `${STAFF_PAGES.leads}/:kind/:id`,
    title: "Lead",
    signedIn: true,
    Page: page(() => import("./lead.tsx")),
  },
  { path: STAFF_PAGES.trials, title: "Trials", signedIn: true, Page: page(() => import("./trials.tsx")) },
  {
    path: STAFF_PAGES.teachers,
    title: "Teachers' hours",
    signedIn: true,
    Page: page(() => import("./teachers.tsx")),
  },
  {
    path: STAFF_PAGES.security,
    title: "Security",
    signedIn: true,
    Page: page(() => import("./security.tsx")),
  },
  {
    path: STAFF_PAGES.staffAccounts,
    title: "Staff accounts",
    signedIn: true,
    Page: page(() => import("./staff-accounts.tsx")),
  },
  {
    path: STAFF_PAGES.auditLog,
    title: "Audit log",
    signedIn: true,
    Page: page(() => import("./audit-log.tsx")),
  },
  ...OUTREACH_CHANNEL_IDS.map((channel) => ({
    path: OUTREACH_CHANNELS[channel].pagePath,
    title: OUTREACH_CHANNELS[channel].title,
    signedIn: true,
    Page: outreachTool,
    fixed: { channel },
  })),
];

export interface StaffPageMatch {
  page: StaffPage;
  params: StaffPageProps["params"];
}

/** The page at a path in the staff area, or undefined for `/admin` itself and for paths that are no page. */
export function staffPageAt(pathname: string): StaffPageMatch | undefined {
  for (const page of STAFF_AREA_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: { ...match.params, ...page.fixed } };
  }
  return undefined;
}
