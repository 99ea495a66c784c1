import { z } from "zod";
import { STAFF_PAGES } from "#contracts/staff-pages";

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
  if (!from?.pathname.startsWith("/admin/") || from.pathname === STAFF_PAGES.login)
    return STAFF_PAGES.dashboard;
  return `${from.pathname}${from.search}${from.hash}`;
}
