import type { FastifyInstance } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { ApiFailure } from "../../../contracts/endpoint.ts";
import { LOGIN_MESSAGES } from "../../../contracts/staff-auth.ts";
import { noStore } from "../../plugins/internal/staff-session.ts";
import { createAuditLog } from "../../services/audit.ts";
import { createLoginThrottle, type ThrottleSettings } from "../../services/login-throttle.ts";
import { verifyPassword } from "../../services/passwords.ts";
import { createStaffUsers, normaliseUsername } from "../../services/staff-users.ts";
import type { TwoFactorService } from "../../services/two-factor.ts";
import { apiRoute } from "../api-route.ts";
import { refuseThrottled, type SignInOptions, signInClient, startSession } from "./signing-in.ts";

/** A flood guard in front of the per-username and per-IP counting, which needs the database. */
export const ATTEMPTS_PER_MINUTE_PER_IP = 30;

export interface LoginRouteOptions extends SignInOptions {
  throttle: ThrottleSettings;
  twoFactor: TwoFactorService;
}

/** `api.login`: checks the password and starts a new session, or opens the code step (ADR 026). */
export async function loginRoute(app: FastifyInstance, options: LoginRouteOptions) {
  const users = createStaffUsers(app.database);
  const audit = createAuditLog(app.database.db);
  const throttle = createLoginThrottle(app.database.db, options.throttle);

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.login,
    { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request, reply) => {
      const username = normaliseUsername(request.body.username);
      const client = signInClient(request, username);

      // Throttled attempts are refused before the password is checked, so guessing on is pointless.
      const verdict = await throttle.check({ username, ip: request.ip });
      if (verdict.throttled) return refuseThrottled(request, reply, audit, client, verdict.retryAfterMinutes);

      // Unknown, disabled and wrong-password attempts all cost one argon2 verification and get one answer.
      const user = await users.findActiveByUsername(username);
      const passwordMatches = await verifyPassword(user?.passwordHash, request.body.password);

      // With two-factor sign-in, right and wrong passwords alike go on to the code step; only the code
      // step answers, once, whether everything was right, so the password cannot be tested on its own.
      if (user?.twoFactorEnabled) {
        const challenge = await options.twoFactor.openChallenge(user.id, passwordMatches);
        return { codeRequired: true as const, challenge };
      }

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

      return startSession(app, request, reply, audit, user, client, options);
    },
  );
}
