import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { INBOX_MESSAGES, type LeadDetail } from "#contracts/leads-inbox";
import { leads, outboundMessages, quoteRequests, smsOptOuts } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, twilioSignature, twilioTestConfig } from "#tests/support/twilio.ts";
import { webhookWorkDone } from "#tests/support/webhooks.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const CLIENT = "+14155550142";
const AGENT = "+14155550177";

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

describe.each(testDatabases())("outreach sent from a lead's page, on $name", (database) => {
  // Twilio is live; e-mail has no SMTP settings, so it runs as a dry run.
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });
  let session: StaffSession;
  let username: string;
  let leadId: string;

  beforeAll(async () => {
    const user = await createStaffUser(server.app);
    username = user.username;
    session = await signIn(server.app, user);
  });
  beforeEach(async () => {
    const { db } = server.app.database;
    await db.execute(sql`truncate ${outboundMessages}, ${smsOptOuts}`);
    const [lead] = await db
      .insert(leads)
      .values({ name: "Ann Lee", email: "ann@example.com", phone: CLIENT })
      .returning({ id: leads.id });
    leadId = lead?.id ?? "";
  });

  const post = (url: string, payload: object) =>
    server.app.inject({ method: "POST", url, payload, headers: adminHeaders(session) });
  const detail = async (kind: "lead" | "quote", id: string) =>
    (
      await server.app.inject({
        method: "GET",
        url: apiUrl(api.lead, { params: { kind: kind, id: id } }),
        headers: adminHeaders(session),
      })
    ).json<LeadDetail>();
  const records = () => server.app.database.db.select().from(outboundMessages);

  it("links the SMS to the lead, moves it from New to Contacted, and follows its delivery on the timeline", async () => {
    const response = await post("/api/send-custom-sms", {
      to: CLIENT,
      message: "See you on Tuesday!",
      lead: `lead:${leadId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "SMS sent successfully!", dryRun: false });
    expect(mock.requests).toHaveLength(1);
    const [record] = await records();
    expect(record).toMatchObject({ leadId, quoteId: null, status: "queued" });

    const callback = { MessageSid: record?.providerId ?? "", MessageStatus: "delivered", To: CLIENT };
    const delivered = await server.app.inject({
      method: "POST",
      url: api.twilioStatus.path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(`${PUBLIC_URL}${api.twilioStatus.path}`, callback),
      },
      payload: new URLSearchParams(callback).toString(),
    });
    expect(delivered.statusCode).toBe(204);
    await webhookWorkDone(server.app);

    const page = await detail("lead", leadId);
    expect(page.status).toBe("contacted");
    expect(page.timeline).toEqual([
      {
        id: `outreach-${record?.id}`,
        type: "outreach",
        at: expect.any(String),
        summary: `SMS to ${CLIENT}: delivered`,
        staff: username,
        channel: "sms",
        status: "delivered",
        text: "See you on Tuesday!",
      },
      expect.objectContaining({
        type: "status_changed",
        summary: "Status: New → Contacted",
        staff: username,
        text: "Set when the SMS was sent.",
      }),
    ]);
  });

  it("leaves a status past New alone, and links an e-mail to a quote request", async () => {
    const { db } = server.app.database;
    await db.update(leads).set({ status: "trial_booked" }).where(eq(leads.id, leadId));
    const call = await post("/api/twilio-bridge-call", {
      to_number: CLIENT,
      agent_number: AGENT,
      lead: `lead:${leadId}`,
    });
    expect(call.statusCode).toBe(200);
    expect((await detail("lead", leadId)).status).toBe("trial_booked");

    const [quote] = await db
      .insert(quoteRequests)
      .values({ company: "Acme", contact: "Bo Kim", email: "bo@acme.example", teamSize: 12 })
      .returning({ id: quoteRequests.id });
    const quoteId = quote?.id ?? "";
    const email = await post("/api/send-custom-email", {
      to: "bo@acme.example",
      name: "Bo Kim",
      subject: "Yoga for Acme",
      message: "<p>Hello</p>",
      // The id's case does not matter, as for any UUID.
      lead: `quote:${quoteId.toUpperCase()}`,
    });
    expect(email.statusCode).toBe(200);
    const page = await detail("quote", quoteId);
    expect(page.status).toBe("contacted");
    expect(page.timeline[0]).toMatchObject({
      type: "outreach",
      summary: "Email to bo@acme.example: dry run",
      channel: "email",
      status: "dry-run",
      text: "Yoga for Acme",
      html: "<p>Hello</p>",
    });
  });

  it("shows an e-mail's message on the timeline sanitised again on the way out: no script, no handler, the words kept", async () => {
    const { db } = server.app.database;
    // A row as an older version, or any other writer, might have stored it: not sanitised.
    await db.insert(outboundMessages).values({
      channel: "email",
      recipient: "ann@example.com",
      subject: "Your first class",
      content:
        '<p onclick="steal()" style="color:red">See you <strong>Saturday</strong> at 9.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://harmoniyoga.example/book" onmouseover="steal()">Book</a>',
      status: "sent",
      leadId,
    });
    const [entry] = (await detail("lead", leadId)).timeline;
    expect(entry).toMatchObject({ type: "outreach", channel: "email", text: "Your first class" });
    expect(entry?.html).toBe(
      '<p>See you <strong>Saturday</strong> at 9.</p><a>x</a><a href="https://harmoniyoga.example/book">Book</a>',
    );
  });

  it("answers 404 for a lead that does not exist, sending and recording nothing", async () => {
    const response = await post("/api/send-custom-sms", {
      to: CLIENT,
      message: "Hello",
      lead: `lead:${randomUUID()}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.notFound });
    expect(mock.requests).toEqual([]);
    expect(await records()).toEqual([]);
  });

  it("answers 400 for a malformed lead reference", async () => {
    const response = await post("/api/send-whatsapp-message", {
      number: CLIENT,
      name: "Ann",
      contentSid: "health_report_request_campaign",
      lead: "lead:42",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.leadRef, field: "lead" });
  });

  it("refuses SMS and WhatsApp to a number that opted out, with or without a lead; calls and e-mail still go", async () => {
    await server.app.database.db
      .insert(smsOptOuts)
      .values({ phone: CLIENT, optedOut: true, keyword: "STOP" });
    const sms = await post("/api/send-custom-sms", { to: "+1 415 555 0142", message: "Hello" });
    expect(sms.statusCode).toBe(409);
    expect(sms.json()).toEqual({ success: false, message: INBOX_MESSAGES.optedOut, field: "to" });
    const whatsapp = await post("/api/send-whatsapp-message", {
      number: CLIENT,
      name: "Ann",
      contentSid: "health_report_request_campaign",
      lead: `lead:${leadId}`,
    });
    expect(whatsapp.statusCode).toBe(409);
    expect(whatsapp.json()).toEqual({ success: false, message: INBOX_MESSAGES.optedOut, field: "number" });
    expect(mock.requests).toEqual([]);
    expect(await records()).toEqual([]);
    expect((await detail("lead", leadId)).status).toBe("new");

    const call = await post("/api/twilio-bridge-call", { to_number: CLIENT, agent_number: AGENT });
    expect(call.statusCode).toBe(200);
    expect(mock.requests.map((request) => request.endpoint)).toEqual(["calls"]);
    const email = await post("/api/send-custom-email", {
      to: "ann@example.com",
      name: "Ann",
      subject: "Hi",
      message: "Hello",
    });
    expect(email.statusCode).toBe(200);
    expect((await records()).map((record) => record.channel).sort()).toEqual(["call", "email"]);
  });
});
