import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { DryRunTools } from "#contracts/outreach-channels";
import { noStore } from "#server/plugins/internal/staff-session";
import { apiRoute } from "../api-route.ts";
import { enrolmentDue } from "./signing-in.ts";

export interface VerifyAuthRouteOptions {
  dryRun: DryRunTools;
  /** STAFF_REQUIRE_2FA. */
  requireTwoFactor: boolean;
}

/** `api.verifyAuth`: whether the browser's cookie is a live session, and its CSRF token. Always 200. */
export async function verifyAuthRoute(app: FastifyInstance, options: VerifyAuthRouteOptions) {
  const sessionCookie = app.staffSessionCookie;
  const signedOut = { authenticated: false } as const;

  app.addHook("onRequest", noStore);

  apiRoute(app, api.verifyAuth, {}, async (request, reply) => {
    const id = sessionCookie.read(request);
    if (!id) return signedOut;
    const staff = await app.staffSessions.lookup(id);
    if (!staff) {
      // The browser holds a dead id; dropping it saves a look-up on every later request.
      sessionCookie.clear(reply);
      return signedOut;
    }
    return {
      authenticated: true as const,
      token: staff.csrfToken,
      user: { username: staff.username, role: staff.role },
      dryRun: options.dryRun,
      ...enrolmentDue(options.requireTwoFactor, staff.twoFactorEnabled),
    };
  });
}
