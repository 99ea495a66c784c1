import { setTimeout as sleep } from "node:timers/promises";
import { count, eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, quoteEvents, quoteRequests } from "#server/db/schema";
import { testDatabases } from "../support/db.ts";
import {
  type FakeHubSpotRequest,
  fakeHubSpot,
  type HubSpotReply,
  maxRequestsInWindow,
} from "../support/hubspot.ts";
import { useTestApp } from "../support/test-app.ts";
import { waitFor } from "../support/wait-for.ts";

const LEADS = 150;
const QUOTES = 10;
const LIMIT = 90;
const WINDOW_MS = 10_000;
const RETRY_BASE_SECONDS = 0.25;
const RETRY_MAX_DELAY_SECONDS = 2;
/** Sixteen times the first backoff: each early record fails several times before HubSpot is back. */
const OUTAGE_MS = 4_000;
/** HubSpot's answers while it is down, in turn: rate limited, and unavailable with and without a hint. */
const OUTAGE_REPLIES: HubSpotReply[] = [
  { status: 429, headers: { "Retry-After": "1" } },
  { status: 503, headers: { "Retry-After": "1" } },
  { status: 503 },
];

const mockHubSpot = setupServer();
beforeAll(() => mockHubSpot.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockHubSpot.close());

/** The delay the retry policy owes after failed attempt `attempt`: backoff capped, Retry-After wins. */
function owedDelayMs(attempt: number, retryAfterSeconds = 0) {
  const backoff = Math.min(RETRY_BASE_SECONDS * 2 ** (attempt - 1), RETRY_MAX_DELAY_SECONDS);
  return Math.max(backoff, retryAfterSeconds) * 1000;
}

/**
 * One record's requests split into attempts: a note right after the same record's successful upsert
 * belongs to the upsert's attempt. Returns when each attempt started and how its last request ended.
 */
function attemptsOf(requests: FakeHubSpotRequest[]) {
  const attempts: { startedAt: number; last: FakeHubSpotRequest }[] = [];
  for (const request of requests) {
    const current = attempts.at(-1);
    if (current && request.kind === "note" && current.last.kind === "upsert" && current.last.status === 200) {
      current.last = request;
    } else {
      attempts.push({ startedAt: request.at, last: request });
    }
  }
  return attempts;
}

describe.each(testDatabases())("HubSpot down for a long stretch on $name", (database) => {
  const server = useTestApp(database, {
    config: {
      hubspot: {
        accessToken: "pat-outage-test",
        // Longer than one window, so a request waits for its slot rather than giving its attempt up.
        timeoutMs: 12_000,
        retryBaseSeconds: RETRY_BASE_SECONDS,
        maxAttempts: 100,
      },
      hubspotPacing: { maxRequestsPer10s: LIMIT, retryMaxDelaySeconds: RETRY_MAX_DELAY_SECONDS, workers: 10 },
      rateLimits: { leadsPerMinute: 10_000, quotesPerMinute: 10_000 },
    },
  });
  const domain = `${database.name.toLowerCase()}.example`;

  async function submit(url: string, payloads: object[]) {
    const responses = await Promise.all(
      payloads.map((payload) => server.app.inject({ method: "POST", url, payload })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(payloads.map(() => 200));
  }
  /** Names allow letters only: 12 → "Bc". */
  const letters = (n: number) =>
    [...String(n)].map((digit, index) => String.fromCharCode((index ? 97 : 65) + Number(digit))).join("");
  const lead = (n: number) => ({
    name: `Lead ${letters(n)}`,
    email: `lead.${n}@${domain}`,
    phone: "+14155550142",
    website: "",
  });
  const quote = (n: number) => ({
    company: `Company ${n}`,
    contact: `Quote ${letters(n)}`,
    email: `quote.${n}@${domain}`,
    phone: "+14155550199",
    teamSize: 20 + n,
    message: "Lunchtime sessions?",
    website: "",
  });

  it("loses no lead or quote, spaces each record's retries and never exceeds 90 requests in 10 s", async () => {
    const hubspot = fakeHubSpot();
    mockHubSpot.use(...hubspot.handlers);
    const { db } = server.app.database;
    const leadPayloads = Array.from({ length: LEADS }, (_, n) => lead(n));
    const quotePayloads = Array.from({ length: QUOTES }, (_, n) => quote(n));

    hubspot.down(OUTAGE_REPLIES);
    const outageStart = Date.now();
    // A first group retries through the whole outage; the rest arrive while it lasts.
    await submit("/api/business-quote", quotePayloads);
    await submit("/api/hubspot-lead", leadPayloads.slice(0, 20));
    await sleep(1_000);
    await submit("/api/hubspot-lead", leadPayloads.slice(20, 85));
    await sleep(1_000);
    await submit("/api/hubspot-lead", leadPayloads.slice(85));
    await sleep(Math.max(0, outageStart + OUTAGE_MS - Date.now()));
    hubspot.recover();
    const recoveredAt = Date.now();

    async function unsyncedCount() {
      const [syncedLeads] = await db.select({ n: count() }).from(leads).where(eq(leads.crmStatus, "synced"));
      const [syncedQuotes] = await db
        .select({ n: count() })
        .from(quoteRequests)
        .where(eq(quoteRequests.crmStatus, "synced"));
      return LEADS + QUOTES - (syncedLeads?.n ?? 0) - (syncedQuotes?.n ?? 0);
    }
    await waitFor(async () => (await unsyncedCount()) === 0, 45_000, 100);
    const drainedAt = Date.now();

    // Every record is stored once and synced once; HubSpot holds one contact per e-mail and one note per quote.
    const storedLeads = await db.select().from(leads);
    const storedQuotes = await db.select().from(quoteRequests);
    expect(storedLeads).toHaveLength(LEADS);
    expect(storedQuotes).toHaveLength(QUOTES);
    expect([...storedLeads, ...storedQuotes].filter((row) => row.crmStatus !== "synced")).toEqual([]);
    const leadSyncs = await db
      .select({ id: leadEvents.leadId, n: count() })
      .from(leadEvents)
      .where(eq(leadEvents.type, "crm_synced"))
      .groupBy(leadEvents.leadId);
    const quoteSyncs = await db
      .select({ id: quoteEvents.quoteId, n: count() })
      .from(quoteEvents)
      .where(eq(quoteEvents.type, "crm_synced"))
      .groupBy(quoteEvents.quoteId);
    expect(leadSyncs).toHaveLength(LEADS);
    expect(quoteSyncs).toHaveLength(QUOTES);
    expect([...leadSyncs, ...quoteSyncs].every((sync) => sync.n === 1)).toBe(true);
    expect(hubspot.contacts.size).toBe(LEADS + QUOTES);
    expect(hubspot.notes).toHaveLength(QUOTES);

    // Each record's attempts are spaced by its backoff and by any Retry-After it was given.
    const byEmail = new Map<string, FakeHubSpotRequest[]>();
    for (const request of hubspot.requests) {
      byEmail.set(request.email, [...(byEmail.get(request.email) ?? []), request]);
    }
    const retried = [...byEmail.values()].filter((requests) => attemptsOf(requests).length > 1);
    expect(retried.length).toBeGreaterThan(QUOTES);
    for (const requests of byEmail.values()) {
      const attempts = attemptsOf(requests);
      for (let index = 1; index < attempts.length; index += 1) {
        const previous = attempts[index - 1] as (typeof attempts)[number];
        const gap = (attempts[index] as (typeof attempts)[number]).startedAt - previous.last.at;
        expect(gap).toBeGreaterThanOrEqual(owedDelayMs(index, previous.last.retryAfterSeconds));
      }
    }

    // The limit holds over the whole run, and the drain after the outage actually runs into it.
    const failed = hubspot.requests.filter((request) => request.status >= 400);
    const succeeded = hubspot.requests.filter((request) => request.status < 400);
    const most = maxRequestsInWindow(
      hubspot.requests.map((request) => request.at),
      WINDOW_MS,
    );
    expect(most).toBe(LIMIT);
    expect(
      maxRequestsInWindow(
        succeeded.map((request) => request.at),
        WINDOW_MS,
      ),
    ).toBe(LIMIT);
    expect(failed.every((request) => request.at < recoveredAt)).toBe(true);

    console.info(
      `[hubspot-outage ${database.name}] leads ${LEADS}, quote requests ${QUOTES}, HubSpot requests ` +
        `${hubspot.requests.length} (${failed.length} failed: ` +
        `${failed.filter((r) => r.status === 429).length}×429, ${failed.filter((r) => r.status === 503).length}×503; ` +
        `${succeeded.length} succeeded), records retried ${retried.length}, ` +
        `max requests in any 10 s ${most}, outage ${recoveredAt - outageStart} ms, ` +
        `drain ${drainedAt - recoveredAt} ms, rows lost ${LEADS + QUOTES - storedLeads.length - storedQuotes.length}`,
    );
  }, 60_000);
});
