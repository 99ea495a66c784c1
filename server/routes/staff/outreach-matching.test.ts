import { eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import type { LeadDetail } from "#contracts/leads-inbox";
import { auditLog, leadEvents, leads, outboundMessages, quoteEvents, quoteRequests } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
} from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, twilioError, twilioTestConfig } from "#tests/support/twilio.ts";

const AGENT = "+14155550177";
const HOUR = 3_600_000;

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

describe.each(testDatabases())(
  "a send from a standalone tool, linked to the lead it went to, on $name",
  (database) => {
    // Twilio is live; e-mail has no SMTP settings, so it runs as a dry run.
    const server = useTestApp(database, { config: { twilio: twilioTestConfig() } });
    let alice: TestStaffUser;
    let bob: TestStaffUser;
    let aliceSession: StaffSession;
    let bobSession: StaffSession;

    beforeAll(async () => {
      alice = await createStaffUser(server.app);
      bob = await createStaffUser(server.app);
      aliceSession = await signIn(server.app, alice);
      bobSession = await signIn(server.app, bob);
    });
    beforeEach(async () => {
      await server.app.database.db.execute(
        sql`truncate ${outboundMessages}, ${leadEvents}, ${quoteEvents}, ${leads}, ${quoteRequests} cascade`,
      );
    });

    const send = (url: string, payload: object, session = aliceSession) =>
      server.app.inject({ method: "POST", url, payload, headers: adminHeaders(session) });
    const sms = (to: string, session = aliceSession) =>
      send(api.outreach.sms.path, { to, message: "Your trial class is on Saturday." }, session);
    const detail = async (kind: "lead" | "quote", id: string) => {
      const response = await server.app.inject({
        method: "GET",
        url: apiUrl(api.lead, { params: { kind, id } }),
        headers: adminHeaders(aliceSession),
      });
      expect(response.statusCode).toBe(200);
      return response.json<LeadDetail>();
    };
    const records = () => server.app.database.db.select().from(outboundMessages);

    async function insertLead(values: { name: string; phone: string; email?: string; hoursAgo: number }) {
      const [row] = await server.app.database.db
        .insert(leads)
        .values({
          name: values.name,
          email: values.email ?? `${values.name.toLowerCase().replace(/\W/g, ".")}@example.com`,
          phone: values.phone,
          createdAt: new Date(Date.now() - values.hoursAgo * HOUR),
        })
        .returning({ id: leads.id });
      return row?.id ?? "";
    }
    async function insertQuote(values: { contact: string; phone: string; email?: string; hoursAgo: number }) {
      const [row] = await server.app.database.db
        .insert(quoteRequests)
        .values({
          company: "Acme",
          contact: values.contact,
          email: values.email ?? `${values.contact.toLowerCase().replace(/\W/g, ".")}@acme.example`,
          phone: values.phone,
          teamSize: 20,
          createdAt: new Date(Date.now() - values.hoursAgo * HOUR),
        })
        .returning({ id: quoteRequests.id });
      return row?.id ?? "";
    }
    /** Still waiting: New, no first contact, due a day after it arrived. */
    function expectUntouched(page: LeadDetail) {
      expect(page).toMatchObject({
        status: "new",
        firstContactedAt: null,
        firstContactedBy: null,
        firstContactChannel: null,
        dueAt: new Date(Date.parse(page.createdAt) + 24 * HOUR).toISOString(),
      });
      expect(page.timeline.filter((entry) => entry.type !== "submitted")).toEqual([]);
    }

    it("an SMS to a lead whose number was typed in another format lands on its timeline, sets its first contact and moves it to Contacted", async () => {
      const submitted = await server.app.inject({
        method: "POST",
        url: api.submitLead.path,
        payload: { name: "Rita Moreno", email: "rita@example.com", phone: "415-555-0128" },
      });
      expect(submitted.statusCode).toBe(200);
      const [lead] = await server.app.database.db
        .select()
        .from(leads)
        .where(eq(leads.email, "rita@example.com"));
      // Typed without a country code, stored in E.164 (docs/decisions/025-phones-stored-as-e164.md).
      expect(lead?.phone).toBe("+14155550128");
      const id = lead?.id ?? "";

      const before = Date.now();
      const response = await sms("+14155550128");
      const after = Date.now();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: "SMS sent successfully!",
        dryRun: false,
        linkedLead: { kind: "lead", id, name: "Rita Moreno" },
      });
      expect(mock.requests.map((request) => request.body.To)).toEqual(["+14155550128"]);
      expect(await records()).toEqual([
        expect.objectContaining({ leadId: id, quoteId: null, status: "queued" }),
      ]);

      const page = await detail("lead", id);
      expect(page).toMatchObject({
        status: "contacted",
        firstContactedBy: alice.username,
        firstContactChannel: "sms",
        dueAt: null,
      });
      const firstContact = Date.parse(page.firstContactedAt ?? "");
      expect(firstContact).toBeGreaterThanOrEqual(before - 1000);
      expect(firstContact).toBeLessThanOrEqual(after + 1000);
      // The CRM job's and the staff alert's entries (neither is configured) may land anywhere among these.
      const timeline = page.timeline.filter((entry) => entry.type !== "crm" && entry.type !== "alert");
      expect(timeline.map(({ type, summary, staff, text }) => ({ type, summary, staff, text }))).toEqual([
        { type: "submitted", summary: "Submitted the lead form", staff: null, text: undefined },
        {
          type: "outreach",
          summary: "SMS to +14155550128: queued",
          staff: alice.username,
          text: "Your trial class is on Saturday.",
        },
        {
          type: "status_changed",
          summary: "Status: New → Contacted",
          staff: alice.username,
          text: "Set when the SMS was sent.",
        },
      ]);
      const audits = await server.app.database.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.action} = 'lead_status_changed' and ${auditLog.detail}->>'lead' = ${`lead:${id}`}`,
        );
      expect(audits.map((audit) => audit.detail)).toEqual([
        { lead: `lead:${id}`, from: "new", to: "contacted", automatic: true, channel: "sms" },
      ]);
    });

    it("picks the most recent of the leads and quote requests with the number, whatever its form, and leaves the others alone", async () => {
      const oldest = await insertLead({ name: "Old Lead", phone: "+14155550129", hoursAgo: 72 });
      const olderQuote = await insertQuote({
        contact: "Quote Person",
        phone: "+1 (415) 555-0129",
        hoursAgo: 48,
      });
      const newest = await insertLead({ name: "New Lead", phone: "14155550129", hoursAgo: 24 });
      const otherNumber = await insertLead({ name: "Someone Else", phone: "+14155550130", hoursAgo: 1 });

      const call = await send(api.outreach.call.path, { to_number: "+14155550129", agent_number: AGENT });
      expect(call.statusCode).toBe(200);
      expect(call.json().linkedLead).toEqual({ kind: "lead", id: newest, name: "New Lead" });
      expect(await detail("lead", newest)).toMatchObject({
        status: "contacted",
        firstContactedBy: alice.username,
        firstContactChannel: "call",
      });
      for (const [kind, id] of [
        ["lead", oldest],
        ["quote", olderQuote],
        ["lead", otherNumber],
      ] as const) {
        expectUntouched(await detail(kind, id));
      }

      // A quote request newer still, its number typed with dots: it is the one now.
      const newestQuote = await insertQuote({ contact: "Newer Quote", phone: "415.555.0129", hoursAgo: 2 });
      const whatsapp = await send(api.outreach.whatsapp.path, {
        number: "+14155550129",
        name: "Newer",
        contentSid: "health_report_request_campaign",
      });
      expect(whatsapp.statusCode).toBe(200);
      expect(whatsapp.json().linkedLead).toEqual({ kind: "quote", id: newestQuote, name: "Newer Quote" });
      expect(await detail("quote", newestQuote)).toMatchObject({
        status: "contacted",
        firstContactChannel: "whatsapp",
      });
      expect((await records()).map((record) => [record.channel, record.leadId, record.quoteId])).toEqual(
        expect.arrayContaining([
          ["call", newest, null],
          ["whatsapp", null, newestQuote],
        ]),
      );
    });

    it("reads an Indian mobile stored with 0 as the tool's +91 number, and bare digits that are a US number as US", async () => {
      const indian = await insertLead({ name: "Asha Verma", phone: "09876543210", hoursAgo: 5 });
      // Newer, but "9876543210" alone is a valid US number, so it is read as +1 987 654 3210.
      const bare = await insertLead({ name: "Bare Digits", phone: "9876543210", hoursAgo: 1 });
      const response = await send(api.outreach.whatsapp.path, {
        number: "+91 98765 43210",
        name: "Asha",
        contentSid: "health_report_request_campaign",
        // The suite's clock (20:00 UTC) is 01:30 in India: outside calling hours, so staff confirm it.
        quiet_hours_override: true,
      });
      expect(response.json().linkedLead).toEqual({ kind: "lead", id: indian, name: "Asha Verma" });
      expect((await detail("lead", indian)).firstContactChannel).toBe("whatsapp");
      expectUntouched(await detail("lead", bare));
    });

    it("finds an e-mail's lead by the address in any case; a dry run counts as the first contact", async () => {
      const lead = await insertLead({
        name: "Maya Kim",
        phone: "+14155550131",
        email: "maya.kim@example.com",
        hoursAgo: 3,
      });
      const response = await send(api.outreach.email.path, {
        to: "Maya.Kim@Example.COM",
        name: "Maya",
        subject: "Your trial",
        message: "<p>See you soon</p>",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: "Email sent successfully! (dry run: recorded, not sent)",
        dryRun: true,
        linkedLead: { kind: "lead", id: lead, name: "Maya Kim" },
      });
      const page = await detail("lead", lead);
      expect(page).toMatchObject({
        status: "contacted",
        firstContactChannel: "email",
        firstContactedBy: alice.username,
      });
      expect(page.timeline).toContainEqual(
        expect.objectContaining({ type: "outreach", summary: "Email to Maya.Kim@Example.COM: dry run" }),
      );
    });

    it("still records a send that matches no lead, linked to none", async () => {
      await insertLead({ name: "Someone", phone: "+14155550132", email: "someone@example.com", hoursAgo: 1 });
      const response = await sms("+14155550199");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: "SMS sent successfully!", dryRun: false });
      expect(await records()).toEqual([
        expect.objectContaining({ recipient: "+14155550199", leadId: null, quoteId: null, status: "queued" }),
      ]);
    });

    it("puts a refused send on the lead's timeline without counting it as contact; the next accepted one counts", async () => {
      const lead = await insertLead({ name: "Refused Once", phone: "+14155550133", hoursAgo: 2 });
      mock.reply("messages", { status: 400, body: twilioError(30006, "Landline or unreachable carrier") });
      const refused = await sms("+14155550133");
      expect(refused.statusCode).toBe(502);
      const afterRefusal = await detail("lead", lead);
      expect(afterRefusal).toMatchObject({
        status: "new",
        firstContactedAt: null,
        firstContactChannel: null,
      });
      expect(afterRefusal.dueAt).not.toBeNull();
      expect(afterRefusal.timeline).toEqual([
        expect.objectContaining({
          type: "outreach",
          status: "failed",
          text: "Landline or unreachable carrier",
        }),
      ]);

      mock.reset();
      const call = await send(
        api.outreach.call.path,
        { to_number: "+14155550133", agent_number: AGENT },
        bobSession,
      );
      expect(call.statusCode).toBe(200);
      expect(await detail("lead", lead)).toMatchObject({
        status: "contacted",
        firstContactedBy: bob.username,
        firstContactChannel: "call",
        dueAt: null,
      });
    });

    it("keeps the first contact: a later send by someone else on another channel changes neither it nor the status", async () => {
      const lead = await insertLead({ name: "Twice Reached", phone: "+14155550134", hoursAgo: 2 });
      expect((await sms("+14155550134")).statusCode).toBe(200);
      const first = await detail("lead", lead);
      const call = await send(
        api.outreach.call.path,
        { to_number: "+14155550134", agent_number: AGENT },
        bobSession,
      );
      expect(call.json().linkedLead).toEqual({ kind: "lead", id: lead, name: "Twice Reached" });
      const second = await detail("lead", lead);
      expect(second).toMatchObject({
        status: "contacted",
        firstContactedAt: first.firstContactedAt,
        firstContactedBy: alice.username,
        firstContactChannel: "sms",
      });
      expect(second.timeline.map((entry) => entry.type)).toEqual(["outreach", "status_changed", "outreach"]);
    });

    it("sends for the lead named in the request, not the newest lead with the number", async () => {
      const named = await insertLead({ name: "Named Lead", phone: "+14155550135", hoursAgo: 30 });
      const newer = await insertLead({ name: "Newer Lead", phone: "+14155550135", hoursAgo: 1 });
      const response = await send(api.outreach.sms.path, {
        to: "+14155550135",
        message: "Hello",
        lead: `lead:${named}`,
      });
      expect(response.json()).toEqual({ success: true, message: "SMS sent successfully!", dryRun: false });
      expect(await detail("lead", named)).toMatchObject({ status: "contacted", firstContactChannel: "sms" });
      expectUntouched(await detail("lead", newer));
    });

    it("records one first contact and one status change when two sends reach a waiting lead at once", async () => {
      const lead = await insertLead({ name: "Raced Lead", phone: "+14155550136", hoursAgo: 2 });
      const [first, second] = await Promise.all([
        sms("+14155550136"),
        send(api.outreach.call.path, { to_number: "+14155550136", agent_number: AGENT }, bobSession),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      const page = await detail("lead", lead);
      expect(page.status).toBe("contacted");
      // Whoever committed first: the channel and the person belong to the same send.
      expect([
        [alice.username, "sms"],
        [bob.username, "call"],
      ]).toContainEqual([page.firstContactedBy, page.firstContactChannel]);
      expect(page.timeline.filter((entry) => entry.type === "status_changed")).toHaveLength(1);
      expect(page.timeline.filter((entry) => entry.type === "outreach")).toHaveLength(2);
    });
  },
);
