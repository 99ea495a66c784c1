import type { FastifyInstance } from "fastify";
import * as api from "../../../contracts/api.ts";
import type { ApiFailure } from "../../../contracts/endpoint.ts";
import { TWO_FACTOR_MESSAGES } from "../../../contracts/two-factor.ts";
import { noStore } from "../../plugins/internal/staff-session.ts";
import { createAuditLog } from "../../services/audit.ts";
import { createLoginThrottle, type ThrottleSettings } from "../../services/login-throttle.ts";
import type { TwoFactorService } from "../../services/two-factor.ts";
import { apiRoute } from "../api-route.ts";
import { ATTEMPTS_PER_MINUTE_PER_IP } from "./login.ts";
import { refuseThrottled, type SignInOptions, signInClient, startSession } from "./signing-in.ts";

export interface LoginCodeRouteOptions extends SignInOptions {
  throttle: ThrottleSettings;
  twoFactor: TwoFactorService;
}

/**
 * `api.loginCode`: the code step of a sign-in the password step opened. Every refusal (wrong password,
 * wrong or reused code, a pending sign-in that timed out) is the same 401 with the same words; the
 * pending sign-in is spent either way, so the next try starts again with the password (ADR 026).
 */
export async function loginCodeRoute(app: FastifyInstance, options: LoginCodeRouteOptions) {
  const audit = createAuditLog(app.database.db);
  const throttle = createLoginThrottle(app.database.db, options.throttle);
  const failure: ApiFailure = { success: false, message: TWO_FACTOR_MESSAGES.signInFailed };

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.loginCode,
    { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request, reply) => {
      const pending = await options.twoFactor.takeChallenge(request.body.challenge);
      if (!pending) {
        request.log.info({ ip: request.ip }, "sign-in code step without a live pending sign-in");
        return reply.code(401).send(failure);
      }
      const client = signInClient(request, pending.username);

      const verdict = await throttle.check({ username: pending.username, ip: request.ip });
      if (verdict.throttled) return refuseThrottled(request, reply, audit, client, verdict.retryAfterMinutes);

      // A wrong password never gets its code checked, so it spends no code and no recovery code.
      const factor = pending.passwordMatched
        ? await options.twoFactor.verify(pending.userId, request.body.code, client)
        : undefined;
      if (!factor) {
        await audit.record("two_factor_failed", {
          ...client,
          userId: pending.userId,
          detail: { reason: pending.passwordMatched ? "wrong_code" : "wrong_password" },
        });
        request.log.info({ username: pending.username, ip: request.ip }, "sign-in failed at the code step");
        return reply.code(401).send(failure);
      }

      const user = { id: pending.userId, username: pending.username, twoFactorEnabled: true };
      return startSession(app, request, reply, audit, user, { ...client, detail: { factor } }, options);
    },
  );
}
