import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import type { TimelineEntry } from "#contracts/leads-inbox";
import { testDatabases } from "#tests/support/db.ts";
import { parseMail, type ReceivedMail, startSmtpServer } from "#tests/support/smtp.ts";
import { adminHeaders, createStaffUser, signIn } from "#tests/support/staff.ts";
import { type TestApp, useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, TWILIO_TEST, twilioError, twilioTestConfig } from "#tests/support/twilio.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import type { Config } from "../config.ts";
import { type AlertStatus, leadEvents, leads, quoteEvents, quoteRequests } from "../db/schema.ts";
import { SPA_FALLBACK } from "../plugins/internal/static-site.ts";
import { LEAD_ALERT_QUEUE } from "./staff-alerts.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const STAFF_EMAILS = ["desk@harmoniyoga.example", "owner@harmoniyoga.example"];
const STAFF_PHONES = ["+14155550170", "+14155550171"];
const FALLBACK_PAGE = "<!doctype html><title>Staff</title><p>staff app</p>";

const smtp = await startSmtpServer();
const twilio = createTwilioMock();
const mockTwilio = setupServer(...twilio.handlers);
/** The client build's SPA fallback, so a followed link reaches the staff page route. */
const clientDir = mkdtempSync(join(tmpdir(), "harmoni-alerts-"));
writeFileSync(join(clientDir, SPA_FALLBACK), FALLBACK_PAGE);

beforeAll(() => mockTwilio.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  twilio.reset();
  smtp.script(["accept"]);
});
afterAll(async () => {
  mockTwilio.close();
  await smtp.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const MAIL: Config["mail"] = {
  smtpUrl: smtp.url,
  from: "Harmoni Yoga <hello@harmoniyoga.example>",
  timeoutMs: 2_000,
  retryBaseSeconds: 0.1,
  maxAttempts: 3,
};
const ALERTS: Config["speedToLead"] = {
  alertEmails: STAFF_EMAILS.join(", "),
  alertSms: STAFF_PHONES,
  responsePromiseHours: 24,
};

const sanFrancisco = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Los_Angeles",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Every wall-clock minute in San Francisco from `from` to `to` (ms), as "HH:MM". */
function sanFranciscoTimes(from: number, to: number): string[] {
  const times = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) times.add(sanFrancisco.format(at));
  return [...times];
}

let counter = 0;
/** A lead whose e-mail is unique per call, with what the visitor was looking at. */
function newLead(name: string) {
  counter += 1;
  return {
    name,
    email: `alert.${counter}@example.com`,
    phone: `+1415555${String(counter).padStart(4, "0")}`,
    website: "",
    attribution: { landingPage: "/", page: "/offerings/hatha-flow" },
    interest: { offering: "Hatha Flow", plan: "Monthly", teacher: "Clara Jensen" },
  };
}

/** The alert e-mails the SMTP server accepted about the person with this e-mail address. */
function alertMailsAbout(email: string): ReceivedMail[] {
  return smtp.received.filter((mail) => parseMail(mail.raw).text?.includes(`\nE-mail: ${email}\n`));
}

function alertsOf(server: TestApp) {
  const db = () => server.app.database.db;

  async function submitLead(lead: ReturnType<typeof newLead>) {
    const response = await server.app.inject({ method: "POST", url: api.submitLead.path, payload: lead });
    expect(response.statusCode).toBe(200);
  }
  function waitForLead(email: string, status: AlertStatus) {
    return waitFor(async () => {
      const [row] = await db().select().from(leads).where(eq(leads.email, email));
      return row?.alertStatus === status && row;
    });
  }
  /** The lead's alert events (and its submissions), oldest first. */
  async function leadAlertEvents(leadId: string) {
    const events = await db()
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.id);
    return events.filter(
      (event) =>
        event.type.startsWith("alert_") ||
        event.type.endsWith("submitted") ||
        event.type === "duplicate_submission",
    );
  }
  /** The lead's page as staff see it, through the API its page calls. */
  async function leadPage(kind: string, id: string) {
    const staff = await createStaffUser(server.app);
    const session = await signIn(server.app, staff);
    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.lead, { params: { kind, id } }),
      headers: adminHeaders(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { name: string; timeline: TimelineEntry[] };
  }
  async function alertTimeline(kind: string, id: string) {
    const page = await leadPage(kind, id);
    return page.timeline
      .filter((entry) => entry.type === "alert")
      .map(({ summary, text }) => ({ summary, text }));
  }
  return { db, submitLead, waitForLead, leadAlertEvents, leadPage, alertTimeline };
}

describe.each(testDatabases())("new-lead alerts on $name", (database) => {
  const server = useTestApp(database, {
    config: {
      mail: MAIL,
      speedToLead: ALERTS,
      twilio: twilioTestConfig(),
      publicUrl: PUBLIC_URL,
      clientDir,
    },
  });
  const { db, submitLead, waitForLead, leadAlertEvents, leadPage, alertTimeline } = alertsOf(server);

  it("e-mails every staff address once with a link that opens the lead's page, and texts every staff number", async () => {
    const lead = newLead("Asha Rao");
    const submittedAt = Date.now();
    await submitLead(lead);
    const sent = await waitForLead(lead.email, "sent");

    const [mail, ...others] = alertMailsAbout(lead.email);
    expect(others).toHaveLength(0);
    expect(mail?.to).toEqual(STAFF_EMAILS);
    const parsed = parseMail(mail?.raw ?? "");
    expect(parsed.headers.get("subject")).toBe("New lead: Asha Rao");
    expect(parsed.headers.get("to")).toBe(STAFF_EMAILS.join(", "));
    const link = `${PUBLIC_URL}/admin/leads/lead/${sent.id}`;
    expect(parsed.text?.split("\n")).toEqual([
      "New lead: Asha Rao",
      "",
      "Name: Asha Rao",
      `E-mail: ${lead.email}`,
      `Phone: ${lead.phone}`,
      "",
      "What they were looking at:",
      "Offering: Hatha Flow",
      "Plan: Monthly",
      "Teacher: Clara Jensen",
      "Page: /offerings/hatha-flow",
      "",
      expect.stringMatching(/^Arrived: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/),
      expect.stringMatching(/^Their local time now: \d\d:\d\d \(America\/Los_Angeles\)/),
      "",
      `Open the lead's page: ${link}`,
      "",
      "The site promises them a reply within 24 hours.",
      "",
    ]);
    expect(parsed.html).toContain(`<a href="${link}"`);
    // +1 415 is San Francisco: the time there while the alert went out, with the warning outside 08:00-21:00.
    const localTime = parsed.text?.match(/^Their local time now: (\d\d):(\d\d) .*$/m) ?? [];
    const [line, hour = "", minute = ""] = localTime;
    expect(sanFranciscoTimes(submittedAt, Date.now())).toContain(`${hour}:${minute}`);
    const outside = Number(hour) < 8 || Number(hour) >= 21;
    expect(line?.endsWith(", outside calling hours (08:00 to 21:00)")).toBe(outside);

    // Following the link: the staff page route answers, and the page's data is this lead's.
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    const page = await server.app.inject({ method: "GET", url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(FALLBACK_PAGE);
    const [, kind = "", id = ""] = /^\/admin\/leads\/([^/]+)\/([^/]+)$/.exec(url.pathname) ?? [];
    const detail = await leadPage(kind, id);
    expect(detail.name).toBe("Asha Rao");

    const body = `New lead: Asha Rao, ${lead.phone}, Hatha Flow, Monthly, Clara Jensen, ${hour}:${minute} their time. ${link}`;
    expect(twilio.requests.map((request) => request.body)).toEqual(
      STAFF_PHONES.map((to) => ({ To: to, From: TWILIO_TEST.smsFrom, Body: body })),
    );
    expect(sent).toMatchObject({ alertAttempts: 1, alertLastError: null });
    expect(sent.alertMailedAt).toBeInstanceOf(Date);
    expect(sent.alertTextedAt).toBeInstanceOf(Date);
    expect(sent.alertSentAt).toBeInstanceOf(Date);
    const events = await leadAlertEvents(sent.id);
    expect(events.map(({ type, detail }) => ({ type, detail }))).toEqual([
      { type: "submitted", detail: expect.any(Object) },
      { type: "alert_attempt", detail: { attempt: 1 } },
      { type: "alert_mailed", detail: { to: STAFF_EMAILS, messageId: parsed.headers.get("message-id") } },
      {
        type: "alert_texted",
        detail: { to: STAFF_PHONES[0], sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) },
      },
      {
        type: "alert_texted",
        detail: { to: STAFF_PHONES[1], sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) },
      },
      {
        type: "alert_sent",
        detail: { attempt: 1, emailed: 2, emailDryRun: false, texted: 2, smsDryRun: false },
      },
    ]);
    expect(await alertTimeline("lead", sent.id)).toEqual([
      { summary: "Staff alerted: e-mail to 2 addresses, SMS to 2 numbers", text: undefined },
    ]);
  });

  it("does not alert again when the same person submits again within the 10 minutes", async () => {
    const lead = newLead("Maya Again");
    await submitLead(lead);
    const sent = await waitForLead(lead.email, "sent");
    await submitLead(lead);

    const jobs = (await db().execute(
      sql`select count(*)::int as count from pgboss.job where name = ${LEAD_ALERT_QUEUE} and data->>'id' = ${sent.id}`,
    )) as { rows: { count: number }[] };
    expect(jobs.rows[0]?.count).toBe(1);
    const [row] = await db().select().from(leads).where(eq(leads.email, lead.email));
    expect(row).toMatchObject({ submissionCount: 2, alertStatus: "sent", alertAttempts: 1 });
    expect(alertMailsAbout(lead.email)).toHaveLength(1);
    expect((await leadAlertEvents(sent.id)).map((event) => event.type)).toEqual([
      "submitted",
      "alert_attempt",
      "alert_mailed",
      "alert_texted",
      "alert_texted",
      "alert_sent",
      "duplicate_submission",
    ]);
  });

  it("alerts staff of a quote request with the company, the team size and the link to its page", async () => {
    const quoteEmail = `jane.${database.name.toLowerCase()}@acme.example`;
    const submittedAt = Date.now();
    const response = await server.app.inject({
      method: "POST",
      url: api.submitQuote.path,
      payload: {
        company: "Acme & <Sons>",
        contact: "Jane O'Brien",
        email: quoteEmail,
        phone: "+1 415 555 0199",
        teamSize: 25,
        message: "Lunchtime sessions?",
        website: "",
      },
    });
    expect(response.statusCode).toBe(200);
    const quote = await waitFor(async () => {
      const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.email, quoteEmail));
      return row?.alertStatus === "sent" && row;
    });
    const link = `${PUBLIC_URL}/admin/leads/quote/${quote.id}`;
    const [mail, ...others] = alertMailsAbout(quoteEmail);
    expect(others).toHaveLength(0);
    const parsed = parseMail(mail?.raw ?? "");
    expect(parsed.headers.get("subject")).toBe("New quote request: Acme & <Sons> (25 people)");
    expect(parsed.text).toContain(
      [
        "Company: Acme & <Sons>",
        "Contact: Jane O'Brien",
        `E-mail: ${quoteEmail}`,
        "Phone: +14155550199",
        "Team size: 25",
        "",
        "What they were looking at:",
        "Page: For Businesses (the quote form)",
        "",
        "Message:",
        "Lunchtime sessions?",
      ].join("\n"),
    );
    expect(parsed.text).toContain(`Open the quote request's page: ${link}\n`);
    expect(parsed.html).toContain('<td style="padding:4px 0">Acme &amp; &lt;Sons&gt;</td>');
    expect(parsed.html).not.toContain("<Sons>");
    const bodies = twilio.requests.map((request) => request.body.Body);
    const time = String(bodies[0]).match(/, (\d\d:\d\d) their time\./)?.[1] ?? "";
    expect(sanFranciscoTimes(submittedAt, Date.now())).toContain(time);
    const body = `New quote request: Acme & <Sons> (25 people), Jane O'Brien, +14155550199, ${time} their time. ${link}`;
    expect(bodies).toEqual([body, body]);
    const events = await db().select().from(quoteEvents).where(eq(quoteEvents.quoteId, quote.id));
    expect(events.filter((event) => event.type === "alert_sent")).toHaveLength(1);
    expect(await alertTimeline("quote", quote.id)).toEqual([
      { summary: "Staff alerted: e-mail to 2 addresses, SMS to 2 numbers", text: undefined },
    ]);
  });

  it("retries after the mail server's 451 and then sends the e-mail once", async () => {
    smtp.script([{ code: 451, message: "Mailbox busy, try again later" }, "accept"]);
    const lead = newLead("Ravi Retry");
    await submitLead(lead);
    const sent = await waitForLead(lead.email, "sent");

    expect(alertMailsAbout(lead.email)).toHaveLength(1);
    expect(twilio.requests).toHaveLength(2);
    expect(sent.alertAttempts).toBe(2);
    expect((await leadAlertEvents(sent.id)).map((event) => event.type)).toEqual([
      "submitted",
      "alert_attempt",
      "alert_retry_scheduled",
      "alert_attempt",
      "alert_mailed",
      "alert_texted",
      "alert_texted",
      "alert_sent",
    ]);
    expect(await alertTimeline("lead", sent.id)).toEqual([
      {
        summary: "Staff alert failed; trying again",
        text: "The SMTP server answered: 451 Mailbox busy, try again later",
      },
      { summary: "Staff alerted: e-mail to 2 addresses, SMS to 2 numbers", text: undefined },
    ]);
  });

  it("after Twilio failed for the second number, retries only that number, not the e-mail or the first", async () => {
    twilio.script("messages", [
      { status: 201 },
      { status: 503, body: twilioError(20500, "An internal server error has occurred", 503) },
      { status: 201 },
    ]);
    const lead = newLead("Lena Partial");
    await submitLead(lead);
    const sent = await waitForLead(lead.email, "sent");

    expect(alertMailsAbout(lead.email)).toHaveLength(1);
    expect(twilio.requests.map((request) => request.body.To)).toEqual([
      STAFF_PHONES[0],
      STAFF_PHONES[1],
      STAFF_PHONES[1],
    ]);
    const events = await leadAlertEvents(sent.id);
    expect(events.map((event) => event.type)).toEqual([
      "submitted",
      "alert_attempt",
      "alert_mailed",
      "alert_texted",
      "alert_retry_scheduled",
      "alert_attempt",
      "alert_texted",
      "alert_sent",
    ]);
    expect(events[4]?.detail).toMatchObject({
      attempt: 1,
      error: `SMS to ${STAFF_PHONES[1]}: An internal server error has occurred`,
    });
  });

  it("fails for good when Twilio refuses a staff number, and says why on the timeline", async () => {
    twilio.reply("messages", {
      status: 400,
      body: twilioError(21211, "The 'To' number +14155550170 is not a valid phone number."),
    });
    const lead = newLead("Omar Refused");
    await submitLead(lead);
    const failed = await waitForLead(lead.email, "failed");

    expect(alertMailsAbout(lead.email)).toHaveLength(1);
    expect(twilio.requests).toHaveLength(1);
    expect(failed).toMatchObject({ alertAttempts: 1, alertSentAt: null });
    expect(await alertTimeline("lead", failed.id)).toEqual([
      {
        summary: "Staff alert failed",
        text: "SMS to +14155550170: The 'To' number +14155550170 is not a valid phone number.",
      },
    ]);
  });
});

describe.each(testDatabases())("new-lead alerts without settings on $name", (database) => {
  // STAFF_ALERT_EMAILS alone is not enough without SMTP_URL: nothing could be sent.
  const emailsWithoutSmtp = { ...ALERTS, alertSms: undefined, alertEmails: "desk@harmoniyoga.example" };
  const server = useTestApp(database, {
    persistent: true,
    config: { mail: { ...MAIL, smtpUrl: undefined }, speedToLead: emailsWithoutSmtp },
  });
  const { db, submitLead, waitForLead, leadAlertEvents, alertTimeline } = alertsOf(server);

  it("keeps alerts as not configured, then sends the recent ones as a dry run once an SMS number is set and skips the stale", async () => {
    const recent = newLead("Nina Waiting");
    const stale = newLead("Old Waiting");
    await submitLead(recent);
    await submitLead(stale);
    const waiting = await waitForLead(recent.email, "not_configured");
    const old = await waitForLead(stale.email, "not_configured");
    expect(await alertTimeline("lead", waiting.id)).toEqual([
      { summary: "Staff not alerted: alerts are not configured", text: undefined },
    ]);
    // Arrived before the promised reply was due: an alert now would only be noise.
    await db().update(leads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(leads.id, old.id));

    await server.restart(undefined, {
      mail: { ...MAIL, smtpUrl: undefined },
      speedToLead: { ...emailsWithoutSmtp, alertSms: [STAFF_PHONES[0] as string] },
    });

    const sent = await waitForLead(recent.email, "sent");
    expect(twilio.requests).toHaveLength(0);
    expect([...alertMailsAbout(recent.email), ...alertMailsAbout(stale.email)]).toHaveLength(0);
    expect((await leadAlertEvents(sent.id)).map(({ type, detail }) => ({ type, detail }))).toEqual([
      { type: "submitted", detail: expect.any(Object) },
      { type: "alert_not_configured", detail: {} },
      { type: "alert_attempt", detail: { attempt: 1 } },
      { type: "alert_mailed", detail: { to: ["desk@harmoniyoga.example"], dryRun: true } },
      { type: "alert_texted", detail: { to: STAFF_PHONES[0], dryRun: true } },
      {
        type: "alert_sent",
        detail: { attempt: 1, emailed: 1, emailDryRun: true, texted: 1, smsDryRun: true },
      },
    ]);
    expect(await alertTimeline("lead", sent.id)).toEqual([
      { summary: "Staff not alerted: alerts are not configured", text: undefined },
      { summary: "Staff alerted: e-mail to 1 address (dry run), SMS to 1 number (dry run)", text: undefined },
    ]);

    const [skipped] = await db().select().from(leads).where(eq(leads.id, old.id));
    expect(skipped).toMatchObject({ alertStatus: "skipped", alertAttempts: 0, alertSentAt: null });
    const staleEvents = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, old.id), sql`${leadEvents.type} like 'alert_%'`));
    expect(staleEvents.map((event) => event.type)).toEqual(["alert_not_configured"]);
  });
});
