import { createHash, timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { OWNER_ONLY_MESSAGE } from "#contracts/staff-roles";
import { TWO_FACTOR_MESSAGES } from "#contracts/two-factor";
import type { Config } from "#server/config";
import { loggedUrl } from "#server/log-serializers";
import type { StaffActor } from "#server/services/lead-records";
import {
  createStaffSessions,
  type NewSession,
  type StaffIdentity,
  type StaffSessionService,
} from "#server/services/staff-sessions";
import { accessOf } from "./api-schemas.ts";

export type { StaffIdentity } from "#server/services/staff-sessions";

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";
export const SESSION_UNVERIFIED_MESSAGE =
  "Your session could not be verified. Please reload the page and try again.";

/** Reads, sets and clears the session cookie with the attributes this deployment needs. */
export interface StaffSessionCookie {
  readonly name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, session: NewSession): void;
  clear(reply: FastifyReply): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for staff-only routes, any method: 401 without a valid session, 403 without its CSRF token. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    staffSessions: StaffSessionService;
    staffSessionCookie: StaffSessionCookie;
  }
  interface FastifyRequest {
    /** Set by requireStaff once the session and its CSRF token check out. */
    staff?: StaffIdentity;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The Security page's routes: open to a session that STAFF_REQUIRE_2FA still holds back (ADR 026). */
    twoFactorSetup?: boolean;
  }
}

export interface StaffSessionPluginOptions {
  config: Pick<Config, "nodeEnv" | "staff" | "publicUrl">;
}

function sha256(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Hashing both sides first gives equal lengths, so the comparison's time says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** The staff member behind a request that passed requireStaff; a route without it is a programming error. */
export function signedInStaff(request: FastifyRequest): StaffIdentity {
  if (!request.staff)
    throw new Error(`${request.method} ${loggedUrl(request.url)} is missing the requireStaff preHandler`);
  return request.staff;
}

/** The signed-in staff member and where the request came from, for timelines and the audit log. */
export function staffActor(request: FastifyRequest): StaffActor {
  const staff = signedInStaff(request);
  const userAgent = request.headers["user-agent"];
  return {
    kind: "staff",
    userId: staff.userId,
    username: staff.username,
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
  };
}

/** Staff answers are personal: no shared cache and no browser cache may keep them. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}

/**
 * Why staff sign-in will not hold in this deployment, or undefined: in production the session cookie is
 * `__Host-` and Secure (below), and a browser drops a Secure cookie from a plain-http page on any address
 * but localhost, so sign-in answers success and the next screen finds no session
 * (docs/security.md, "Session cookie over plain http").
 */
export function insecureSignInWarning(config: Pick<Config, "nodeEnv" | "publicUrl">): string | undefined {
  if (config.nodeEnv !== "production" || config.publicUrl?.startsWith("https://")) return undefined;
  const where = config.publicUrl
    ? `PUBLIC_URL is ${config.publicUrl}, not https`
    : "PUBLIC_URL is not set, so the site's address is not known to be https";
  return (
    `${where}: staff sign-in works only when the site is opened over HTTPS (or on localhost), because ` +
    "in production the session cookie is Secure and browsers drop it over plain http. Serve the site " +
    "over HTTPS and set PUBLIC_URL to its https:// address."
  );
}

function sessionCookie(production: boolean): StaffSessionCookie {
  // `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and Path=/, so a
  // sibling subdomain cannot plant or overwrite it. Plain HTTP in development cannot use it.
  const name = production ? "__Host-harmoni_session" : "harmoni_session";
  // No Max-Age or Expires: a browser-session cookie; the server enforces idle and absolute timeouts.
  const attributes = { path: "/", httpOnly: true, sameSite: "lax", secure: production } as const;
  return {
    name,
    read: (request) => request.cookies[name] || undefined,
    set: (reply, session) => {
      reply.setCookie(name, session.id, attributes);
    },
    clear: (reply) => {
      reply.clearCookie(name, attributes);
    },
  };
}

/** Database-backed staff sessions: the cookie, the session service and the requireStaff guard. */
export const staffSessionPlugin = fp<StaffSessionPluginOptions>(
  async (app, { config }) => {
    await app.register(cookie);
    const warning = insecureSignInWarning(config);
    if (warning) app.log.warn({ publicUrl: config.publicUrl ?? null }, warning);
    const sessions = createStaffSessions(app.database.db, {
      idleMinutes: config.staff.sessionIdleMinutes,
      absoluteHours: config.staff.sessionAbsoluteHours,
    });
    const sessionCookieHelper = sessionCookie(config.nodeEnv === "production");

    app.decorate("staffSessions", sessions);
    app.decorate("staffSessionCookie", sessionCookieHelper);
    app.decorateRequest("staff", undefined);
    app.decorate("requireStaff", async (request: FastifyRequest, reply: FastifyReply) => {
      const id = sessionCookieHelper.read(request);
      const staff = id ? await sessions.lookup(id) : undefined;
      if (!staff) {
        // Awaiting the reply holds the hook until the answer is out, so the route handler never runs.
        await reply
          .code(401)
          .header("cache-control", "no-store")
          .send({ success: false, message: SESSION_ENDED_MESSAGE });
        return;
      }
      // GETs too (ADR 010): the inbox's reads and its CSV hold personal data, and a token a cross-site
      // page cannot read keeps them from being fetched by anything but our own pages.
      const header = request.headers["x-csrf-token"];
      if (typeof header !== "string" || !sameToken(header, staff.csrfToken)) {
        request.log.warn({ userId: staff.userId }, "staff request refused: missing or wrong CSRF token");
        await reply
          .code(403)
          .header("cache-control", "no-store")
          .send({ success: false, message: SESSION_UNVERIFIED_MESSAGE });
        return;
      }
      if (
        config.staff.requireTwoFactor &&
        !staff.twoFactorEnabled &&
        !request.routeOptions.config.twoFactorSetup
      ) {
        await reply
          .code(403)
          .header("cache-control", "no-store")
          .send({ success: false, message: TWO_FACTOR_MESSAGES.enrolFirst });
        return;
      }
      // The contract says which endpoints are the owners' (ADR 036): no route has to remember to ask.
      if (accessOf(request.method, request.routeOptions.url) === "owner" && staff.role !== "owner") {
        request.log.info({ userId: staff.userId, url: loggedUrl(request.url) }, "owner-only request refused");
        await reply
          .code(403)
          .header("cache-control", "no-store")
          .send({ success: false, message: OWNER_ONLY_MESSAGE });
        return;
      }
      request.staff = staff;
    });
  },
  { name: "staff-session", dependencies: ["database"] },
);
