import type { FastifyInstance } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { ApiFailure } from "../../../contracts/endpoint.ts";
import type { DryRunTools } from "../../../contracts/outreach-channels.ts";
import { LOGIN_MESSAGES } from "../../../contracts/staff-auth.ts";
import { noStore } from "../../plugins/internal/staff-session.ts";
import { createAuditLog } from "../../services/audit.ts";
import {
  createLoginThrottle,
  type ThrottleSettings,
  throttledMessage,
} from "../../services/login-throttle.ts";
import { verifyPassword } from "../../services/passwords.ts";
import { createStaffUsers, normaliseUsername } from "../../services/staff-users.ts";
import { apiRoute } from "../api-route.ts";

/** A flood guard in front of the per-username and per-IP counting, which needs the database. */
const ATTEMPTS_PER_MINUTE_PER_IP = 30;

export interface LoginRouteOptions {
  throttle: ThrottleSettings;
  dryRun: DryRunTools;
}

/** `api.login`: checks the password and starts a new session. */
export async function loginRoute(app: FastifyInstance, options: LoginRouteOptions) {
  const users = createStaffUsers(app.database);
  const audit = createAuditLog(app.database.db);
  const throttle = createLoginThrottle(app.database.db, options.throttle);
  const sessions = app.staffSessions;
  const sessionCookie = app.staffSessionCookie;

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.login,
    { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request, reply) => {
      const username = normaliseUsername(request.body.username);
      const userAgent = request.headers["user-agent"];
      const client = { username, ip: request.ip, ...(userAgent ? { userAgent } : {}) };

      // Throttled attempts are refused before the password is checked, so guessing on is pointless.
      const verdict = await throttle.check({ username, ip: request.ip });
      if (verdict.throttled) {
        await audit.record("sign_in_throttled", client);
        request.log.warn({ username, ip: request.ip }, "sign-in throttled");
        const failure: ApiFailure = { success: false, message: throttledMessage(verdict.retryAfterMinutes) };
        return reply.code(429).send(failure);
      }

      // Unknown, disabled and wrong-password attempts all cost one argon2 verification and get one answer.
      const user = await users.findActiveByUsername(username);
      const passwordMatches = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !passwordMatches) {
        await audit.record("sign_in_failed", {
          ...client,
          ...(user ? { userId: user.id } : {}),
          detail: { reason: user ? "wrong_password" : "unknown_or_disabled_user" },
        });
        request.log.info({ username, ip: request.ip }, "sign-in failed");
        const failure: ApiFailure = { success: false, message: LOGIN_MESSAGES.invalidCredentials };
        return reply.code(401).send(failure);
      }

      // A session id that arrived before sign-in may have been planted; it never becomes the signed-in one.
      const previousId = sessionCookie.read(request);
      if (previousId) await sessions.remove(previousId);
      await sessions.purgeExpired();
      const session = await sessions.create(user.id, client);
      sessionCookie.set(reply, session);
      await audit.record("sign_in", { ...client, userId: user.id });
      request.log.info({ userId: user.id }, "staff signed in");

      return {
        success: true,
        token: session.csrfToken,
        user: { username: user.username },
        dryRun: options.dryRun,
      } as const;
    },
  );
}
