import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { PASSWORD_LINK_MESSAGES } from "#contracts/password-links";
import { noStore } from "#server/plugins/internal/staff-session";
import { PasswordLinkError, type PasswordLinkService } from "#server/services/password-links";
import { apiRoute } from "../api-route.ts";

/** A link's token cannot be guessed; this keeps a flood from costing an argon2 hash per request. */
export const PASSWORD_LINK_REQUESTS_PER_MINUTE_PER_IP = 20;

const LIMIT = {
  config: { rateLimit: { max: PASSWORD_LINK_REQUESTS_PER_MINUTE_PER_IP, timeWindow: 60_000 } },
};

/** A dead link is 410 with one message for every cause; a weak password is 400 at its field. */
async function answerRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof PasswordLinkError)) throw error;
  request.log.info({ ip: request.ip, refusal: error.code }, "password link refused");
  const dead = error.code === "unusable";
  const failure: ApiFailure = { success: false, message: error.message, field: dead ? "token" : "password" };
  return reply.code(dead ? 410 : 400).send(failure);
}

/** The set-password page: whose a link is, and setting the password with it (ADR 036). */
export async function setPasswordRoutes(app: FastifyInstance, { links }: { links: PasswordLinkService }) {
  app.addHook("onRequest", noStore);

  apiRoute(app, api.passwordLinkCheck, LIMIT, (request, reply) =>
    links.check(request.body.token).catch((error) => answerRefusal(error, request, reply)),
  );

  apiRoute(app, api.setPassword, LIMIT, async (request, reply) => {
    const userAgent = request.headers["user-agent"];
    try {
      const { username } = await links.use(request.body.token, request.body.password, {
        ip: request.ip,
        ...(userAgent ? { userAgent } : {}),
      });
      request.log.info({ username }, "a staff password was set through a link");
      return { success: true, message: PASSWORD_LINK_MESSAGES.passwordSet } as const;
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  });
}
