import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { type DashboardStats, STATS_WINDOW_DAYS } from "#contracts/dashboard-stats";
import { apiUrl } from "#contracts/endpoint";
import type { InboxPage } from "#contracts/leads-inbox";
import { SESSION_ENDED_MESSAGE, SESSION_UNVERIFIED_MESSAGE } from "#server/plugins/internal/staff-session";
import { testConfig } from "#tests/support/config.ts";
import {
  type DashboardSeedRow,
  dashboardSeed,
  expectedDashboard,
  insertDashboardSeed,
  isWaiting,
} from "#tests/support/dashboard-seed.ts";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

/** Not the default (24), so the answer shows RESPONSE_PROMISE_HOURS is what it counts by. */
const PROMISE_HOURS = 6;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function useDashboard(database: ReturnType<typeof testDatabases>[number]) {
  const server = useTestApp(database, {
    config: { speedToLead: { ...testConfig().speedToLead, responsePromiseHours: PROMISE_HOURS } },
  });
  let session: StaffSession;
  beforeAll(async () => {
    session = await signIn(server.app, await createStaffUser(server.app));
  });
  return {
    server,
    headers: () => adminHeaders(session),
    async stats(): Promise<DashboardStats> {
      const response = await server.app.inject({
        method: "GET",
        url: api.dashboardStats.path,
        headers: adminHeaders(session),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json<DashboardStats>();
    },
  };
}

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

describe.each(testDatabases())("the dashboard's figures on $name", (database) => {
  const dashboard = useDashboard(database);
  const now = new Date();
  let seed: DashboardSeedRow[];

  beforeAll(async () => {
    seed = dashboardSeed(now, PROMISE_HOURS);
    await insertDashboardSeed(dashboard.server.app.database.db, seed);
  });

  it("equal the figures worked out over the seeded rows", async () => {
    const expected = expectedDashboard(seed, now, PROMISE_HOURS);
    // What the seed makes the figures get right: empty days, the window's edges, a long tail of sources,
    // the lost-after-contacted lead, percentiles that fall between two times.
    const today = Math.floor(now.getTime() / DAY) * DAY;
    const windowStart = today - (STATS_WINDOW_DAYS - 1) * DAY;
    expect(expected.days.filter((day) => day.leads + day.quotes === 0).length).toBeGreaterThanOrEqual(5);
    expect(expected.days.map((day) => day.day)).toEqual(
      Array.from({ length: STATS_WINDOW_DAYS }, (_, index) => utcDay(windowStart + index * DAY)),
    );
    expect(seed.filter((row) => row.createdAt.getTime() === windowStart)).toHaveLength(2);
    expect(seed.filter((row) => row.createdAt.getTime() === windowStart - 1)).toHaveLength(3);
    expect(expected.sources.at(-1)).toMatchObject({ kind: "other", label: "Other" });
    expect(
      seed.some((row) => row.status === "lost" && !row.firstContactedAt && row.history.length === 2),
    ).toBe(true);
    const { contacted } = expected.firstContact;
    expect([(contacted - 1) * 0.5, (contacted - 1) * 0.9].some(Number.isInteger)).toBe(false);

    expect(await dashboard.stats()).toEqual(expected);
  });

  it("names each source once, however spelt, and its inbox filter finds exactly the leads it counts (issue 31)", async () => {
    const { sources, from, to } = await dashboard.stats();
    const labels = sources.map((source) => source.label);
    expect(labels).toContain("google");
    expect(labels).toContain("instagram");
    expect(labels.filter((label) => label.includes("google"))).toEqual(["google"]);
    expect(sources.find((source) => source.label === "facebook")?.kind).toBe("mixed");

    /** How many leads the inbox finds for this source filter over the figures' days. */
    async function inboxTotal(source: string): Promise<number> {
      const query = new URLSearchParams({ source, from, to });
      const response = await dashboard.server.app.inject({
        method: "GET",
        url: `${api.inbox.path}?${query}`,
        headers: dashboard.headers(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<InboxPage>().total;
    }

    const named = sources.filter((source) => source.source !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const source of named)
      expect(await inboxTotal(source.source as string), source.label).toBe(source.leads);
    // Typed as staff would, from the referrer they saw: a host or another case names the same source.
    const google = named.find((source) => source.label === "google");
    for (const typed of ["google.com", "www.google.co.in", " Google "]) {
      expect(await inboxTotal(typed), typed).toBe(google?.leads);
    }
  });

  it("counts a lead marked Lost after Contacted as having reached Contacted, through the real status changes", async () => {
    const before = await dashboard.stats();
    const id = randomUUID();
    const lead: DashboardSeedRow = {
      kind: "lead",
      id,
      createdAt: new Date(),
      status: "new",
      utmSource: null,
      referrer: null,
      firstContactedAt: null,
      history: [],
    };
    await insertDashboardSeed(dashboard.server.app.database.db, [lead]);
    for (const status of ["contacted", "lost"]) {
      const response = await dashboard.server.app.inject({
        method: "POST",
        url: apiUrl(api.changeLeadStatus, { params: { kind: "lead", id } }),
        payload: { status },
        headers: dashboard.headers(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const after = await dashboard.stats();
    expect(after.funnel.map((stage) => stage.reached)).toEqual(
      before.funnel.map((stage, place) => stage.reached + (place <= 1 ? 1 : 0)),
    );
    // Neither waiting any more (it is Lost) nor contacted as far as first contact goes (none recorded).
    expect(after.firstContact).toEqual(before.firstContact);
  });

  it("refuses a request without a session (401) or without its CSRF token (403)", async () => {
    const send = (headers: Record<string, string>) =>
      dashboard.server.app.inject({ method: "GET", url: api.dashboardStats.path, headers });
    const anonymous = await send({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: SESSION_ENDED_MESSAGE });
    const tokenless = await send({ cookie: dashboard.headers().cookie });
    expect(tokenless.statusCode).toBe(403);
    expect(tokenless.json()).toEqual({ success: false, message: SESSION_UNVERIFIED_MESSAGE });
  });
});

describe("the dashboard's seed", () => {
  it.each([PROMISE_HOURS, 24])(
    "keeps every waiting row an hour clear of its %i-hour promise and the window's edges, at any time of day",
    (promiseHours) => {
      const day = Date.UTC(2026, 10, 24);
      for (let halfHours = 0; halfHours < 48; halfHours++) {
        const now = new Date(day + halfHours * 30 * 60_000 + 17_000);
        const seed = dashboardSeed(now, promiseHours);
        const windowStart = day - (STATS_WINDOW_DAYS - 1) * DAY;
        const tooClose = seed.filter(
          (row) =>
            isWaiting(row) && Math.abs(row.createdAt.getTime() + promiseHours * HOUR - now.getTime()) < HOUR,
        );
        expect(tooClose, now.toISOString()).toEqual([]);
        expect(seed.every((row) => row.createdAt.getTime() <= now.getTime())).toBe(true);
        expect(seed.filter((row) => row.createdAt.getTime() === windowStart)).toHaveLength(2);
        expect(seed.filter((row) => row.createdAt.getTime() === windowStart - 1)).toHaveLength(3);
      }
    },
  );
});

describe.each(testDatabases())("the dashboard of a studio without leads, on $name", (database) => {
  const dashboard = useDashboard(database);

  it("has thirty empty days, no sources, a funnel of zeros without rates, and no times", async () => {
    const stats = await dashboard.stats();
    expect(stats.days).toHaveLength(STATS_WINDOW_DAYS);
    expect(stats.days.every((day) => day.leads === 0 && day.quotes === 0)).toBe(true);
    expect(stats).toMatchObject({
      sources: [],
      funnel: [
        { stage: "new", reached: 0, rate: null },
        { stage: "contacted", reached: 0, rate: null },
        { stage: "trial_booked", reached: 0, rate: null },
        { stage: "member", reached: 0, rate: null },
      ],
      firstContact: { contacted: 0, medianSeconds: null, p90Seconds: null, waiting: 0 },
      overdue: { count: 0, promiseHours: PROMISE_HOURS },
    });
  });
});
