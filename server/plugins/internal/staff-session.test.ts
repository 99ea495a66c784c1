import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoutRoute } from "#server/routes/auth/logout";
import { staffArea } from "#server/routes/staff/index";
import { createStaffUsers } from "#server/services/staff-users";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession } from "#tests/support/staff.ts";
import { apiSchemasPlugin } from "./api-schemas.ts";
import { databasePlugin } from "./database.ts";
import { errorHandlerPlugin } from "./error-handler.ts";
import {
  SESSION_ENDED_MESSAGE,
  SESSION_UNVERIFIED_MESSAGE,
  signedInStaff,
  staffSessionPlugin,
} from "./staff-session.ts";

const ENDED = { success: false, message: SESSION_ENDED_MESSAGE };
const UNVERIFIED = { success: false, message: SESSION_UNVERIFIED_MESSAGE };

/**
 * The real plugins on a real database, plus two staff-only routes registered the ordinary way, inside
 * the staff area: the full app is sealed once built, so it takes no routes from a test.
 */
async function buildGuardedApp(databaseConfig: { dataDir: string; databaseUrl?: string }) {
  const config = testConfig(databaseConfig);
  const app = Fastify({ logger: false, pluginTimeout: 60_000 });
  await app.register(errorHandlerPlugin);
  await app.register(apiSchemasPlugin);
  await app.register(databasePlugin, databaseConfig);
  await app.register(staffSessionPlugin, { config });
  await app.register(logoutRoute);
  const whoAmI = async (request: Parameters<typeof signedInStaff>[0]) => {
    const staff = signedInStaff(request);
    return { username: staff.username, userId: staff.userId };
  };
  await app.register(staffArea, {
    routes: [
      async (staff) => {
        staff.get("/staff-only", whoAmI);
        staff.post("/staff-only", whoAmI);
      },
    ],
  });
  await app.ready();
  return app;
}

describe.each(testDatabases())("requireStaff on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await database.setup();
    app = await buildGuardedApp(database.config());
  });
  afterAll(async () => {
    await app?.close();
    await database.teardown();
  });

  async function startSession(): Promise<{ session: StaffSession; userId: string; username: string }> {
    const user = await createStaffUser(app);
    const created = await app.staffSessions.create(user.id, { ip: "127.0.0.1" });
    return {
      session: { cookie: `${app.staffSessionCookie.name}=${created.id}`, token: created.csrfToken },
      userId: user.id,
      username: user.username,
    };
  }
  const post = (headers: Record<string, string>) =>
    app.inject({ method: "POST", url: "/staff-only", headers, payload: {} });

  it("answers 401 without a session cookie, uncached", async () => {
    const response = await post({});
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(ENDED);
  });

  it.each([
    ["an unknown well-formed id", "Z".repeat(43)],
    ["a malformed id", "not-a-session"],
    ["an empty id", ""],
  ])("answers 401 for %s", async (_case, id) => {
    const { session } = await startSession();
    const response = await post({
      cookie: `${app.staffSessionCookie.name}=${id}`,
      "x-csrf-token": session.token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ENDED);
  });

  it("answers 403 to a POST without X-CSRF-Token", async () => {
    const { session } = await startSession();
    const response = await post({ cookie: session.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(UNVERIFIED);
  });

  it("answers 403 to a POST with another session's token", async () => {
    const mine = await startSession();
    const theirs = await startSession();
    const response = await post({ cookie: mine.session.cookie, "x-csrf-token": theirs.session.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(UNVERIFIED);
  });

  it("lets a POST with the session's token through and tells the route who it is", async () => {
    const { session, userId, username } = await startSession();
    const response = await post(adminHeaders(session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username, userId });
  });

  it("answers 403 to a GET on the cookie alone, and lets it through with the token", async () => {
    const { session, username } = await startSession();
    const get = (headers: Record<string, string>) =>
      app.inject({ method: "GET", url: "/staff-only", headers });

    const tokenless = await get({ cookie: session.cookie });
    expect(tokenless.statusCode).toBe(403);
    expect(tokenless.json()).toEqual(UNVERIFIED);
    const withToken = await get(adminHeaders(session));
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toMatchObject({ username });
  });

  it("answers 401 after sign-out with the old cookie", async () => {
    const { session } = await startSession();
    const signOut = await app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: session.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const response = await post(adminHeaders(session));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ENDED);
  });

  it("answers 401 once the session has been idle too long", async () => {
    const { session, userId } = await startSession();
    await app.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${userId}`,
    );
    const response = await post(adminHeaders(session));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ENDED);
  });

  it("answers 401 once the user is disabled", async () => {
    const { session, username } = await startSession();
    await createStaffUsers(app.database).disable(username);
    const response = await post(adminHeaders(session));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ENDED);
  });
});
