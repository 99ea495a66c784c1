import { type LeadKind, leadRef } from "./lead-ref.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS, type OutreachChannel } from "./outreach-channels.ts";

/** Everything under this path is the staff area: rendered in the browser, never indexed. */
export const STAFF_AREA_PATH = "/admin";

/** Whether a path is in the staff area. */
export function isStaffPath(path: string): boolean {
  return path === STAFF_AREA_PATH || path.startsWith(`${STAFF_AREA_PATH}/`);
}

/** The staff area's pages; the outreach tools' come from their registry. */
export const STAFF_PAGES = {
  login: "/admin/login",
  dashboard: "/admin/dashboard",
  leads: "/admin/leads",
  /** The trials booked, by day or week (docs/product/staff-area.md, Trials). */
  trials: "/admin/trials",
  /** Two-factor sign-in (ADR 026); under STAFF_REQUIRE_2FA the only page open until it is on. */
  security: "/admin/security",
  /** Owners only: the staff accounts and the audit log (ADR 036). */
  staffAccounts: "/admin/staff",
  auditLog: "/admin/audit-log",
  /** When each teacher can be booked for a trial; owners edit it (docs/product/staff-area.md, Teachers' hours). */
  teachers: "/admin/teachers",
  /** Outside the sign-in: reached from "Forgot password?" and from an invitation or reset link. */
  forgotPassword: "/admin/forgot-password",
  setPassword: "/admin/set-password",
} as const;

/** The page an invitation or reset link opens; the token is the link's only secret. */
export function setPasswordPath(token: string): string {
  return `${STAFF_PAGES.setPassword}?token=${encodeURIComponent(token)}`;
}

/** A lead's own staff page: /admin/leads/lead/<uuid> or /admin/leads/quote/<uuid>. */
export function leadPagePath(kind: LeadKind, id: string): string {
  return `${STAFF_PAGES.leads}/${kind}/${id}`;
}

/** An outreach tool opened for one lead, which it then prefills and links the send to. */
export function toolForLead(channel: OutreachChannel, kind: LeadKind, id: string): string {
  // A uuid and the kind need no escaping, so the address stays readable: ?lead=quote:<uuid>.
  return `${OUTREACH_CHANNELS[channel].pagePath}?lead=${leadRef(kind, id)}`;
}

export interface StaffNavItem {
  label: string;
  path: string;
  /** Shown only to owners, whose role the server checks again on every request these pages make. */
  ownerOnly?: true;
}

/**
 * The staff navigation: the leads inbox and the trials first, then each outreach tool in the registry's order, then the
 * owners' pages.
 */
export const STAFF_NAV: readonly StaffNavItem[] = [
  { label: "Leads", path: STAFF_PAGES.leads },
  { label: "Trials", path: STAFF_PAGES.trials },
  ...OUTREACH_CHANNEL_IDS.map((channel) => ({
    label: OUTREACH_CHANNELS[channel].title,
    path: OUTREACH_CHANNELS[channel].pagePath,
  })),
  { label: "Teachers' hours", path: STAFF_PAGES.teachers },
  { label: "Staff accounts", path: STAFF_PAGES.staffAccounts, ownerOnly: true },
  { label: "Audit log", path: STAFF_PAGES.auditLog, ownerOnly: true },
];

/** The outreach tool whose page this is, if any. */
export function channelOfPage(pathname: string): OutreachChannel | undefined {
  return OUTREACH_CHANNEL_IDS.find((channel) => OUTREACH_CHANNELS[channel].pagePath === pathname);
}
