import type { FastifyInstance } from "fastify";
import type { DryRunTools, VerifyAuthResponse } from "../../../contracts/staff-auth.ts";
import { noStore } from "../../plugins/staff-session.ts";

export interface VerifyAuthRouteOptions {
  dryRun: DryRunTools;
}

/** GET /api/verify-auth: whether the browser's cookie is a live session, and its CSRF token. Always 200. */
export async function verifyAuthRoute(app: FastifyInstance, options: VerifyAuthRouteOptions) {
  const sessionCookie = app.staffSessionCookie;
  const signedOut: VerifyAuthResponse = { authenticated: false };

  app.addHook("onRequest", noStore);

  app.get("/api/verify-auth", async (request, reply): Promise<VerifyAuthResponse> => {
    const id = sessionCookie.read(request);
    if (!id) return signedOut;
    const staff = await app.staffSessions.lookup(id);
    if (!staff) {
      // The browser holds a dead id; dropping it saves a look-up on every later request.
      sessionCookie.clear(reply);
      return signedOut;
    }
    return {
      authenticated: true,
      token: staff.csrfToken,
      user: { username: staff.username },
      dryRun: options.dryRun,
    };
  });
}
