import type { FastifyInstance, FastifyReply } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { REAUTHENTICATION_MESSAGES } from "#contracts/staff-password";
import { signedInStaff, staffActor } from "#server/plugins/internal/staff-session";
import { changeOwnPassword, WeakPasswordError } from "#server/services/own-password";
import { apiRoute } from "../api-route.ts";
import { type Reauthenticate, ReauthenticationRefused } from "../auth/reauthenticate.ts";

/** The proof was refused: its words at its field. */
export function answerReauthenticationRefused(error: ReauthenticationRefused, reply: FastifyReply) {
  const failure: ApiFailure = { success: false, message: error.message, field: error.field };
  return reply.code(error.statusCode).send(failure);
}

/** `api.changePassword`: the Security page's new password, after the current one (and a code). */
export async function accountPasswordRoutes(
  app: FastifyInstance,
  options: { reauthenticate: Reauthenticate },
) {
  apiRoute(app, api.changePassword, {}, async (request, reply) => {
    const staff = signedInStaff(request);
    try {
      await options.reauthenticate(request, request.body);
      await changeOwnPassword(app.database, {
        userId: staff.userId,
        newPassword: request.body.newPassword,
        keepSession: staff.sessionIdHash,
        context: staffActor(request),
      });
    } catch (error) {
      if (error instanceof ReauthenticationRefused) return answerReauthenticationRefused(error, reply);
      if (!(error instanceof WeakPasswordError)) throw error;
      const failure: ApiFailure = { success: false, message: error.message, field: "newPassword" };
      return reply.code(400).send(failure);
    }
    request.log.info({ userId: staff.userId }, "staff changed their password");
    return { success: true as const, message: REAUTHENTICATION_MESSAGES.passwordChanged };
  });
}
