import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { TWO_FACTOR_MESSAGES } from "#contracts/two-factor";
import { noStore } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { apiRoute } from "../api-route.ts";
import { ATTEMPTS_PER_MINUTE_PER_IP } from "./login.ts";
import { type SignInRouteOptions, signInSteps } from "./signing-in.ts";

/**
 * `api.loginCode`: the code step of a sign-in the password step opened. Every refusal (wrong password,
 * unknown user, wrong or reused code, a pending sign-in that timed out) is the same 401 with the same words;
 * the pending sign-in is spent either way, so the next try starts again with the password (ADR 026). The
 * password step already counted this attempt against the throttle, and each pending sign-in takes one code,
 * so the code step needs no count of its own (ADR 035).
 */
export async function loginCodeRoute(app: FastifyInstance, options: SignInRouteOptions) {
  const audit = createAuditLog(app.database.db);
  const steps = signInSteps(app, options);
  const failure: ApiFailure = { success: false, message: TWO_FACTOR_MESSAGES.signInFailed };

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.loginCode,
    { config: { rateLimit: { max: ATTEMPTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request, reply) => {
      const pending = await options.twoFactor.takeChallenge(request.body.challenge);
      if (!pending?.userId || !pending.role || !pending.passwordMatched) {
        request.log.info({ username: pending?.username, ip: request.ip }, "sign-in refused at the code step");
        return reply.code(401).send(failure);
      }
      const client = steps.client(request, pending.username);
      const factor = await options.twoFactor.verify(pending.userId, request.body.code, client);
      if (!factor) {
        await audit.record("two_factor_failed", {
          ...client,
          userId: pending.userId,
          detail: { reason: "wrong_code" },
        });
        request.log.info({ username: pending.username, ip: request.ip }, "sign-in failed at the code step");
        return reply.code(401).send(failure);
      }

      const user = {
        id: pending.userId,
        username: pending.username,
        role: pending.role,
        twoFactorEnabled: true,
      };
      return steps.signedIn(request, reply, user, pending.admission, { factor });
    },
  );
}
