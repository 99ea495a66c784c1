import { eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import { HUBSPOT_UPSERT_URL, type HubSpotReply, scriptedHubSpot } from "#tests/support/hubspot.ts";
import { type TestApp, useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import type { Config } from "../config.ts";
import { type CrmStatus, leadEvents, leads } from "../db/schema.ts";
import { CRM_SYNC_QUEUE } from "./crm-sync.ts";
import type { DeliveryJob } from "./delivery.ts";

const TOKEN = "pat-test-token";
/** Short timeouts and retry delays so the retry tests finish in seconds. */
const HUBSPOT: Config["hubspot"] = {
  accessToken: TOKEN,
  timeoutMs: 500,
  retryBaseSeconds: 0.2,
  maxAttempts: 3,
};
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

function leadsOf(server: TestApp) {
  async function submit(lead: ReturnType<typeof newLead>) {
    const response = await server.app.inject({ method: "POST", url: "/api/hubspot-lead", payload: lead });
    expect(response.statusCode).toBe(200);
  }
  async function leadByEmail(email: string) {
    const [lead] = await server.app.database.db.select().from(leads).where(eq(leads.email, email));
    return lead;
  }
  function waitForCrmStatus(email: string, status: CrmStatus) {
    return waitFor(async () => {
      const row = await leadByEmail(email);
      return row?.crmStatus === status && row;
    });
  }
  /** The types of the submission and of the HubSpot sync's events, oldest first (the staff alert runs alongside). */
  async function eventTypes(leadId: string) {
    const events = await server.app.database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.id);
    return events
      .map((event) => event.type)
      .filter((type) => type === "submitted" || type.startsWith("crm_"));
  }
  return { submit, waitForCrmStatus, eventTypes };
}

describe.each(testDatabases())("HubSpot sync on $name", (database) => {
  const server = useTestApp(database, { persistent: true, config: { hubspot: HUBSPOT } });
  const { submit, waitForCrmStatus, eventTypes } = leadsOf(server);

  /** Scripts HubSpot's answers, then submits a new lead through the API. */
  async function submitWhileHubSpotAnswers(script: HubSpotReply[]) {
    const hubspot = scriptedHubSpot(script);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await submit(lead);
    return { hubspot, lead };
  }

  it("upserts the contact by e-mail with the exact request and records it as synced", async () => {
    const { hubspot, lead } = await submitWhileHubSpotAnswers([{ status: 200 }]);

    const synced = await waitForCrmStatus(lead.email, "synced");
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
    const { hubspot, lead } = await submitWhileHubSpotAnswers([{ status: 503 }, { status: 200 }]);

    const synced = await waitForCrmStatus(lead.email, "synced");
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

  it("changes nothing when pg-boss runs a lead's jobs again, as after a lost completion", async () => {
    const { hubspot, lead } = await submitWhileHubSpotAnswers([{ status: 503 }, { status: 200 }]);
    const synced = await waitForCrmStatus(lead.email, "synced");
    const jobsOfLead = async () => {
      const result = (await server.app.database.db.execute(
        sql`select data, state from pgboss.job where name = ${CRM_SYNC_QUEUE} and data->>'id' = ${synced.id}`,
      )) as { rows: { data: DeliveryJob; state: string }[] };
      return result.rows;
    };
    const done = await waitFor(async () => {
      const jobs = await jobsOfLead();
      return jobs.length === 2 && jobs.every((job) => job.state === "completed") && jobs;
    });

    const eventsBefore = await eventTypes(synced.id);

    // pg-boss runs a job whose completion it could not record again once it expires, with the same data.
    for (const job of done) await server.app.jobs.send(CRM_SYNC_QUEUE, job.data);
    await waitFor(async () => {
      const jobs = await jobsOfLead();
      return jobs.length === 4 && jobs.every((job) => job.state === "completed");
    });

    expect(hubspot.requests).toHaveLength(2);
    // The HubSpot sync's columns; the staff alert (not configured here) runs alongside on its own.
    const crmColumns = (row: typeof synced) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => column.startsWith("crm")));
    expect(crmColumns(await waitForCrmStatus(lead.email, "synced"))).toEqual(crmColumns(synced));
    expect(await eventTypes(synced.id)).toEqual(eventsBefore);
  });

  it("waits at least as long as HubSpot's Retry-After before trying again", async () => {
    const { hubspot, lead } = await submitWhileHubSpotAnswers([
      { status: 429, headers: { "Retry-After": "2" } },
      { status: 200 },
    ]);

    const retrying = await waitForCrmStatus(lead.email, "retrying");
    const firstAt = hubspot.requests[0]?.at ?? 0;
    expect(retrying.crmNextAttemptAt?.getTime()).toBeGreaterThanOrEqual(firstAt + 2_000);
    expect(retrying.crmLastError).toContain("429");

    await waitForCrmStatus(lead.email, "synced");
    expect(hubspot.requests).toHaveLength(2);
    expect((hubspot.requests[1]?.at ?? 0) - firstAt).toBeGreaterThanOrEqual(2_000);
  });

  it("retries a timeout", async () => {
    const { lead } = await submitWhileHubSpotAnswers([{ status: 200, delayMs: 1_500 }, { status: 200 }]);

    const synced = await waitForCrmStatus(lead.email, "synced");
    expect(synced.crmAttempts).toBe(2);
  });

  it("keeps the lead through a long outage: retrying with its attempt count, then visibly failed", async () => {
    const { hubspot, lead } = await submitWhileHubSpotAnswers([{ status: 500 }]);

    const retrying = await waitForCrmStatus(lead.email, "retrying");
    expect(retrying.crmAttempts).toBeGreaterThanOrEqual(1);
    expect(retrying.crmNextAttemptAt).toBeInstanceOf(Date);
    expect(retrying.crmLastError).toContain("HTTP 500");

    const failed = await waitForCrmStatus(lead.email, "failed");
    expect(hubspot.requests).toHaveLength(3);
    expect(failed).toMatchObject({ crmAttempts: 3, crmNextAttemptAt: null, name: lead.name });
    expect(failed.crmLastError).toContain("HTTP 500");
    expect((await eventTypes(failed.id)).at(-1)).toBe("crm_failed");
  });

  it("fails at once, without retrying, when HubSpot rejects the contact", async () => {
    const { hubspot, lead } = await submitWhileHubSpotAnswers([
      {
        status: 400,
        body: { status: "error", message: "Property values were not valid", category: "VALIDATION_ERROR" },
      },
    ]);

    const failed = await waitForCrmStatus(lead.email, "failed");
    expect(failed.crmAttempts).toBe(1);
    expect(failed.crmLastError).toBe("HubSpot answered HTTP 400: Property values were not valid");
    expect(hubspot.requests).toHaveLength(1);
  });

  it("syncs after a restart a lead whose job was lost", async () => {
    const hubspot = scriptedHubSpot([{ status: 200 }]);
    mockHubSpot.use(hubspot.handler);
    const lead = newLead();
    await server.restart(async () => {
      const withoutToken = await server.build({ hubspot: { ...HUBSPOT, accessToken: undefined } });
      // A lead committed without its job, as if the process died between the two.
      await withoutToken.database.db.insert(leads).values({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        crmNextAttemptAt: new Date(Date.now() - 10 * 60_000),
      });
      await withoutToken.close();
    });

    const synced = await waitForCrmStatus(lead.email, "synced");
    expect(synced.crmAttempts).toBe(1);
    expect(hubspot.requests).toHaveLength(1);
  });
});

describe.each(testDatabases())("without a HubSpot token on $name", (database) => {
  const server = useTestApp(database);
  const { submit, waitForCrmStatus } = leadsOf(server);

  it("keeps the lead and records that the CRM is not configured", async () => {
    const lead = newLead();
    await submit(lead);
    const stored = await waitForCrmStatus(lead.email, "not_configured");
    expect(stored).toMatchObject({ crmAttempts: 0, crmContactId: null, name: lead.name });
  });
});
