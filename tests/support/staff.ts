import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { signedInSchema } from "#contracts/staff-auth";
import type { StaffRole } from "#contracts/staff-roles";
import { recoveryCodesSchema, twoFactorEnrolmentSchema } from "#contracts/two-factor";
import { createStaffUsers } from "#server/services/staff-users";
import { totpCode } from "#server/services/totp";

export const TEST_STAFF_PASSWORD = "correct horse battery staple";

export interface TestStaffUser {
  id: string;
  username: string;
  password: string;
}

/** A signed-in browser: the Cookie header value to send back and the CSRF token. */
export interface StaffSession {
  cookie: string;
  token: string;
}

/**
 * Creates a staff account through the real service; the default username is unique per call. Owners by
 * default, who may do everything, so suites about other things need not think about roles.
 */
export async function createStaffUser(
  app: FastifyInstance,
  username = `staff.${randomBytes(4).toString("hex")}`,
  password = TEST_STAFF_PASSWORD,
  role: StaffRole = "owner",
): Promise<TestStaffUser> {
  const user = await createStaffUsers(app.database).create(username, password, { role });
  return { id: user.id, username: user.username, password };
}

/** Signs in through POST /api/auth and throws unless it succeeds. */
export async function signIn(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  remoteAddress = "127.0.0.1",
): Promise<StaffSession> {
  const response = await app.inject({
    method: "POST",
    url: api.login.path,
    payload: credentials,
    remoteAddress,
  });
  const body = signedInSchema.safeParse(response.json());
  const setCookie = response.cookies.find((cookie) => cookie.name === app.staffSessionCookie.name);
  if (response.statusCode !== 200 || !body.success || !setCookie) {
    throw new Error(`signIn failed with ${response.statusCode}: ${response.body}`);
  }
  return { cookie: `${setCookie.name}=${setCookie.value}`, token: body.data.token };
}

/** The headers an admin POST needs: the session cookie and the X-CSRF-Token. */
export function adminHeaders(session: StaffSession): { cookie: string; "x-csrf-token": string } {
  return { cookie: session.cookie, "x-csrf-token": session.token };
}

/**
 * Turns two-factor sign-in on through the Security page's endpoints: the password again, then the first code
 * of the new secret, taken at `at` (the server's clock). Throws unless both steps succeed; answers the secret.
 */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  session: StaffSession,
  password: string,
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = adminHeaders(session);
  const begun = await app.inject({
    method: "POST",
    url: api.twoFactorBegin.path,
    headers,
    payload: { password },
  });
  const { secret } = twoFactorEnrolmentSchema.parse(begun.json());
  const confirmed = await app.inject({
    method: "POST",
    url: api.twoFactorConfirm.path,
    headers,
    payload: { code: totpCode(secret, at) },
  });
  const codes = recoveryCodesSchema.safeParse(confirmed.json());
  if (!codes.success)
    throw new Error(`turning on two-factor failed with ${confirmed.statusCode}: ${confirmed.body}`);
  return { secret, recoveryCodes: codes.data.recoveryCodes };
}
