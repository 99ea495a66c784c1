import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import {
  HUBSPOT_NOTES_URL,
  HUBSPOT_UPSERT_URL,
  type HubSpotReply,
  scriptedHubSpot,
  scriptedHubSpotNotes,
} from "#tests/support/hubspot.ts";
import { parseMail, type ReceivedMail, startSmtpServer } from "#tests/support/smtp.ts";
import { type TestApp, useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import type { Config } from "../config.ts";
import { type QuoteRequest, quoteEvents, quoteRequests } from "../db/schema.ts";

const TOKEN = "pat-test-token";
const SALES = "sales@harmoniyoga.example";
/** The machine is shared with browser builds, so waits are generous; retries themselves are quick. */
const SETTLE_MS = 45_000;

const mockHubSpot = setupServer();
const smtp = await startSmtpServer();

beforeAll(() => mockHubSpot.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mockHubSpot.resetHandlers();
  smtp.script(["accept"]);
});
afterAll(async () => {
  mockHubSpot.close();
  await smtp.close();
});

const HUBSPOT: Config["hubspot"] = {
  accessToken: TOKEN,
  timeoutMs: 1_000,
  retryBaseSeconds: 0.1,
  maxAttempts: 6,
};
const MAIL: Config["mail"] = {
  smtpUrl: smtp.url,
  from: "Harmoni Yoga <hello@harmoniyoga.example>",
  salesNotifyEmail: SALES,
  timeoutMs: 2_000,
  retryBaseSeconds: 0.1,
  maxAttempts: 6,
};

let counter = 0;
/** A quote whose text needs HTML escaping and non-ASCII encoding, unique per call. */
function newQuote() {
  counter += 1;
  return {
    company: `Acme & <Sons> No. ${counter}`,
    contact: "Jane O'Brien",
    email: `jane.${counter}@acme.example`,
    phone: "+1 415 555 0199",
    teamSize: 25,
    message: "<script>alert(1)</script>\nCafé sessions at noon?",
    website: "",
  };
}
type Quote = ReturnType<typeof newQuote>;

function quotesOf(server: TestApp) {
  async function submit(quote: Quote) {
    const response = await server.app.inject({ method: "POST", url: "/api/business-quote", payload: quote });
    expect(response.json()).toEqual({ success: true });
  }
  async function quoteByEmail(email: string) {
    const [row] = await server.app.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, email));
    return row;
  }
  /** Waits until the quote's deliveries reach these states. */
  function waitForStates(email: string, crm: QuoteRequest["crmStatus"], mail: QuoteRequest["mailStatus"]) {
    return waitFor(async () => {
      const row = await quoteByEmail(email);
      return row?.crmStatus === crm && row.mailStatus === mail && row;
    }, SETTLE_MS);
  }
  /** The quote's events whose type is `type` or starts with it, oldest first. */
  async function events(quoteId: string, type: string) {
    const all = await server.app.database.db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, quoteId))
      .orderBy(quoteEvents.id);
    return all.filter((event) => event.type.startsWith(type));
  }
  /** The types of the submission and of one delivery's events, oldest first. */
  async function eventTypes(quoteId: string, prefix: string) {
    const all = await events(quoteId, "");
    return all.map((event) => event.type).filter((type) => type === "submitted" || type.startsWith(prefix));
  }
  return { submit, waitForStates, events, eventTypes };
}

function mailsFor(quote: Quote): ReceivedMail[] {
  return smtp.received.filter((mail) => parseMail(mail.raw).headers.get("subject")?.includes(quote.company));
}

/** Lets any stray job run, so "exactly once" is not just "once so far". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe.each(testDatabases())("business quote deliveries on $name", (database) => {
  const server = useTestApp(database, { config: { hubspot: HUBSPOT, mail: MAIL } });
  const { submit, waitForStates, events, eventTypes } = quotesOf(server);

  function scriptHubSpot(upserts: HubSpotReply[], notes: HubSpotReply[]) {
    const contacts = scriptedHubSpot(upserts);
    const noteRequests = scriptedHubSpotNotes(notes);
    mockHubSpot.use(contacts.handler, noteRequests.handler);
    return { contacts: contacts.requests, notes: noteRequests.requests };
  }

  it("upserts the contact with the company, adds a note and e-mails the sales inbox", async () => {
    const hubspot = scriptHubSpot([{ status: 200 }], [{ status: 201 }]);
    const quote = newQuote();
    await submit(quote);

    const done = await waitForStates(quote.email, "synced", "sent");
    expect(hubspot.contacts).toHaveLength(1);
    expect(hubspot.contacts[0]).toMatchObject({
      method: "POST",
      url: HUBSPOT_UPSERT_URL,
      authorization: `Bearer ${TOKEN}`,
    });
    expect(hubspot.contacts[0]?.body).toEqual({
      inputs: [
        {
          id: quote.email,
          idProperty: "email",
          properties: {
            email: quote.email,
            firstname: "Jane",
            lastname: "O'Brien",
            phone: "+14155550199",
            company: quote.company,
            lifecyclestage: "lead",
          },
        },
      ],
    });
    expect(hubspot.notes).toHaveLength(1);
    expect(hubspot.notes[0]).toMatchObject({
      method: "POST",
      url: HUBSPOT_NOTES_URL,
      authorization: `Bearer ${TOKEN}`,
    });
    expect(hubspot.notes[0]?.body).toEqual({
      properties: {
        hs_timestamp: done.createdAt.toISOString(),
        hs_note_body:
          `<p><strong>Business quote request</strong> from Acme &amp; &lt;Sons&gt; No. ${counter}</p>` +
          "<p>Team size: 25 people</p>" +
          "<p>Message:<br>&lt;script&gt;alert(1)&lt;/script&gt;<br>Café sessions at noon?</p>",
      },
      associations: [
        { to: { id: "901" }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] },
      ],
    });
    expect(done).toMatchObject({
      crmContactId: "901",
      crmNoteId: "7001",
      crmAttempts: 1,
      crmLastError: null,
      mailAttempts: 1,
      mailLastError: null,
    });
    expect(done.crmSyncedAt).toBeInstanceOf(Date);
    expect(done.mailSentAt).toBeInstanceOf(Date);

    const [received, ...others] = mailsFor(quote);
    expect(others).toHaveLength(0);
    expect(received).toMatchObject({ from: "hello@harmoniyoga.example", to: [SALES] });
    const mail = parseMail(received?.raw ?? "");
    expect(mail.headers.get("message-id")).toBe(done.mailMessageId);
    expect(mail.headers.get("from")).toBe("Harmoni Yoga <hello@harmoniyoga.example>");
    expect(mail.headers.get("to")).toBe(SALES);
    expect(mail.headers.get("reply-to")).toBe(`"Jane O'Brien" <${quote.email}>`);
    expect(mail.headers.get("subject")).toBe(`New business quote request: ${quote.company} (25 people)`);

    const lines = mail.text?.split("\n") ?? [];
    expect(lines.slice(0, 10)).toEqual([
      "A company has asked for a quote for 30-minute virtual yoga sessions.",
      "",
      `Company: ${quote.company}`,
      "Contact: Jane O'Brien",
      `E-mail: ${quote.email}`,
      "Phone: +14155550199",
      "Team size: 25",
      "Message:",
      "<script>alert(1)</script>",
      "Café sessions at noon?",
    ]);
    expect(lines.slice(10)).toEqual([
      "",
      expect.stringMatching(/^Received: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/),
      `Reference: ${done.id}`,
      "",
      "We promised a tailored quote within 24 hours. Reply to this e-mail to answer Jane O'Brien directly.",
      "",
    ]);

    const html = mail.html ?? "";
    expect(html).toContain(`<td style="padding:4px 0">Acme &amp; &lt;Sons&gt; No. ${counter}</td>`);
    expect(html).toContain('<td style="padding:4px 0">Jane O&#39;Brien</td>');
    expect(html).toContain(`<td style="padding:4px 0">${quote.email}</td>`);
    expect(html).toContain('<td style="padding:4px 0">+14155550199</td>');
    expect(html).toContain(
      '<th align="left" style="padding:4px 12px 4px 0">Team size</th><td style="padding:4px 0">25</td>',
    );
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>Café sessions at noon?</p>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<Sons>");

    expect(await eventTypes(done.id, "crm_")).toEqual([
      "submitted",
      "crm_sync_attempt",
      "crm_contact_upserted",
      "crm_synced",
    ]);
    expect(await eventTypes(done.id, "mail_")).toEqual(["submitted", "mail_attempt", "mail_sent"]);
  });

  it("rides out a HubSpot and SMTP outage and then delivers each exactly once", async () => {
    const hubspot = scriptHubSpot(
      [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200 }],
      [{ status: 503, headers: { "Retry-After": "2" } }, { status: 201 }],
    );
    smtp.script([
      { code: 451, message: "Mailbox busy, try again later" },
      { code: 451, message: "Mailbox busy, try again later" },
      "accept",
    ]);
    const quote = newQuote();
    await submit(quote);

    const done = await waitForStates(quote.email, "synced", "sent");
    await settle();

    // Three refusals, then one upsert that succeeded; the retry after the failed note did not upsert again.
    expect(hubspot.contacts).toHaveLength(4);
    expect(hubspot.notes).toHaveLength(2);
    expect(hubspot.notes.map((request) => request.body)).toEqual([
      hubspot.notes[1]?.body,
      hubspot.notes[1]?.body,
    ]);
    // The note retry waited for Retry-After (2 s), not the shorter backoff (0.8 s). The embedded
    // database's clock may run a few milliseconds apart from ours, hence the small allowance.
    const firstNoteAt = hubspot.notes[0]?.at ?? 0;
    const [noteRetry] = (await events(done.id, "crm_retry_scheduled")).slice(-1);
    expect(Date.parse(String(noteRetry?.detail.nextAttemptAt))).toBeGreaterThanOrEqual(firstNoteAt + 2_000);
    expect((hubspot.notes[1]?.at ?? 0) - firstNoteAt).toBeGreaterThanOrEqual(1_900);
    expect(mailsFor(quote)).toHaveLength(1);
    expect(smtp.attempts).toBe(3);

    const row = await waitForStates(quote.email, "synced", "sent");
    expect(row).toMatchObject({
      crmAttempts: 5,
      crmNoteId: "7001",
      mailAttempts: 3,
      mailMessageId: done.mailMessageId,
    });
    expect(await eventTypes(done.id, "crm_")).toEqual([
      "submitted",
      ...Array(3).fill(["crm_sync_attempt", "crm_retry_scheduled"]).flat(),
      "crm_sync_attempt",
      "crm_contact_upserted",
      "crm_retry_scheduled",
      "crm_sync_attempt",
      "crm_synced",
    ]);
    expect(await eventTypes(done.id, "mail_")).toEqual([
      "submitted",
      "mail_attempt",
      "mail_retry_scheduled",
      "mail_attempt",
      "mail_retry_scheduled",
      "mail_attempt",
      "mail_sent",
    ]);
  }, 90_000);

  it("keeps the quote as failed when the SMTP server refuses the message for good, while HubSpot still syncs", async () => {
    scriptHubSpot([{ status: 200 }], [{ status: 201 }]);
    smtp.script([{ code: 550, message: "Mailbox unavailable" }]);
    const quote = newQuote();
    await submit(quote);

    const row = await waitForStates(quote.email, "synced", "failed");
    expect(row).toMatchObject({ mailAttempts: 1, mailMessageId: null, company: quote.company });
    expect(row.mailLastError).toContain("550 Mailbox unavailable");
    expect(mailsFor(quote)).toHaveLength(0);
  });
});

describe.each(testDatabases())("business quotes without HubSpot or SMTP settings on $name", (database) => {
  const server = useTestApp(database, { persistent: true });
  const { submit, waitForStates } = quotesOf(server);

  it("keeps the quote as not configured, then delivers it once the settings are there", async () => {
    const quote = newQuote();
    await submit(quote);

    const waiting = await waitForStates(quote.email, "not_configured", "not_configured");
    expect(waiting).toMatchObject({
      company: quote.company,
      contact: quote.contact,
      teamSize: 25,
      crmAttempts: 0,
      mailAttempts: 0,
      crmContactId: null,
      mailMessageId: null,
    });

    const hubspot = scriptedHubSpot([{ status: 200 }]);
    const notes = scriptedHubSpotNotes([{ status: 201 }]);
    mockHubSpot.use(hubspot.handler, notes.handler);
    await server.restart(undefined, { hubspot: HUBSPOT, mail: MAIL });

    const delivered = await waitForStates(quote.email, "synced", "sent");
    await settle();
    expect(delivered).toMatchObject({ crmAttempts: 1, mailAttempts: 1, crmNoteId: "7001" });
    expect(hubspot.requests).toHaveLength(1);
    expect(notes.requests).toHaveLength(1);
    expect(mailsFor(quote)).toHaveLength(1);
  });
});
