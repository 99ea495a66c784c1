import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "#contracts/staff-auth";
import { TWO_FACTOR_MESSAGES } from "#contracts/two-factor";
import { auditLog, signInThrottle, staffSessions, staffUsers } from "#server/db/schema";
import { createStaffUsers } from "#server/services/staff-users";
import { testDatabases } from "#tests/support/db.ts";
import { createStaffUser, type StaffSession, signIn, TEST_STAFF_PASSWORD } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const ALL_DRY_RUN = { call: true, sms: true, whatsapp: true, email: true };
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

describe.each(testDatabases())("staff sign-in, session and sign-out on $name", (database) => {
  const server = useTestApp(database);
  let ipCounter = 0;
  /** A new client address per call, so one test's failures never throttle another's. */
  const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const db = () => server.app.database.db;
  const login = (payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });
  const verifyAuth = (cookie?: string) =>
    server.app.inject({ method: "GET", url: "/api/verify-auth", headers: cookie ? { cookie } : {} });
  const logout = (cookie?: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "user-agent": "LogoutTest/1.0", ...(cookie ? { cookie } : {}) },
      remoteAddress: "10.9.9.9",
    });
  const auditOf = (action: string) =>
    db().select().from(auditLog).where(sql`${auditLog.action} = ${action}`).orderBy(auditLog.id);
  const sessionCount = async () => (await db().select().from(staffSessions)).length;

  beforeEach(async () => {
    await db().execute(sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog}, ${signInThrottle} cascade`);
  });

  describe("GET /api/verify-auth", () => {
    it("answers {authenticated:false} without a session, uncached", async () => {
      const response = await verifyAuth();
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ authenticated: false });
    });

    it("answers the username, the CSRF token and the dry-run tools for a live session", async () => {
      const user = await createStaffUser(server.app, "  Maya.Admin ");
      const session = await signIn(server.app, user);
      const response = await verifyAuth(session.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        authenticated: true,
        token: session.token,
        user: { username: "maya.admin", role: "owner" },
        dryRun: ALL_DRY_RUN,
      });
    });

    it("answers {authenticated:false} for an unknown cookie and clears it", async () => {
      const response = await verifyAuth(`harmoni_session=${"A".repeat(43)}`);
      expect(response.json()).toEqual({ authenticated: false });
      const cleared = response.cookies.find((cookie) => cookie.name === "harmoni_session");
      expect(cleared?.value).toBe("");
    });
  });

  describe("POST /api/auth", () => {
    it("signs in: a session cookie (HttpOnly, SameSite=Lax, Path=/, no lifetime) and the token", async () => {
      const user = await createStaffUser(server.app, "maya");
      const response = await login({ username: " MAYA ", password: user.password }, freshIp(), {
        "user-agent": "LoginTest/1.0",
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.json();
      expect(body).toEqual({
        success: true,
        token: expect.stringMatching(SESSION_ID),
        user: { username: "maya", role: "owner" },
        dryRun: ALL_DRY_RUN,
      });

      const [pair, ...attributes] = setCookieNamed(response, "harmoni_session");
      const [name, id = ""] = (pair ?? "").split("=");
      expect(name).toBe("harmoni_session");
      expect(id).toMatch(SESSION_ID);
      expect(id).not.toBe(body.token);
      expect(attributes.sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax"]);
      // The browser is now one the user signed in on: its own throttle key for the next sign-ins (ADR 035).
      const [devicePair, ...deviceAttributes] = setCookieNamed(response, "harmoni_device");
      expect(devicePair).toMatch(/^harmoni_device=[A-Za-z0-9_-]{43}$/);
      expect(deviceAttributes.sort()).toEqual(["HttpOnly", "Max-Age=15552000", "Path=/", "SameSite=Strict"]);

      // Only the id's SHA-256 is stored, never the id itself.
      const [stored, ...others] = await db().select().from(staffSessions);
      expect(others).toHaveLength(0);
      expect(stored?.idHash).toBe(createHash("sha256").update(id).digest("hex"));
      expect(stored).toMatchObject({ userId: user.id, csrfToken: body.token, userAgent: "LoginTest/1.0" });
      expect(JSON.stringify(stored)).not.toContain(id);
    });

    it("in production names the cookie __Host-harmoni_session and marks it Secure", async () => {
      const production = await server.build({ nodeEnv: "production" });
      try {
        const user = await createStaffUser(production);
        const response = await production.inject({
          method: "POST",
          url: "/api/auth",
          payload: { username: user.username, password: user.password },
          remoteAddress: freshIp(),
        });
        expect(response.statusCode).toBe(200);
        const attributes = setCookieNamed(response, "__Host-harmoni_session");
        expect(attributes[0]).toMatch(/^__Host-harmoni_session=[A-Za-z0-9_-]{43}$/);
        expect(attributes.slice(1).sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]);
        expect(attributes.some((part) => /^(Domain|Max-Age|Expires)=/i.test(part))).toBe(false);
        const device = setCookieNamed(response, "__Host-harmoni_device");
        expect(device[0]).toMatch(/^__Host-harmoni_device=[A-Za-z0-9_-]{43}$/);
        expect(device.slice(1).sort()).toEqual([
          "HttpOnly",
          "Max-Age=15552000",
          "Path=/",
          "SameSite=Strict",
          "Secure",
        ]);
      } finally {
        await production.close();
      }
    });

    it("gives a wrong password, an unknown user, a disabled user and a two-factor user the same first answer", async () => {
      const user = await createStaffUser(server.app, "maya");
      const gone = await createStaffUser(server.app, "former");
      await createStaffUsers(server.app.database).disable(gone.username);
      const answers = [
        await login({ username: "maya", password: "not the password" }),
        await login({ username: "nobody", password: user.password }),
        await login({ username: "former", password: gone.password }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(Object.keys(response.json()).sort()).toEqual(["challenge", "codeRequired"]);
        expect(response.json().codeRequired).toBe(true);
        expect(response.headers["set-cookie"]).toBeUndefined();
        // Whatever code is given, the next step refuses with the one message that names no cause.
        const code = await server.app.inject({
          method: "POST",
          url: "/api/auth/code",
          payload: { challenge: response.json().challenge, code: "123456" },
          remoteAddress: freshIp(),
        });
        expect(code.statusCode).toBe(401);
        expect(code.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.signInFailed });
      }
      expect(await sessionCount()).toBe(0);
    });

    it.each([
      ["an empty body", {}, LOGIN_MESSAGES.username],
      ["a blank username", { username: "   ", password: "x" }, LOGIN_MESSAGES.username],
      ["no password", { username: "maya" }, LOGIN_MESSAGES.password],
      ["an empty password", { username: "maya", password: "" }, LOGIN_MESSAGES.password],
      ["no username", { password: "x" }, LOGIN_MESSAGES.username],
    ])("answers 400 for %s with the first missing field's message", async (_case, payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(await auditOf("sign_in_failed")).toHaveLength(0);
    });

    it("records sign-in and failed sign-in in the audit log with IP and user agent", async () => {
      const user = await createStaffUser(server.app, "maya");
      const headers = { "user-agent": "AuditTest/2.0" };
      await login({ username: "Maya", password: "wrong password!" }, "10.8.0.1", headers);
      await login({ username: "ghost", password: "wrong password!" }, "10.8.0.2", headers);
      await login({ username: "maya", password: user.password }, "10.8.0.3", headers);

      expect(await auditOf("sign_in_failed")).toEqual([
        expect.objectContaining({
          userId: user.id,
          username: "maya",
          ip: "10.8.0.1",
          userAgent: "AuditTest/2.0",
        }),
        expect.objectContaining({
          userId: null,
          username: "ghost",
          ip: "10.8.0.2",
          userAgent: "AuditTest/2.0",
        }),
      ]);
      expect(await auditOf("sign_in")).toEqual([
        expect.objectContaining({
          userId: user.id,
          username: "maya",
          ip: "10.8.0.3",
          userAgent: "AuditTest/2.0",
        }),
      ]);
    });

    it("rotates the session: an id sent with the sign-in is ended, and a new one issued", async () => {
      const user = await createStaffUser(server.app);
      const first = await signIn(server.app, user, freshIp());
      const response = await login({ username: user.username, password: user.password }, freshIp(), {
        cookie: first.cookie,
      });
      expect(response.statusCode).toBe(200);
      const second = response.cookies.find((cookie) => cookie.name === "harmoni_session");
      expect(second?.value).toMatch(SESSION_ID);
      expect(`harmoni_session=${second?.value}`).not.toBe(first.cookie);
      expect(response.json().token).not.toBe(first.token);

      expect((await verifyAuth(first.cookie)).json()).toEqual({ authenticated: false });
      expect((await verifyAuth(`harmoni_session=${second?.value}`)).json()).toMatchObject({
        authenticated: true,
      });
      expect(await sessionCount()).toBe(1);
    });
  });

  describe("login throttling", () => {
    /** Wrong passwords, each answered with the code step (a failure never shows at the password step). */
    async function failTimes(username: string, times: number, ip: () => string = freshIp) {
      for (let attempt = 0; attempt < times; attempt++) {
        const response = await login({ username, password: "wrong password!" }, ip());
        expect(response.json()).toMatchObject({ codeRequired: true });
      }
    }
    const throttled = (minutes: number) => ({
      success: false,
      message: `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
    });
    /** Ends every running wait, as if its time had passed; the counts and the waits served stay. */
    const endWaits = () =>
      db().execute(sql`update sign_in_throttle set blocked_until = now() - interval '1 second'`);
    const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
      const device = response.cookies.find((cookie) => cookie.name === "harmoni_device");
      if (!device) throw new Error("the sign-in set no device cookie");
      return `harmoni_device=${device.value}`;
    };

    it("refuses a username at one address after 5 failures there, even with the right password, before checking it", async () => {
      const user = await createStaffUser(server.app, "maya");
      const ip = freshIp();
      await failTimes("maya", 5, () => ip);
      const response = await login({ username: "MAYA", password: user.password }, ip, {
        "user-agent": "ThrottleTest/1.0",
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(throttled(1));
      expect(response.headers["retry-after"]).toBe("60");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await sessionCount()).toBe(0);
      expect(await auditOf("sign_in_throttled")).toEqual([
        expect.objectContaining({ username: "maya", userAgent: "ThrottleTest/1.0" }),
      ]);
      // Throttled attempts are not failures: they do not extend the wait.
      expect(await auditOf("sign_in_failed")).toHaveLength(5);
    });

    it("keeps the owner's own address working while a stranger's address is throttled", async () => {
      const user = await createStaffUser(server.app, "maya");
      const stranger = freshIp();
      await failTimes("maya", 5, () => stranger);
      expect((await login({ username: "maya", password: user.password }, stranger)).statusCode).toBe(429);
      const fromTheOwner = await login({ username: "maya", password: user.password }, freshIp());
      expect(fromTheOwner.statusCode).toBe(200);
      expect(fromTheOwner.json()).toMatchObject({ success: true });
    });

    it("lets a browser the owner signed in on through while strangers have used up the username's limit", async () => {
      const user = await createStaffUser(server.app, "maya");
      const trusted = deviceCookieOf(await login({ username: "maya", password: user.password }));
      await failTimes("maya", 10);
      const newBrowser = await login({ username: "maya", password: user.password });
      expect(newBrowser.statusCode).toBe(429);
      const ownBrowser = await login({ username: "maya", password: user.password }, freshIp(), {
        cookie: trusted,
      });
      expect(ownBrowser.statusCode).toBe(200);
    });

    it("refuses an address after 20 failures across usernames, but not a browser trusted there", async () => {
      const user = await createStaffUser(server.app, "maya");
      const ip = freshIp();
      const trusted = deviceCookieOf(await login({ username: "maya", password: user.password }, ip));
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await login({ username: `guess${attempt}`, password: "wrong password!" }, ip);
        expect(response.json()).toMatchObject({ codeRequired: true });
      }
      const fromThatAddress = await login({ username: "maya", password: user.password }, ip);
      expect(fromThatAddress.statusCode).toBe(429);
      expect(fromThatAddress.json()).toEqual(throttled(1));
      const trustedThere = await login({ username: "maya", password: user.password }, ip, {
        cookie: trusted,
      });
      expect(trustedThere.statusCode).toBe(200);
    });

    it("does not take another user's trusted browser as trusted for this username", async () => {
      const other = await createStaffUser(server.app, "omar");
      await createStaffUser(server.app, "maya");
      const trustedForOmar = deviceCookieOf(await login({ username: "omar", password: other.password }));
      const ip = freshIp();
      for (let attempt = 0; attempt < 5; attempt++) {
        await login({ username: "maya", password: "wrong password!" }, ip, { cookie: trustedForOmar });
      }
      const answer = await login({ username: "maya", password: "wrong password!" }, ip, {
        cookie: trustedForOmar,
      });
      expect(answer.statusCode).toBe(429);
    });

    it("doubles each wait within a day: 1 minute, then 2, then 4", async () => {
      await createStaffUser(server.app, "maya");
      const ip = freshIp();
      for (const minutes of [1, 2, 4]) {
        await failTimes("maya", 5, () => ip);
        expect((await login({ username: "maya", password: "wrong password!" }, ip)).json()).toEqual(
          throttled(minutes),
        );
        await endWaits();
      }
    });

    it("forgets failures that leave the window, and starts again after a sign-in", async () => {
      const user = await createStaffUser(server.app, "maya");
      const ip = freshIp();
      await failTimes("maya", 4, () => ip);
      await db().execute(
        sql`update sign_in_throttle set window_started_at = window_started_at - interval '16 minutes'`,
      );
      await failTimes("maya", 4, () => ip);
      expect((await login({ username: "maya", password: user.password }, ip)).statusCode).toBe(200);
      await failTimes("maya", 4, () => ip);
      expect((await login({ username: "maya", password: user.password }, ip)).statusCode).toBe(200);
    });

    it("lifts the account's throttle when its password is reset", async () => {
      await createStaffUser(server.app, "maya");
      const ip = freshIp();
      await failTimes("maya", 5, () => ip);
      expect((await login({ username: "maya", password: "wrong password!" }, ip)).statusCode).toBe(429);
      await createStaffUsers(server.app.database).resetPassword("maya", "a brand new passphrase");
      expect((await login({ username: "maya", password: "a brand new passphrase" }, ip)).statusCode).toBe(
        200,
      );
    });
  });

  describe("session timeouts", () => {
    async function signedIn(): Promise<StaffSession> {
      const user = await createStaffUser(server.app);
      return signIn(server.app, user, freshIp());
    }
    const moveBack = (column: "last_seen_at" | "expires_at", minutes: number) =>
      db().execute(
        sql`update staff_sessions set ${sql.raw(column)} = ${sql.raw(column)} - make_interval(mins => ${minutes})`,
      );

    it("keeps a session used within the idle timeout and records the use", async () => {
      const session = await signedIn();
      await moveBack("last_seen_at", 29);
      expect((await verifyAuth(session.cookie)).json()).toMatchObject({ authenticated: true });
      const [stored] = await db()
        .select({ idleSeconds: sql<number>`extract(epoch from now() - ${staffSessions.lastSeenAt})::float8` })
        .from(staffSessions);
      expect(Number(stored?.idleSeconds)).toBeLessThan(60);
    });

    it("ends a session idle for longer than 30 minutes", async () => {
      const session = await signedIn();
      await moveBack("last_seen_at", 31);
      expect((await verifyAuth(session.cookie)).json()).toEqual({ authenticated: false });
      expect(await sessionCount()).toBe(0);
      expect(await auditOf("session_expired")).toEqual([
        expect.objectContaining({ detail: { reason: "idle_timeout" } }),
      ]);
    });

    it("ends a session 8 hours after sign-in however active it was", async () => {
      const session = await signedIn();
      await moveBack("expires_at", 8 * 60);
      expect((await verifyAuth(session.cookie)).json()).toEqual({ authenticated: false });
      expect(await sessionCount()).toBe(0);
      expect(await auditOf("session_expired")).toEqual([
        expect.objectContaining({ detail: { reason: "absolute_timeout" } }),
      ]);
    });

    it("purges other timed-out sessions at the next sign-in", async () => {
      await signedIn();
      await moveBack("last_seen_at", 31);
      await signedIn();
      expect(await sessionCount()).toBe(1);
    });
  });

  describe("POST /api/logout", () => {
    it("ends the session server-side, clears the cookie and records the sign-out", async () => {
      const user = await createStaffUser(server.app, "maya");
      const session = await signIn(server.app, user, freshIp());
      const response = await logout(session.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ success: true });
      const cleared = response.cookies.find((cookie) => cookie.name === "harmoni_session");
      expect(cleared?.value).toBe("");
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

      expect(await sessionCount()).toBe(0);
      expect((await verifyAuth(session.cookie)).json()).toEqual({ authenticated: false });
      expect(await auditOf("sign_out")).toEqual([
        expect.objectContaining({
          userId: user.id,
          username: "maya",
          ip: "10.9.9.9",
          userAgent: "LogoutTest/1.0",
        }),
      ]);
    });

    it("answers {success:true} without a session and records nothing", async () => {
      const response = await logout();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await auditOf("sign_out")).toHaveLength(0);
    });
  });

  describe("account changes end sessions", () => {
    it("ends every session of a disabled user", async () => {
      const user = await createStaffUser(server.app);
      const phone = await signIn(server.app, user, freshIp());
      const laptop = await signIn(server.app, user, freshIp());
      await createStaffUsers(server.app.database).disable(user.username);
      expect((await verifyAuth(phone.cookie)).json()).toEqual({ authenticated: false });
      expect((await verifyAuth(laptop.cookie)).json()).toEqual({ authenticated: false });
      expect(await sessionCount()).toBe(0);
    });

    it("ends every session when the password is reset; the new password signs in", async () => {
      const user = await createStaffUser(server.app);
      const session = await signIn(server.app, user, freshIp());
      await createStaffUsers(server.app.database).resetPassword(user.username, "a brand new passphrase");
      expect((await verifyAuth(session.cookie)).json()).toEqual({ authenticated: false });
      expect((await login({ username: user.username, password: TEST_STAFF_PASSWORD })).json()).toMatchObject({
        codeRequired: true,
      });
      expect((await login({ username: user.username, password: "a brand new passphrase" })).statusCode).toBe(
        200,
      );
    });
  });
});

/** The Set-Cookie header of one cookie, split into its name=value pair and its attributes. */
function setCookieNamed(response: { headers: Record<string, unknown> }, name: string): string[] {
  const headers = [response.headers["set-cookie"]].flat().map(String);
  const header = headers.find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`no Set-Cookie for ${name} in ${headers.join(" | ")}`);
  return header.split(";").map((part) => part.trim());
}
