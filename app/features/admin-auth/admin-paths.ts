import { z } from "zod";
import type { OutreachChannel } from "../../../contracts/outreach.ts";

export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";

export const LEADS_PATH = "/admin/leads";

/** The staff tools in the top navigation, in the spec's order. */
export const ADMIN_TOOLS = [
  { label: "Call Client", path: "/admin/client-call", channel: "call" },
  { label: "Send SMS", path: "/admin/send-sms", channel: "sms" },
  { label: "Send Email", path: "/admin/send-email", channel: "email" },
  { label: "Send WhatsApp", path: "/admin/send-whatsapp", channel: "whatsapp" },
] as const satisfies readonly { label: string; path: string; channel: OutreachChannel }[];

/** The top navigation: the leads inbox first, then the spec's four tools. */
export const ADMIN_NAV: readonly { label: string; path: string }[] = [
  { label: "Leads", path: LEADS_PATH },
  ...ADMIN_TOOLS,
];

/** Each outreach tool's page, for links that open a tool for one lead. */
export const OUTREACH_TOOL_PATHS = Object.fromEntries(
  ADMIN_TOOLS.map((tool) => [tool.channel, tool.path]),
) as Record<OutreachChannel, string>;

/** What the guard leaves in the login page's navigation state: the page a signed-out person asked for. */
export interface CameFromState {
  from: { pathname: string; search: string; hash: string };
}

const cameFromSchema = z.object({
  from: z.object({ pathname: z.string(), search: z.string(), hash: z.string() }),
});

/**
 * Where to go after signing in. History state can hold anything, so only a staff page other than the
 * login page itself is trusted; everything else means the dashboard.
 */
export function afterSignInPath(state: unknown): string {
  const from = cameFromSchema.safeParse(state).data?.from;
  if (!from?.pathname.startsWith("/admin/") || from.pathname === LOGIN_PATH) return DASHBOARD_PATH;
  return `${from.pathname}${from.search}${from.hash}`;
}
