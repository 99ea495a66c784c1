import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { NEXT_STEP_MESSAGES, type NextStep } from "#contracts/lead-next-step";
import type { LeadDetail } from "#contracts/leads-inbox";
import { leadEvents, leadNextSteps, leads, quoteRequests } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
} from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

const HOUR = 3_600_000;
const UNKNOWN = "0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10";

describe.each(testDatabases())("a lead's next step through the API on $name", (database) => {
  const server = useTestApp(database);
  let session: StaffSession;
  let colleague: TestStaffUser;

  beforeAll(async () => {
    const me = await createStaffUser(server.app, "next.desk", undefined, "staff");
    colleague = await createStaffUser(server.app, "next.colleague", undefined, "staff");
    session = await signIn(server.app, me, "10.68.0.1");
  });

  let suffix = 10;
  async function newLead() {
    const [lead] = await server.app.database.db
      .insert(leads)
      .values({
        name: "Ravi Menon",
        email: `ravi.${suffix}@example.com`,
        phone: `+1415555${2000 + suffix++}`,
      })
      .returning();
    if (!lead) throw new Error("no lead");
    return lead;
  }

  const inject = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url, headers: adminHeaders(session), ...(payload ? { payload } : {}) });
  const params = (id: string) => ({ params: { id } });
  const set = (id: string, body: Record<string, unknown>) =>
    inject("POST", apiUrl(api.setLeadNextStep, params(id)), body);
  const done = (id: string, stepId: string) =>
    inject("POST", apiUrl(api.completeLeadNextStep, params(id)), { stepId });
  const read = async (id: string) => {
    const response = await inject("GET", apiUrl(api.leadNextStep, params(id)));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { nextStep: NextStep | null }).nextStep;
  };
  const stored = async (id: string) => ({
    steps: await server.app.database.db.select().from(leadNextSteps).where(eq(leadNextSteps.leadId, id)),
    events: await server.app.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)),
  });

  it("sets, reads, shows on the lead's page and timeline, and completes a next step", async () => {
    const lead = await newLead();
    expect(await read(lead.id)).toBeNull();
    const dueAt = new Date(SUITE_NOW.getTime() + 2 * HOUR).toISOString();
    const response = await set(lead.id, { what: "  Send the timetable  ", dueAt, assigneeId: colleague.id });
    expect(response.statusCode, response.body).toBe(200);
    const { nextStep } = response.json() as { nextStep: NextStep };
    expect(nextStep).toMatchObject({
      what: "Send the timetable",
      dueAt,
      assigneeId: colleague.id,
      assignee: "next.colleague",
      createdBy: "next.desk",
      fromNoShow: false,
    });
    expect(await read(lead.id)).toEqual(nextStep);

    const page = await inject("GET", apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }));
    const detail = page.json() as LeadDetail;
    expect(detail.nextStep).toEqual(nextStep);
    expect(detail.timeline.map((entry) => [entry.type, entry.summary, entry.staff])).toContainEqual([
      "next_step",
      "Next step: Send the timetable, due Jan 15, 2026, 10:00 PM UTC, for next.colleague",
      "next.desk",
    ]);

    const completed = await done(lead.id, nextStep.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ success: true, done: nextStep });
    expect(await read(lead.id)).toBeNull();
    const after = (await inject("GET", apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }))).json();
    expect((after as LeadDetail).timeline.at(-1)).toMatchObject({
      summary: "Next step done: Send the timetable",
    });
  });

  it("refuses bad input with a clear message at its field, changing nothing", async () => {
    const lead = await newLead();
    const future = new Date(SUITE_NOW.getTime() + HOUR).toISOString();
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ what: "   ", dueAt: future, assigneeId: null }, 400, "what", NEXT_STEP_MESSAGES.whatRequired],
      [
        { what: "x".repeat(201), dueAt: future, assigneeId: null },
        400,
        "what",
        NEXT_STEP_MESSAGES.whatTooLong,
      ],
      [{ what: "Call", dueAt: "tomorrow", assigneeId: null }, 400, "dueAt", NEXT_STEP_MESSAGES.due],
      [
        { what: "Call", dueAt: new Date(SUITE_NOW.getTime() - HOUR).toISOString(), assigneeId: null },
        400,
        "dueAt",
        NEXT_STEP_MESSAGES.duePast,
      ],
      [
        {
          what: "Call",
          dueAt: new Date(SUITE_NOW.getTime() + 400 * 24 * HOUR).toISOString(),
          assigneeId: null,
        },
        400,
        "dueAt",
        NEXT_STEP_MESSAGES.dueFar,
      ],
      [{ what: "Call", dueAt: future, assigneeId: UNKNOWN }, 422, "assigneeId", NEXT_STEP_MESSAGES.assignee],
      [{ what: "Call", dueAt: future, assigneeId: "maya" }, 400, "assigneeId", NEXT_STEP_MESSAGES.assignee],
    ];
    for (const [body, status, field, message] of refusals) {
      const response = await set(lead.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message, field });
    }
    expect(await stored(lead.id)).toEqual({ steps: [], events: [] });
  });

  it("answers 404 for an unknown lead and for a quote request, and 409 for a step no longer open", async () => {
    const [quote] = await server.app.database.db
      .insert(quoteRequests)
      .values({
        contact: "Lena Ortiz",
        email: "lena@example.com",
        phone: "+14155552999",
        company: "Ortiz Co",
        teamSize: 20,
      })
      .returning();
    const future = new Date(SUITE_NOW.getTime() + HOUR).toISOString();
    for (const id of [UNKNOWN, quote?.id ?? UNKNOWN]) {
      const response = await set(id, { what: "Call", dueAt: future, assigneeId: null });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NEXT_STEP_MESSAGES.notFound });
      expect((await inject("GET", apiUrl(api.leadNextStep, params(id)))).statusCode).toBe(404);
    }

    const lead = await newLead();
    const first = (await set(lead.id, { what: "Call", dueAt: future, assigneeId: null })).json().nextStep;
    await set(lead.id, { what: "Call again", dueAt: future, assigneeId: null });
    const stale = await done(lead.id, first.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: NEXT_STEP_MESSAGES.stale });
    expect(await read(lead.id)).toMatchObject({ what: "Call again" });
  });

  it("is for signed-in staff only", async () => {
    const lead = await newLead();
    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.leadNextStep, params(lead.id)),
    });
    expect(response.statusCode).toBe(401);
  });
});
