import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { noStore } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { apiRoute } from "../api-route.ts";

/**
 * `api.logout` ends the session server-side and clears the cookie. It asks for no CSRF token: the
 * spec's client sends none, and a forged request could only sign the victim out of their own session,
 * which harms nothing and which SameSite=Lax already blocks from other sites' forms and scripts.
 */
export async function logoutRoute(app: FastifyInstance) {
  const audit = createAuditLog(app.database.db);
  const sessionCookie = app.staffSessionCookie;
  const done = { success: true } as const;

  app.addHook("onRequest", noStore);

  apiRoute(app, api.logout, {}, async (request, reply) => {
    const id = sessionCookie.read(request);
    const ended = id ? await app.staffSessions.remove(id) : undefined;
    if (ended) {
      const userAgent = request.headers["user-agent"];
      await audit.record("sign_out", {
        ...ended,
        ip: request.ip,
        ...(userAgent ? { userAgent } : {}),
      });
      request.log.info({ userId: ended.userId }, "staff signed out");
    }
    sessionCookie.clear(reply);
    return done;
  });
}
