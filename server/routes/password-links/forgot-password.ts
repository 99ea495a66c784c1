import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { PASSWORD_LINK_MESSAGES } from "#contracts/password-links";
import { noStore } from "#server/plugins/internal/staff-session";
import type { ForgotPassword } from "#server/services/forgot-password";
import { apiRoute } from "../api-route.ts";

/** Each address may ask this often; the accounts' own limit (3 links an hour) is the service's. */
export const FORGOT_PASSWORD_PER_MINUTE_PER_IP = 5;

/**
 * `api.forgotPassword`: the same answer, at once, whatever the login matches; the link is made and
 * e-mailed after it (ADR 036).
 */
export async function forgotPasswordRoute(app: FastifyInstance, { forgot }: { forgot: ForgotPassword }) {
  const answer = { success: true, message: PASSWORD_LINK_MESSAGES.sent } as const;

  app.addHook("onRequest", noStore);

  apiRoute(
    app,
    api.forgotPassword,
    { config: { rateLimit: { max: FORGOT_PASSWORD_PER_MINUTE_PER_IP, timeWindow: 60_000 } } },
    async (request) => {
      const userAgent = request.headers["user-agent"];
      forgot.request(request.body.login, { ip: request.ip, ...(userAgent ? { userAgent } : {}) });
      return answer;
    },
  );
}
