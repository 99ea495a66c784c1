import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { noStore } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { verifyPassword } from "#server/services/passwords";
import { createStaffUsers, normaliseUsername } from "#server/services/staff-users";
import { apiRoute } from "../api-route.ts";
import { type SignInRouteOptions, signInSteps } from "./signing-in.ts";

/** A flood guard in front of the sign-in throttle, which needs the database. */
export const ATTEMPTS_PER_MINUTE_PER_IP = 30;

/**
 * `api.login`: checks the password and starts a new session, or opens the code step (ADR 026). The attempt
 * is counted against the throttle before the password is checked, and every attempt that does not sign in
 * (unknown user, disabled, wrong password, or any password of a two-factor user) gets the same answer: the
 * code step, which alone says, once, whether everything was right (ADR 035).
 */
export async function loginRoute(app: FastifyInstance, options: SignInRouteOptions) {
  const users = createStaffUsers(app.database);
  const audit = createAuditLog(app.database.db);
  const steps = signInSteps(app, options);

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.login,
    { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request, reply) => {
      const username = normaliseUsername(request.body.username);
      const attempt = await steps.attempt(request, username);
      const verdict = await options.throttle.admit(attempt);
      if (!verdict.admitted)
        return steps.refuseThrottled(request, reply, username, verdict.retryAfterMinutes);

      // Unknown, disabled and wrong-password attempts all cost one argon2 verification and get one answer.
      const user = await users.findActiveByUsername(username);
      const passwordMatches = await verifyPassword(user?.passwordHash, request.body.password);

      if (user && passwordMatches && !user.twoFactorEnabled) {
        return steps.signedIn(request, reply, user, verdict.admission, {});
      }
      if (!(user && passwordMatches)) {
        await audit.record("sign_in_failed", {
          ...steps.client(request, username),
          ...(user ? { userId: user.id } : {}),
          detail: { reason: user ? "wrong_password" : "unknown_or_disabled_user" },
        });
        request.log.info({ username, ip: request.ip }, "sign-in failed at the password step");
      }
      const challenge = await options.twoFactor.openChallenge({
        userId: user?.id ?? null,
        username,
        passwordMatched: passwordMatches && user !== undefined,
        admission: verdict.admission,
      });
      return { codeRequired: true as const, challenge };
    },
  );
}
