/**
 * The lead API under load on PostgreSQL: 1,000 submissions over 100 concurrent connections to a listening
 * server, a known share of them repeats of one e-mail and phone sent at the same moment. Every answer must
 * be a 2xx, and the database must hold one lead per distinct pair with each repeat recorded on it.
 */
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { testConfig } from "#tests/support/config.ts";
import { postgresTestDatabase } from "#tests/support/db.ts";

const SUBMISSIONS = 1_000;
const CONNECTIONS = 100;
/** Of each block of ten submissions, the first four are one person sending the form four times. */
const BLOCK = 10;
const REPEATS = 4;
const REPEATED_PAIRS = SUBMISSIONS / BLOCK;
const SINGLE_PAIRS = SUBMISSIONS - REPEATED_PAIRS * REPEATS;
const DISTINCT_PAIRS = REPEATED_PAIRS + SINGLE_PAIRS;
const DUPLICATES = REPEATED_PAIRS * (REPEATS - 1);

/**
 * Submission `index`: consecutive indexes go out on different connections at nearly the same time, so
 * a block's four repeats race each other into the duplicate check.
 */
function submission(index: number) {
  const block = Math.floor(index / BLOCK);
  const repeated = index % BLOCK < REPEATS;
  return {
    name: "Load Visitor",
    email: repeated ? `repeat-${block}@load.example` : `single-${index}@load.example`,
    // The same e-mail with another phone is another lead; the singles share the repeats' e-mail domain
    // but differ in phone too, so only e-mail plus phone can be what collapses the repeats.
    phone: repeated
      ? `+1415555${String(block).padStart(4, "0")}`
      : `+1628555${String(index).padStart(4, "0")}`,
    website: "",
  };
}

const database = postgresTestDatabase();
let app: FastifyInstance;
let origin: string;
let direct: pg.Client;

beforeAll(async () => {
  await database.setup();
  const databaseUrl = database.url;
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  // HubSpot is not configured: the sync jobs still run (and record that), without any outbound HTTP.
  app = await buildApp(
    testConfig({ databaseUrl, rateLimits: { leadsPerMinute: SUBMISSIONS * 2, quotesPerMinute: 10 } }),
  );
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await direct?.end();
  await database.teardown();
});

it(`${SUBMISSIONS} lead submissions over ${CONNECTIONS} connections: all 2xx, duplicates collapsed`, async () => {
  let sent = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: SUBMISSIONS,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: "/api/hubspot-lead",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(submission(sent++)) }),
      },
    ],
  });
  console.info(
    `lead load: ${result.requests.sent} requests, ${result.requests.average} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.duration} s; ` +
      `2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );

  expect(sent).toBe(SUBMISSIONS);
  expect({
    "2xx": result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }).toEqual({ "2xx": SUBMISSIONS, non2xx: 0, errors: 0, timeouts: 0 });

  const rows = await direct.query<{
    email: string;
    phone: string;
    submission_count: number;
    duplicates: number;
  }>(
    `select l.email, l.phone, l.submission_count,
            (select count(*)::int from lead_events e where e.lead_id = l.id and e.type = 'duplicate_submission')
              as duplicates
       from leads l where l.email like '%@load.example'`,
  );
  expect(rows.rows).toHaveLength(DISTINCT_PAIRS);
  expect(new Set(rows.rows.map((row) => `${row.email} ${row.phone}`)).size).toBe(DISTINCT_PAIRS);
  const countsByKind = (prefix: string) =>
    rows.rows
      .filter((row) => row.email.startsWith(prefix))
      .map((row) => ({ submissions: row.submission_count, duplicateEvents: row.duplicates }));
  expect(countsByKind("repeat-")).toEqual(
    Array(REPEATED_PAIRS).fill({ submissions: REPEATS, duplicateEvents: REPEATS - 1 }),
  );
  expect(countsByKind("single-")).toEqual(Array(SINGLE_PAIRS).fill({ submissions: 1, duplicateEvents: 0 }));
  const allDuplicateEvents = await direct.query<{ count: number }>(
    "select count(*)::int as count from lead_events where type = 'duplicate_submission'",
  );
  expect(allDuplicateEvents.rows[0]?.count).toBe(DUPLICATES);
});
