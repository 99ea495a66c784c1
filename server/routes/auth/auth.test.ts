import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../../../contracts/staff-auth.ts";
import { testDatabases } from "../../../tests/support/db.ts";
import {
  createStaffUser,
  type StaffSession,
  signIn,
  TEST_STAFF_PASSWORD,
} from "../../../tests/support/staff.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { auditLog, staffSessions, staffUsers } from "../../db/schema.ts";
import { createStaffUsers } from "../../services/staff-users.ts";

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
    await db().execute(sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog} cascade`);
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
        user: { username: "maya.admin" },
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
        user: { username: "maya" },
        dryRun: ALL_DRY_RUN,
      });

      const setCookie = String(response.headers["set-cookie"]);
      const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
      const [name, id = ""] = (pair ?? "").split("=");
      expect(name).toBe("harmoni_session");
      expect(id).toMatch(SESSION_ID);
      expect(id).not.toBe(body.token);
      expect(attributes.sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax"]);

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
        const attributes = String(response.headers["set-cookie"])
          .split(";")
          .map((part) => part.trim());
        expect(attributes[0]).toMatch(/^__Host-harmoni_session=[A-Za-z0-9_-]{43}$/);
        expect(attributes.slice(1).sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]);
        expect(setCookieHasNoDomainOrLifetime(String(response.headers["set-cookie"]))).toBe(true);
      } finally {
        await production.close();
      }
    });

    it("answers a wrong password, an unknown user and a disabled user with the same 401", async () => {
      const user = await createStaffUser(server.app, "maya");
      const gone = await createStaffUser(server.app, "former");
      await createStaffUsers(server.app.database).disable(gone.username);

      const wrongPassword = await login({ username: "maya", password: "not the password" });
      const unknownUser = await login({ username: "nobody", password: user.password });
      const disabledUser = await login({ username: "former", password: gone.password });
      const expected = { success: false, message: LOGIN_MESSAGES.invalidCredentials };
      for (const response of [wrongPassword, unknownUser, disabledUser]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.json()).toEqual(expected);
        expect(response.headers["set-cookie"]).toBeUndefined();
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
    async function failTimes(username: string, times: number, ip?: () => string) {
      for (let attempt = 0; attempt < times; attempt++) {
        const response = await login({ username, password: "wrong password!" }, ip?.() ?? freshIp());
        expect(response.statusCode).toBe(401);
      }
    }
    const throttled = (minutes: number) => ({
      success: false,
      message: `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`,
    });

    it("refuses a username after 5 failures, even with the right password, before checking it", async () => {
      const user = await createStaffUser(server.app, "maya");
      await failTimes("maya", 5);
      const response = await login({ username: "MAYA", password: user.password }, freshIp(), {
        "user-agent": "ThrottleTest/1.0",
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(throttled(15));
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await sessionCount()).toBe(0);
      expect(await auditOf("sign_in_throttled")).toEqual([
        expect.objectContaining({ username: "maya", userAgent: "ThrottleTest/1.0" }),
      ]);
      // Throttled attempts are not failures: they do not extend the wait.
      expect(await auditOf("sign_in_failed")).toHaveLength(5);
    });

    it("still allows a username with 4 failures, and counts only failures after its last sign-in", async () => {
      const user = await createStaffUser(server.app, "maya");
      await failTimes("maya", 4);
      expect((await login({ username: "maya", password: user.password })).statusCode).toBe(200);
      await failTimes("maya", 4);
      expect((await login({ username: "maya", password: user.password })).statusCode).toBe(200);
    });

    it("refuses an IP after 20 failures across many usernames", async () => {
      const user = await createStaffUser(server.app, "maya");
      const ip = freshIp();
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await login({ username: `guess${attempt}`, password: "wrong password!" }, ip);
        expect(response.statusCode).toBe(401);
      }
      const fromThatIp = await login({ username: "maya", password: user.password }, ip);
      expect(fromThatIp.statusCode).toBe(429);
      expect(fromThatIp.json()).toEqual(throttled(15));
      expect((await login({ username: "maya", password: user.password })).statusCode).toBe(200);
    });

    it("says how long is left, and lets the username in once the failures leave the window", async () => {
      const user = await createStaffUser(server.app, "maya");
      await failTimes("maya", 5);
      const age = async (minutes: number) =>
        db()
          .update(auditLog)
          .set({ createdAt: sql`${auditLog.createdAt} - make_interval(mins => ${minutes})` })
          .where(and(eq(auditLog.action, "sign_in_failed"), eq(auditLog.username, "maya")));

      await age(10);
      const waiting = await login({ username: "maya", password: user.password });
      expect(waiting.json()).toEqual(throttled(5));

      await age(4);
      expect((await login({ username: "maya", password: user.password })).json()).toEqual({
        success: false,
        message: "Too many failed sign-in attempts. Please wait 1 minute and try again.",
      });

      await age(1);
      expect((await login({ username: "maya", password: user.password })).statusCode).toBe(200);
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
      expect((await login({ username: user.username, password: TEST_STAFF_PASSWORD })).statusCode).toBe(401);
      expect((await login({ username: user.username, password: "a brand new passphrase" })).statusCode).toBe(
        200,
      );
    });
  });
});

function setCookieHasNoDomainOrLifetime(header: string): boolean {
  return !/;\s*(Domain|Max-Age|Expires)=/i.test(header);
}
