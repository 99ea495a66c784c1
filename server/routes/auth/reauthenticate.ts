import type { FastifyInstance, FastifyRequest } from "fastify";
import { REAUTHENTICATION_MESSAGES, type ReauthenticationRequest } from "#contracts/staff-password";
import { signedInStaff, staffActor } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { throttledMessage } from "#server/services/login-throttle";
import { verifyPassword } from "#server/services/passwords";
import { createStaffUsers } from "#server/services/staff-users";
import { type SignInRouteOptions, signInSteps } from "./signing-in.ts";

/** A refusal of the proof: its status, its words and the field they are about. */
export class ReauthenticationRefused extends Error {
  constructor(
    readonly statusCode: 400 | 429,
    message: string,
    readonly field: "password" | "code",
  ) {
    super(message);
    this.name = "ReauthenticationRefused";
  }
}

/** Checks that the person at a signed-in browser is its owner; throws ReauthenticationRefused if not. */
export type Reauthenticate = (request: FastifyRequest, proof: ReauthenticationRequest) => Promise<void>;

/**
 * The password (and a code when two-factor sign-in is on) asked again before a change an intruder holding a
 * session would want. Each try counts against the sign-in throttle like a sign-in, so a borrowed session
 * cannot guess the password faster than the sign-in page allows (docs/security.md, "Re-authentication").
 */
export function createReauthentication(
  app: FastifyInstance,
  options: Pick<SignInRouteOptions, "throttle" | "twoFactor" | "production" | "dryRun" | "requireTwoFactor">,
): Reauthenticate {
  const users = createStaffUsers(app.database);
  const audit = createAuditLog(app.database.db);
  const steps = signInSteps(app, options);

  return async (request, { password, code }) => {
    const staff = signedInStaff(request);
    if (staff.twoFactorEnabled && !code) {
      throw new ReauthenticationRefused(400, REAUTHENTICATION_MESSAGES.code, "code");
    }
    const verdict = await options.throttle.admit(await steps.attempt(request, staff.username));
    if (!verdict.admitted) {
      throw new ReauthenticationRefused(429, throttledMessage(verdict.retryAfterMinutes), "password");
    }
    const user = await users.findActiveByUsername(staff.username);
    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    // A wrong password never gets its code checked, so it spends no code and no recovery code.
    const proven =
      passwordMatches &&
      (!staff.twoFactorEnabled ||
        (await options.twoFactor.verify(staff.userId, code ?? "", staffActor(request))) !== undefined);
    if (!proven) {
      await audit.record("reauthentication_failed", {
        ...staffActor(request),
        detail: { reason: passwordMatches ? "wrong_code" : "wrong_password" },
      });
      request.log.info({ userId: staff.userId }, "re-authentication failed");
      throw new ReauthenticationRefused(400, REAUTHENTICATION_MESSAGES.failed, "password");
    }
    await options.throttle.succeeded(verdict.admission);
  };
}
