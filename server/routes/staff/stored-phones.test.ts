import { sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import type { InboxPage, LeadDetail } from "#contracts/leads-inbox";
import { inboundMessages, leads, outboundMessages, quoteRequests, smsOptOuts } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { publicFormClient } from "#tests/support/public-form.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, twilioSignature, twilioTestConfig } from "#tests/support/twilio.ts";
import { webhookWorkDone } from "#tests/support/webhooks.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const LEAD = { name: "Ann Lee", email: "ann@example.com", website: "" };
const QUOTE = { company: "Northwind Traders", contact: "Priya Raman", teamSize: 40, website: "" };

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

describe.each(testDatabases())("phones stored in E.164, on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });
  const leadForm = publicFormClient(() => server.app, api.submitLead, 2);
  const quoteForm = publicFormClient(() => server.app, api.submitQuote, 3);
  let session: StaffSession;

  beforeAll(async () => {
    session = await signIn(server.app, await createStaffUser(server.app));
  });
  beforeEach(async () => {
    await server.app.database.db.execute(
      sql`truncate ${leads}, ${quoteRequests}, ${outboundMessages}, ${smsOptOuts}, ${inboundMessages} cascade`,
    );
  });

  const staffGet = async <T>(url: string) =>
    (await server.app.inject({ method: "GET", url, headers: adminHeaders(session) })).json<T>();
  const storedLeads = () => server.app.database.db.select().from(leads);
  const storedQuotes = () => server.app.database.db.select().from(quoteRequests);

  it.each([
    ["10 NANP digits, as the API may send them", "4155550128", "+14155550128"],
    ["1 and 10 NANP digits", "14155550128", "+14155550128"],
    ["a formatted US number", "+1 (415) 555-0128", "+14155550128"],
    ["an Indian mobile with 91", "91 98765 43210", "+919876543210"],
    ["an Indian mobile with 0", "098765-43210", "+919876543210"],
  ])("stores a lead's phone typed as %s in E.164", async (_case, phone, e164) => {
    expect((await leadForm.post({ ...LEAD, phone })).statusCode).toBe(200);
    expect((await storedLeads()).map((lead) => lead.phone)).toEqual([e164]);
  });

  it("counts a repeat within 10 minutes typed differently as the same lead", async () => {
    await leadForm.post({ ...LEAD, phone: "4155550128" });
    await leadForm.post({ ...LEAD, phone: "+1 415-555-0128" });
    await leadForm.post({ ...LEAD, phone: "14155550128" });
    const [lead, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ phone: "+14155550128", submissionCount: 3 });
  });

  it.each([
    ["a US number with dots", "415.555.0199", "+14155550199"],
    ["another country with 00", "0044 20 7946 0958", "+442079460958"],
    ["nothing", "", ""],
    ["a number it cannot tell, kept as typed", "020 7946 0958", "020 7946 0958"],
    ["free text, kept as typed", "ask for the front desk", "ask for the front desk"],
  ])("stores a quote request's phone typed as %s", async (_case, phone, kept) => {
    const response = await quoteForm.post({ ...QUOTE, email: "priya@northwind.example", phone });
    expect(response.statusCode).toBe(200);
    expect((await storedQuotes()).map((quote) => quote.phone)).toEqual([kept]);
  });

  it("texts a lead submitted as 4155550128 from its page, and shows it opted out after it replies STOP", async () => {
    await leadForm.post({ ...LEAD, phone: "4155550128" });
    const [stored] = await storedLeads();
    const leadId = stored?.id ?? "";
    const page = await staffGet<LeadDetail>(apiUrl(api.lead, { params: { kind: "lead", id: leadId } }));
    expect(page.phone).toBe("+14155550128");

    // The lead page's SMS button sends to the phone the page shows.
    const sms = await server.app.inject({
      method: "POST",
      url: "/api/send-custom-sms",
      payload: { to: page.phone, message: "See you on Tuesday!", lead: `lead:${leadId}` },
      headers: adminHeaders(session),
    });
    expect(sms.json()).toEqual({ success: true, message: "SMS sent successfully!", dryRun: false });
    expect(mock.requests).toHaveLength(1);

    const reply = {
      MessageSid: `SM${"7".repeat(32)}`,
      AccountSid: "AC0123456789abcdef0123456789abcdef",
      From: "+14155550128",
      To: "+14155550101",
      Body: "STOP",
      NumMedia: "0",
    };
    const delivered = await server.app.inject({
      method: "POST",
      url: api.twilioInbound.path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(`${PUBLIC_URL}${api.twilioInbound.path}`, reply),
      },
      payload: new URLSearchParams(reply).toString(),
    });
    expect(delivered.statusCode).toBe(200);
    await webhookWorkDone(server.app);

    const afterStop = await staffGet<LeadDetail>(apiUrl(api.lead, { params: { kind: "lead", id: leadId } }));
    expect(afterStop.optedOut).toBe(true);
    const inbox = await staffGet<InboxPage>(api.inbox.path);
    expect(inbox.rows.map((row) => [row.phone, row.optedOut])).toEqual([["+14155550128", true]]);
  });
});
