import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiFailure } from "../../../contracts/endpoint.ts";
import type { DryRunTools } from "../../../contracts/outreach-channels.ts";
import type { AuditContext, AuditLog } from "../../services/audit.ts";
import { throttledMessage } from "../../services/login-throttle.ts";

/** What the password step and the code step both need to finish a sign-in. */
export interface SignInOptions {
  dryRun: DryRunTools;
  /** STAFF_REQUIRE_2FA. */
  requireTwoFactor: boolean;
}

/** Who is signing in, from where: the audit log's context for every step. */
export function signInClient(request: FastifyRequest, username: string) {
  const userAgent = request.headers["user-agent"];
  return { username, ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** 429 with the minutes to wait; recorded and logged. */
export async function refuseThrottled(
  request: FastifyRequest,
  reply: FastifyReply,
  audit: AuditLog,
  client: AuditContext & { username: string },
  retryAfterMinutes: number,
): Promise<FastifyReply> {
  await audit.record("sign_in_throttled", client);
  request.log.warn({ username: client.username, ip: request.ip }, "sign-in throttled");
  const failure: ApiFailure = { success: false, message: throttledMessage(retryAfterMinutes) };
  return reply.code(429).send(failure);
}

/** Starts the session of a user who passed every step, and answers what the browser needs. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  audit: AuditLog,
  user: { id: string; username: string; twoFactorEnabled: boolean },
  client: AuditContext,
  options: SignInOptions,
) {
  // A session id that arrived before sign-in may have been planted; it never becomes the signed-in one.
  const previousId = app.staffSessionCookie.read(request);
  if (previousId) await app.staffSessions.remove(previousId);
  await app.staffSessions.purgeExpired();
  const session = await app.staffSessions.create(user.id, client);
  app.staffSessionCookie.set(reply, session);
  await audit.record("sign_in", { ...client, userId: user.id });
  request.log.info({ userId: user.id }, "staff signed in");
  return {
    success: true as const,
    token: session.csrfToken,
    user: { username: user.username },
    dryRun: options.dryRun,
    ...enrolmentDue(options.requireTwoFactor, user.twoFactorEnabled),
  };
}

/** The session info's flag that sends the browser to enrolment (STAFF_REQUIRE_2FA, not enrolled yet). */
export function enrolmentDue(required: boolean, enabled: boolean): { mustEnrolTwoFactor?: true } {
  return required && !enabled ? { mustEnrolTwoFactor: true } : {};
}
