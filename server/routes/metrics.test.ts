import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { CRM_SYNC_QUEUE } from "#server/services/crm-sync";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { HUBSPOT_UPSERT_URL, upsertSuccessBody } from "#tests/support/hubspot.ts";
import { metricValue } from "#tests/support/metrics.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const TOKEN = "metrics-token-0123456789abcdef0123456789";
const PROXY = "127.0.0.1";
const REQUEST_ID = "4f1c2a9e0b7d43d1a5e6f8c9d0b1a2c3";
const LEAD = { name: "Asha Devi", email: "asha@example.com", phone: "+14155550142", website: "" };

const mockHubSpot = setupServer();
// Only HubSpot is mocked: requests to our own server (the static files' test) go through.
beforeAll(() =>
  mockHubSpot.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  }),
);
afterEach(() => mockHubSpot.resetHandlers());
afterAll(() => mockHubSpot.close());

/** HubSpot answering every contact upsert with `status`. */
function hubspotAnswers(status: 200 | 500) {
  mockHubSpot.use(
    http.post(HUBSPOT_UPSERT_URL, async ({ request }) => {
      const { inputs } = (await request.json()) as { inputs: { id: string }[] };
      return status === 200
        ? HttpResponse.json(upsertSuccessBody("901", inputs[0]?.id ?? ""))
        : HttpResponse.json({ status: "error", message: "HubSpot is down", category: "TEST" }, { status });
    }),
  );
}

interface LogLine {
  msg: string;
  reqId?: string;
}

describe.each(testDatabases())("/metrics and /readyz on $name", (database) => {
  const lines: LogLine[] = [];
  const server = useTestApp(database, {
    config: {
      metricsToken: TOKEN,
      trustProxy: "loopback",
      logLevel: "info",
      hubspot: { accessToken: "pat-test-token", timeoutMs: 2000, retryBaseSeconds: 0.2, maxAttempts: 3 },
    },
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  });
  const scrape = async () => {
    const response = await server.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  const readiness = async () => {
    const response = await server.app.inject("/readyz");
    expect(response.statusCode).toBe(200);
    return response.json() as { status: string; checks: Record<string, string> };
  };

  it("answers 401 to a missing or wrong token", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await server.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.body).toBe("");
    }
  });

  it("counts a stored lead, times its route by the route's pattern, and shows the queue it waits in", async () => {
    const before = metricValue(await scrape(), "harmoni_leads_stored_total", {
      kind: "lead",
      repeat: "false",
    });
    hubspotAnswers(200);
    const stored = await server.app.inject({
      method: "POST",
      url: "/api/hubspot-lead?utm_source=a",
      payload: LEAD,
      remoteAddress: PROXY,
    });
    expect(stored.statusCode).toBe(200);
    const text = await scrape();
    expect(metricValue(text, "harmoni_leads_stored_total", { kind: "lead", repeat: "false" })).toBe(
      (before ?? 0) + 1,
    );
    expect(
      metricValue(text, "harmoni_http_request_duration_seconds_count", {
        method: "POST",
        route: "/api/hubspot-lead",
        status_code: "200",
      }),
    ).toBe(1);
    expect(text).not.toContain("utm_source");
    expect(metricValue(text, "harmoni_job_queue_depth", { queue: CRM_SYNC_QUEUE })).toBeGreaterThanOrEqual(0);
    expect(
      metricValue(text, "harmoni_job_queue_oldest_due_seconds", { queue: CRM_SYNC_QUEUE }),
    ).toBeDefined();
    expect(metricValue(text, "process_cpu_user_seconds_total", {})).toBeGreaterThan(0);
    // PGlite is one connection inside the process: there is no pool to report.
    expect(metricValue(text, "harmoni_db_pool_connections", {})).toEqual(
      server.app.database.kind === "postgres" ? expect.any(Number) : undefined,
    );
    await waitFor(async () =>
      metricValue(await scrape(), "harmoni_deliveries_total", {
        queue: CRM_SYNC_QUEUE,
        outcome: "delivered",
      }),
    );
  });

  it("reports a failing HubSpot in /readyz's body and as a gauge while staying ready, and logs the job with the request's id", async () => {
    expect((await readiness()).checks).toEqual({ database: "ok", hubspot: "ok", smtp: "off", twilio: "off" });
    hubspotAnswers(500);
    const stored = await server.app.inject({
      method: "POST",
      url: "/api/hubspot-lead",
      payload: { ...LEAD, email: "ravi@example.com" },
      headers: { "x-request-id": REQUEST_ID },
      remoteAddress: PROXY,
    });
    expect(stored.statusCode).toBe(200);

    await waitFor(async () => (await readiness()).checks.hubspot === "failing");
    const text = await scrape();
    expect(metricValue(text, "harmoni_provider_state", { provider: "hubspot", state: "failing" })).toBe(1);
    expect(metricValue(text, "harmoni_provider_state", { provider: "hubspot", state: "ok" })).toBe(0);
    expect(metricValue(text, "harmoni_provider_state", { provider: "smtp", state: "off" })).toBe(1);
    expect(
      metricValue(text, "harmoni_provider_calls_total", { provider: "hubspot", outcome: "failed" }),
    ).toBeGreaterThanOrEqual(1);

    // The HubSpot job's lines, and its retries', name the request that stored the lead.
    const jobLines = await waitFor(() => {
      const found = lines.filter((line) => line.msg === "HubSpot sync failed; retry scheduled");
      return found.length > 0 && found;
    });
    expect(jobLines.every((line) => line.reqId === REQUEST_ID)).toBe(true);
    await waitFor(() =>
      lines.some((line) => line.msg.startsWith("HubSpot sync failed for good") && line.reqId === REQUEST_ID),
    );
    expect(
      metricValue(await scrape(), "harmoni_deliveries_total", { queue: CRM_SYNC_QUEUE, outcome: "failed" }),
    ).toBe(1);

    // HubSpot answering again puts it back to ok at its next call.
    hubspotAnswers(200);
    await server.app.inject({
      method: "POST",
      url: "/api/hubspot-lead",
      payload: { ...LEAD, email: "mira@example.com" },
      remoteAddress: PROXY,
    });
    await waitFor(async () => (await readiness()).checks.hubspot === "ok");
  });
});

describe.each(testDatabases())("without METRICS_TOKEN on $name", (database) => {
  const lines: LogLine[] = [];
  const server = useTestApp(database, {
    config: { trustProxy: "loopback", logLevel: "info" },
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  });

  it("answers /metrics 404 like any unknown path, and reports unconfigured providers as off", async () => {
    const response = await server.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    const ready = await server.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", hubspot: "off", smtp: "off", twilio: "off" },
    });
  });

  it("carries a quote request's id into each of its deliveries' log lines", async () => {
    const stored = await server.app.inject({
      method: "POST",
      url: "/api/business-quote",
      payload: {
        company: "Northwind Traders",
        contact: "Priya Raman",
        email: "priya@northwind.example",
        phone: "+14155550199",
        teamSize: 40,
        website: "",
      },
      headers: { "x-request-id": REQUEST_ID },
      remoteAddress: PROXY,
    });
    expect(stored.statusCode).toBe(200);
    // Nothing is configured here, so each of the three deliveries logs that it kept the request.
    const kept = await waitFor(() => {
      const found = lines.filter((line) => line.msg.includes("is not configured so nothing was sent"));
      return found.length === 3 && found;
    });
    expect(kept.map((line) => line.reqId)).toEqual([REQUEST_ID, REQUEST_ID, REQUEST_ID]);
  });
});

describe("/metrics for the site's files", () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-metrics-"));
    writeFileSync(join(clientDir, "index.html"), "<h1>home</h1>");
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<h1>fallback</h1>");
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("labels every file `static`, whether Fastify or the static fast path answered it", async () => {
    const app = await buildApp(testConfig({ clientDir, metricsToken: TOKEN }), { now: () => new Date() });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const pages = 6;
      for (let page = 0; page < pages; page += 1) {
        expect((await fetch(`${origin}/`)).status).toBe(200);
      }
      const text = (await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
      // Fastify answers the first GET (and records the answer for the fast path once); the fast path the rest.
      expect(
        metricValue(text, "harmoni_http_request_duration_seconds_count", {
          method: "GET",
          route: "static",
          status_code: "200",
        }),
      ).toBeGreaterThanOrEqual(pages);
      expect(text).not.toMatch(/route="\/"/);
    } finally {
      await app.close();
    }
  });
});
