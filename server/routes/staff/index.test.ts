import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiSchemasPlugin } from "#server/plugins/internal/api-schemas";
import { databasePlugin } from "#server/plugins/internal/database";
import { errorHandlerPlugin } from "#server/plugins/internal/error-handler";
import { SESSION_ENDED_MESSAGE, staffSessionPlugin } from "#server/plugins/internal/staff-session";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { noProviders } from "#tests/support/providers.ts";
import { adminHeaders, createStaffUser } from "#tests/support/staff.ts";
import { startError } from "#tests/support/start-error.ts";
import { apiRoute } from "../api-route.ts";
import { healthRoutes } from "../health.ts";
import { type StaffRoutes, staffArea } from "./index.ts";

const SUMMARY = { newToday: 1, newThisWeek: 2, notContacted: 3, openQuotes: 4 };

/** A staff route written as every staff route module writes one: the contract's endpoint, a handler. */
const summaryRoute: StaffRoutes = async (staff) => {
  apiRoute(staff, api.inboxSummary, {}, async () => SUMMARY);
};

/** The plugins a staff route relies on, without the app's own routes; `routes` adds the test's. */
async function appWith(databaseConfig: { dataDir: string; databaseUrl?: string }, routes: StaffRoutes[]) {
  const app = Fastify({ logger: false, pluginTimeout: 60_000 });
  await app.register(errorHandlerPlugin);
  await app.register(apiSchemasPlugin);
  await app.register(databasePlugin, databaseConfig);
  await app.register(staffSessionPlugin, { config: testConfig(databaseConfig) });
  await app.register(staffArea, { routes });
  return app;
}

describe.each(testDatabases())("the staff area on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await database.setup();
    app = await appWith(database.config(), [summaryRoute]);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database.teardown();
  });

  it("guards a route registered in it: 401 without a session, uncached, the handler never runs", async () => {
    const response = await app.inject({ method: "GET", url: api.inboxSummary.path });
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ success: false, message: SESSION_ENDED_MESSAGE });
  });

  it("lets the same route answer a live session with its CSRF token, through the contract's schema", async () => {
    const user = await createStaffUser(app);
    const session = await app.staffSessions.create(user.id, { ip: "127.0.0.1" });
    const headers = adminHeaders({
      cookie: `${app.staffSessionCookie.name}=${session.id}`,
      token: session.csrfToken,
    });
    const response = await app.inject({ method: "GET", url: api.inboxSummary.path, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(SUMMARY);
  });
});

describe("routes are checked against contracts/api.ts when the server starts", () => {
  it("refuses a staff endpoint registered outside the staff area, where nothing would guard it", async () => {
    expect(await startError(async (app) => summaryRoute(app))).toBe(
      "GET /api/admin/leads/summary is a staff endpoint: register it inside the staff area",
    );
  });

  it("refuses an /api route the contract does not describe", async () => {
    expect(
      await startError(async (app) => {
        app.get("/api/admin/secrets", async () => ({}));
      }),
    ).toBe("GET /api/admin/secrets is not described in contracts/api.ts");
  });

  it("refuses a public endpoint registered inside the staff area, where it would need a session", async () => {
    const message = await startError(async (app) => {
      app.decorate("requireStaff", async () => {});
      await app.register(staffArea, {
        routes: [(staff) => healthRoutes(staff, { providers: noProviders() })],
      });
    });
    expect(message).toBe("GET /healthz is a public endpoint: register it outside the staff area");
  });
});
