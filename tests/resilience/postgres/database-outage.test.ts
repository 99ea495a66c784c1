/**
 * PostgreSQL cut off under a running server (a TCP proxy stops passing connections), then back: the
 * public forms answer 503 in plain words while it is gone, nothing hangs or crashes, and everything,
 * the job queue included, works again without a restart.
 */
import type { FastifyInstance } from "fastify";
import { setupServer } from "msw/node";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { DATABASE_CONNECT_TIMEOUT_MS } from "#server/db/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/plugins/internal/error-handler";
import { testConfig } from "#tests/support/config.ts";
import { postgresTestDatabase } from "#tests/support/db.ts";
import { scriptedHubSpot, scriptedHubSpotNotes } from "#tests/support/hubspot.ts";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { waitFor } from "#tests/support/wait-for.ts";

/**
 * The longest a request may take while the database is gone. A refused connection fails at once; this
 * leaves room for a busy machine, and is far below what a visitor would sit through.
 */
const ANSWER_BOUND_MS = 3_000;

const database = postgresTestDatabase();
const hubspot = scriptedHubSpot([{ status: 200 }]);
const hubspotNotes = scriptedHubSpotNotes([{ status: 201 }]);
const network = setupServer(hubspot.handler, hubspotNotes.handler);

let proxy: TcpProxy;
let app: FastifyInstance;
let origin: string;
/** Reads the database directly, not through the proxy, so checks see what is really stored. */
let direct: pg.Client;

let counter = 0;
function newLead() {
  counter += 1;
  return { name: "Asha Devi", email: `outage-${counter}@example.com`, phone: "+14155550142", website: "" };
}
const QUOTE = {
  company: "Northwind Traders",
  contact: "Priya Raman",
  email: "priya@northwind.example",
  phone: "+1 (415) 555-0199",
  teamSize: 40,
  website: "",
};

interface TimedAnswer {
  status: number;
  body: unknown;
  ms: number;
}

async function request(path: string, body?: object): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    method: body ? "POST" : "GET",
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
    // A request that hangs fails the test here instead of at the test timeout.
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

async function storedLeads(email: string) {
  const result = await direct.query<{ id: string; crm_status: string }>(
    "select id, crm_status from leads where email = $1",
    [email],
  );
  return result.rows;
}

beforeAll(async () => {
  // The test's own requests to the server pass; anything else leaving the process is a mistake.
  network.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
  await database.setup();
  const databaseUrl = database.url;
  const target = new URL(databaseUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  app = await buildApp(
    testConfig({
      databaseUrl: proxy.via(databaseUrl),
      hubspot: { accessToken: "pat-test-token", timeoutMs: 2_000, retryBaseSeconds: 0.2, maxAttempts: 3 },
      rateLimits: { leadsPerMinute: 1_000, quotesPerMinute: 1_000 },
    }),
  );
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  // A test that failed mid-outage must not leave the server's shutdown waiting on the database.
  proxy?.restore();
  await app?.close();
  await proxy?.close();
  await direct?.end();
  await database.teardown();
  network.close();
});

describe("PostgreSQL unreachable behind a running server", () => {
  const committedBeforeCut = newLead();
  const refused = Array.from({ length: 20 }, newLead);

  it("answers leads and quotes with 503 in plain words, /readyz 503, /healthz 200, all promptly", async () => {
    expect((await request("/api/hubspot-lead", committedBeforeCut)).status).toBe(200);
    proxy.cut();

    const answers = await Promise.all([
      ...refused.map((lead) => request("/api/hubspot-lead", lead)),
      request("/api/business-quote", QUOTE),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 503,
        body: { success: false, message: DATABASE_UNAVAILABLE_MESSAGE },
      });
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    const ready = await request("/readyz");
    expect(ready).toMatchObject({ status: 503, body: { status: "unavailable" } });
    expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);

    // Long enough for the job workers to poll against the dead database a few times: their pool
    // errors must be handled, or the process (this test's worker) dies.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await request("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("works again after the database comes back, without a restart, and lost nothing committed", async () => {
    proxy.restore();
    await waitFor(async () => (await request("/readyz")).status === 200, 10_000);

    const afterRecovery = newLead();
    expect(await request("/api/hubspot-lead", afterRecovery)).toMatchObject({ status: 200 });
    expect(await request("/api/business-quote", QUOTE)).toMatchObject({ status: 200 });

    // The job queue recovered too: the new lead reaches HubSpot (msw) through its pg-boss job.
    await waitFor(async () => (await storedLeads(afterRecovery.email))[0]?.crm_status === "synced", 15_000);
    expect(hubspot.requests.map((sent) => JSON.stringify(sent.body))).toContainEqual(
      expect.stringContaining(afterRecovery.email),
    );

    expect(await storedLeads(committedBeforeCut.email)).toHaveLength(1);
    for (const lead of refused) expect(await storedLeads(lead.email)).toHaveLength(0);
  });

  it("answers 503 within the connection timeout when the database stops answering altogether", async () => {
    proxy.stall();
    const answers = await Promise.all([
      request("/api/hubspot-lead", newLead()),
      request("/api/business-quote", QUOTE),
      request("/readyz"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + ANSWER_BOUND_MS);
    }

    proxy.restore();
    await waitFor(async () => (await request("/readyz")).status === 200, 10_000);
    expect(await request("/api/hubspot-lead", newLead())).toMatchObject({ status: 200 });
  });
});
