import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../tests/support/config.ts";
import { testDatabases } from "../../tests/support/db.ts";
import { HUBSPOT_UPSERT_URL, scriptedHubSpot } from "../../tests/support/hubspot.ts";
import { waitFor } from "../../tests/support/wait-for.ts";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { leadEvents, leads } from "../db/schema.ts";

const TOKEN = "pat-test-token";
const mockHubSpot = setupServer();

beforeAll(() => mockHubSpot.listen({ onUnhandledRequest: "error" }));
afterEach(() => mockHubSpot.resetHandlers());
afterAll(() => mockHubSpot.close());

let emailCounter = 0;
function newLead() {
  emailCounter += 1;
  return {
    name: "Asha Devi Rao",
    email: `asha.${emailCounter}@example.com`,
    phone: "+14155550142",
    website: "",
  };
}

describe.each(testDatabases())("HubSpot sync on $name", (database) => {
  let app: FastifyInstance;

  async function submit(lead: ReturnType<typeof newLead>) {
    const response = await app.inject({ method: "POST", url: "/api/hubspot-lead", payload: lead });
    expect(response.statusCode).toBe(200);
  }
  async function leadByEmail(email: string) {
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.email, email));
    return lead;
  }
  async function eventTypes(leadId: string) {
    const events = await app.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.id);
    return events.map((event) => event.type);
  }
  function buildWith(hubspot: Partial<Config["hubspot"]>) {
    return buildApp(
      testConfig({
        ...database.persistentConfig(),
        hubspot: { accessToken: TOKEN, timeoutMs: 500, retryBaseSeconds: 0.2, maxAttempts: 3, ...hubspot },
      }),
    );
  }

  beforeAll(async () => {
    await database.setup();
    app = await buildWith({});
  });
  afterAll(async () => {
    await app?.close();
    await database.teardown();
  });

  it("upserts the contact by e-mail with the exact request and records it as synced", async () => {
    const hubspot = scriptedHubSpot([{ status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const synced = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "synced" && row;
    });
    expect(hubspot.requests).toHaveLength(1);
    expect(hubspot.requests[0]).toMatchObject({
      method: "POST",
      url: HUBSPOT_UPSERT_URL,
      authorization: `Bearer ${TOKEN}`,
      body: {
        inputs: [
          {
            id: lead.email,
            idProperty: "email",
            properties: {
              email: lead.email,
              firstname: "Asha",
              lastname: "Devi Rao",
              phone: "+14155550142",
              lifecyclestage: "lead",
            },
          },
        ],
      },
    });
    expect(synced).toMatchObject({ crmContactId: "901", crmAttempts: 1, crmLastError: null });
    expect(synced.crmSyncedAt).toBeInstanceOf(Date);
    expect(await eventTypes(synced.id)).toEqual(["submitted", "crm_sync_attempt", "crm_synced"]);
  });

  it("retries after a 503 and ends synced", async () => {
    const hubspot = scriptedHubSpot([{ status: 503 }, { status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const synced = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "synced" && row;
    });
    expect(hubspot.requests).toHaveLength(2);
    expect(synced).toMatchObject({ crmAttempts: 2, crmContactId: "901" });
    expect(await eventTypes(synced.id)).toEqual([
      "submitted",
      "crm_sync_attempt",
      "crm_retry_scheduled",
      "crm_sync_attempt",
      "crm_synced",
    ]);
  });

  it("waits at least as long as HubSpot's Retry-After before trying again", async () => {
    const hubspot = scriptedHubSpot([{ status: 429, headers: { "Retry-After": "2" } }, { status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const retrying = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "retrying" && row;
    });
    const firstAt = hubspot.requests[0]?.at ?? 0;
    expect(retrying.crmNextAttemptAt?.getTime()).toBeGreaterThanOrEqual(firstAt + 2_000);
    expect(retrying.crmLastError).toContain("429");

    await waitFor(async () => (await leadByEmail(lead.email))?.crmStatus === "synced");
    expect(hubspot.requests).toHaveLength(2);
    expect((hubspot.requests[1]?.at ?? 0) - firstAt).toBeGreaterThanOrEqual(2_000);
  });

  it("retries a timeout", async () => {
    const hubspot = scriptedHubSpot([{ status: 200, delayMs: 1_500 }, { status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const synced = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "synced" && row;
    });
    expect(synced.crmAttempts).toBe(2);
  });

  it("keeps the lead through a long outage: retrying with its attempt count, then visibly failed", async () => {
    const hubspot = scriptedHubSpot([{ status: 500 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const retrying = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "retrying" && row;
    });
    expect(retrying.crmAttempts).toBeGreaterThanOrEqual(1);
    expect(retrying.crmNextAttemptAt).toBeInstanceOf(Date);
    expect(retrying.crmLastError).toContain("HTTP 500");

    const failed = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "failed" && row;
    });
    expect(hubspot.requests).toHaveLength(3);
    expect(failed).toMatchObject({ crmAttempts: 3, crmNextAttemptAt: null, name: lead.name });
    expect(failed.crmLastError).toContain("HTTP 500");
    expect((await eventTypes(failed.id)).at(-1)).toBe("crm_failed");
  });

  it("fails at once, without retrying, when HubSpot rejects the contact", async () => {
    const hubspot = scriptedHubSpot([
      {
        status: 400,
        body: { status: "error", message: "Property values were not valid", category: "VALIDATION_ERROR" },
      },
    ]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);

    const failed = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "failed" && row;
    });
    expect(failed.crmAttempts).toBe(1);
    expect(failed.crmLastError).toBe("HubSpot answered HTTP 400: Property values were not valid");
    expect(hubspot.requests).toHaveLength(1);
  });

  it("syncs after a restart a lead whose job was lost", async () => {
    const hubspot = scriptedHubSpot([{ status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    await app.close();
    const lead = newLead();
    const restarted = await buildWith({ accessToken: undefined });
    // A lead committed without its job, as if the process died between the two.
    await restarted.database.db.insert(leads).values({
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      crmNextAttemptAt: new Date(Date.now() - 10 * 60_000),
    });
    await restarted.close();

    app = await buildWith({});
    const synced = await waitFor(async () => {
      const row = await leadByEmail(lead.email);
      return row?.crmStatus === "synced" && row;
    });
    expect(synced.crmAttempts).toBe(1);
    expect(hubspot.requests).toHaveLength(1);
  });
});

describe.each(testDatabases())("without a HubSpot token on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await database.setup();
    app = await buildApp(testConfig(database.config()));
  });
  afterAll(async () => {
    await app?.close();
    await database.teardown();
  });

  it("keeps the lead and records that the CRM is not configured", async () => {
    const lead = newLead();
    const response = await app.inject({ method: "POST", url: "/api/hubspot-lead", payload: lead });
    expect(response.statusCode).toBe(200);
    const stored = await waitFor(async () => {
      const [row] = await app.database.db.select().from(leads).where(eq(leads.email, lead.email));
      return row?.crmStatus === "not_configured" && row;
    });
    expect(stored).toMatchObject({ crmAttempts: 0, crmContactId: null, name: lead.name });
  });
});
