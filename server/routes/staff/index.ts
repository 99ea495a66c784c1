import type { FastifyInstance } from "fastify";
import { STAFF_AREA } from "#server/plugins/internal/api-schemas";
import { noStore } from "#server/plugins/internal/staff-session";

/** A group of staff routes, bound to what it needs (see app.ts). */
export type StaffRoutes = (staff: FastifyInstance) => Promise<void>;

export interface StaffAreaOptions {
  routes: readonly StaffRoutes[];
}

/**
 * Every staff route is registered in here, and nowhere else: this encapsulated plugin's hooks run for
 * each of them before anything else, so none can answer without a live session and its CSRF token, and
 * none can be cached. A staff endpoint of contracts/api.ts registered outside it stops the server at
 * start (api-schemas.ts), so a new route cannot be left unguarded by forgetting a hook.
 */
export async function staffArea(staff: FastifyInstance, options: StaffAreaOptions) {
  staff.decorate(STAFF_AREA, true);
  staff.addHook("onRequest", noStore);
  staff.addHook("onRequest", staff.requireStaff);
  for (const routes of options.routes) await staff.register(routes);
}
