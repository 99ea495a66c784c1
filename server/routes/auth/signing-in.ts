import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiFailure } from "#contracts/endpoint";
import type { DryRunTools } from "#contracts/outreach-channels";
import type { StaffRole } from "#contracts/staff-roles";
import { createAuditLog } from "#server/services/audit";
import type { Admission, LoginThrottle, SignInAttempt } from "#server/services/login-throttle";
import { throttledMessage } from "#server/services/login-throttle";
import { createTrustedDevices, TRUSTED_DEVICE_DAYS } from "#server/services/trusted-devices";
import type { TwoFactorService } from "#server/services/two-factor";

/** What the password step and the code step both need. */
export interface SignInRouteOptions {
  dryRun: DryRunTools;
  /** STAFF_REQUIRE_2FA. */
  requireTwoFactor: boolean;
  twoFactor: TwoFactorService;
  throttle: LoginThrottle;
  /** Production cookies are `__Host-` and Secure, like the session's. */
  production: boolean;
}

/**
 * The device cookie (OWASP's name): a browser's proof that a staff member signed in on it before, read only
 * by the sign-in steps. Strict, because no other site ever has a reason to send it; persistent, because it
 * must outlive the browser session to be of use.
 */
function deviceCookie(production: boolean) {
  const name = production ? "__Host-harmoni_device" : "harmoni_device";
  const attributes = {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: production,
    maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
  } as const;
  return {
    read: (request: FastifyRequest) => request.cookies[name] || undefined,
    set: (reply: FastifyReply, value: string) => {
      reply.setCookie(name, value, attributes);
    },
  };
}

/** The steps of a sign-in, shared by the password step and the code step. */
export function signInSteps(app: FastifyInstance, options: SignInRouteOptions) {
  const audit = createAuditLog(app.database.db);
  const devices = createTrustedDevices(app.database.db);
  const device = deviceCookie(options.production);

  /** Who is signing in, from where: the audit log's context for every step. */
  function client(request: FastifyRequest, username: string) {
    const userAgent = request.headers["user-agent"];
    return { username, ip: request.ip, ...(userAgent ? { userAgent } : {}) };
  }

  return {
    client,

    /** The throttle's view of this attempt: its address, and whether this browser is one the user trusts. */
    async attempt(request: FastifyRequest, username: string): Promise<SignInAttempt> {
      const trustedDevice = await devices.recognise(device.read(request), username);
      return { username, ip: request.ip, ...(trustedDevice ? { trustedDevice } : {}) };
    },

    /** 429 with the minutes to wait; recorded and logged. */
    async refuseThrottled(
      request: FastifyRequest,
      reply: FastifyReply,
      username: string,
      retryAfterMinutes: number,
    ): Promise<FastifyReply> {
      await audit.record("sign_in_throttled", client(request, username));
      request.log.warn({ username, ip: request.ip }, "sign-in throttled");
      const failure: ApiFailure = { success: false, message: throttledMessage(retryAfterMinutes) };
      return reply
        .code(429)
        .header("retry-after", String(retryAfterMinutes * 60))
        .send(failure);
    },

    /**
     * Starts the session of a user who passed every step: the throttle takes the attempt back, the browser
     * becomes trusted, and the browser learns what it needs.
     */
    async signedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: string; username: string; role: StaffRole; twoFactorEnabled: boolean },
      admission: Admission,
      detail: Record<string, unknown>,
    ) {
      await options.throttle.succeeded(admission);
      const newDevice = await devices.remember(user.id, device.read(request));
      if (newDevice) device.set(reply, newDevice);
      // A session id that arrived before sign-in may have been planted; it never becomes the signed-in one.
      const previousId = app.staffSessionCookie.read(request);
      if (previousId) await app.staffSessions.remove(previousId);
      await app.staffSessions.purgeExpired();
      const context = client(request, user.username);
      const session = await app.staffSessions.create(user.id, context);
      app.staffSessionCookie.set(reply, session);
      await audit.record("sign_in", {
        ...context,
        userId: user.id,
        ...(Object.keys(detail).length > 0 ? { detail } : {}),
      });
      request.log.info({ userId: user.id }, "staff signed in");
      return {
        success: true as const,
        token: session.csrfToken,
        user: { username: user.username, role: user.role },
        dryRun: options.dryRun,
        ...enrolmentDue(options.requireTwoFactor, user.twoFactorEnabled),
      };
    },
  };
}

/** The session info's flag that sends the browser to enrolment (STAFF_REQUIRE_2FA, not enrolled yet). */
export function enrolmentDue(required: boolean, enabled: boolean): { mustEnrolTwoFactor?: true } {
  return required && !enabled ? { mustEnrolTwoFactor: true } : {};
}
