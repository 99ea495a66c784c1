import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { signedInStaff, staffActor } from "#server/plugins/internal/staff-session";
import { TwoFactorError, type TwoFactorService } from "#server/services/two-factor";
import { apiRoute } from "../api-route.ts";
import { type Reauthenticate, ReauthenticationRefused } from "../auth/reauthenticate.ts";
import { answerReauthenticationRefused } from "./account-password.ts";

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  /** STAFF_REQUIRE_2FA. */
  required: boolean;
  reauthenticate: Reauthenticate;
}

/** Open to a session STAFF_REQUIRE_2FA still holds back: these are how it gets enrolled. */
const SETUP = { config: { twoFactorSetup: true } };

/** A refusal the person can act on is a 400 (or 429) with its words; anything else is a fault. */
async function answerRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ReauthenticationRefused) return answerReauthenticationRefused(error, reply);
  if (!(error instanceof TwoFactorError)) throw error;
  request.log.info({ userId: request.staff?.userId, refusal: error.code }, "two-factor change refused");
  const failure: ApiFailure = { success: false, message: error.message, field: "code" };
  return reply.code(400).send(failure);
}

/** The Security page: enrolment, recovery codes and turning two-factor sign-in off (ADR 026). */
export async function twoFactorRoutes(
  app: FastifyInstance,
  { twoFactor, required, reauthenticate }: TwoFactorRoutesOptions,
) {
  apiRoute(app, api.twoFactorStatus, SETUP, async (request) => ({
    ...(await twoFactor.status(signedInStaff(request).userId)),
    required,
  }));

  // The password again first: a session left open on a shared computer must not be enough to bind the
  // account to someone else's phone.
  apiRoute(app, api.twoFactorBegin, SETUP, async (request, reply) => {
    const staff = signedInStaff(request);
    try {
      await reauthenticate(request, request.body);
      return await twoFactor.begin(staff.userId, staff.username);
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  });

  apiRoute(app, api.twoFactorConfirm, SETUP, async (request, reply) => {
    try {
      const actor = staffActor(request);
      const keepSession = signedInStaff(request).sessionIdHash;
      const recoveryCodes = await twoFactor.confirm(actor.userId, request.body.code, {
        ...actor,
        keepSession,
      });
      request.log.info({ userId: actor.userId }, "two-factor sign-in turned on");
      return { recoveryCodes };
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  });

  apiRoute(app, api.twoFactorRecoveryCodes, {}, async (request, reply) => {
    try {
      const actor = staffActor(request);
      return {
        recoveryCodes: await twoFactor.regenerateRecoveryCodes(actor.userId, request.body.code, actor),
      };
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  });

  apiRoute(app, api.twoFactorDisable, {}, async (request, reply) => {
    try {
      const actor = staffActor(request);
      await twoFactor.disable(actor.userId, request.body.code, actor);
      request.log.info({ userId: actor.userId }, "two-factor sign-in turned off");
      return { success: true as const };
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  });
}
