import { sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_EMAIL_SUBJECT,
  DRY_RUN_SUFFIX,
  OUTREACH_MESSAGES,
  outreachErrorText,
} from "#contracts/outreach";
import { outboundMessages } from "#server/db/schema";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { type TestApp, useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, TWILIO_TEST, twilioError, twilioTestConfig } from "#tests/support/twilio.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const STATUS_CALLBACK = `${PUBLIC_URL}/api/webhooks/twilio/status`;
const CLIENT = "+14155550142";
const AGENT = "+14155550177";
const INVALID_TO = "The 'To' number +15551234 is not a valid phone number.";

const CALL = { to_number: "+1 (415) 555-0142", agent_number: AGENT };
const SMS = { to: CLIENT, message: "Your trial class starts at 7 pm. Reply STOP to opt out." };
const WHATSAPP = { number: CLIENT, name: "Ann Lee", contentSid: "health_report_request_campaign" };
const EMAIL = {
  to: "ann@example.com",
  name: "Ann <Lee>",
  subject: DEFAULT_EMAIL_SUBJECT,
  booking_link: "https://harmoniyoga.example/book?ref=email&plan=trial",
  message: `<p onclick="steal()">We saved you a spot.</p><script>alert(1)</script><a href="javascript:steal()">click</a>`,
};

const ENDPOINTS = {
  call: { url: "/api/twilio-bridge-call", payload: CALL },
  sms: { url: "/api/send-custom-sms", payload: SMS },
  email: { url: "/api/send-custom-email", payload: EMAIL },
  whatsapp: { url: "/api/send-whatsapp-message", payload: WHATSAPP },
} as const;
const ENDPOINT_LIST = Object.entries(ENDPOINTS).map(([channel, endpoint]) => ({ channel, ...endpoint }));

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

/** Sends as a signed-in staff member unless other headers are given. */
function poster(server: TestApp, session: () => StaffSession) {
  return (url: string, payload: unknown, headers: Record<string, string> = adminHeaders(session())) =>
    server.app.inject({ method: "POST", url, payload: payload as object, headers });
}

function records(server: TestApp) {
  return server.app.database.db.select().from(outboundMessages).orderBy(outboundMessages.createdAt);
}

/** A new staff account and its session: the rate limit counts per person, so each block gets its own. */
async function newSession(server: TestApp) {
  const user = await createStaffUser(server.app);
  return { user, session: await signIn(server.app, user) };
}

describe.each(testDatabases())("the outreach tools with Twilio and SMTP configured, on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });
  let smtp: TestSmtpServer;
  let staffId: string;
  let session: StaffSession;
  const post = poster(server, () => session);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await server.restart(undefined, { mail: { ...testConfig().mail, smtpUrl: smtp.url } });
    const staff = await newSession(server);
    staffId = staff.user.id;
    session = staff.session;
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    await server.app.database.db.execute(sql`truncate ${outboundMessages}`);
    smtp.received.length = 0;
    smtp.script(["accept"]);
  });

  describe("a bridged call", () => {
    it("rings the agent from the caller id, dials the client, answers the call SID and records it", async () => {
      const response = await post(ENDPOINTS.call.url, CALL);

      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const [request, ...others] = mock.requests;
      expect(others).toHaveLength(0);
      expect(request?.body).toEqual({
        To: AGENT,
        From: TWILIO_TEST.callerId,
        Twiml: `<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="${TWILIO_TEST.callerId}"><Number>${CLIENT}</Number></Dial></Response>`,
        StatusCallback: STATUS_CALLBACK,
        StatusCallbackEvent: ["initiated", "ringing", "answered", "completed"],
      });
      const callSid = response.json<{ call_sid: string }>().call_sid;
      expect(callSid).toMatch(/^CA[0-9a-f]{32}$/);
      expect(response.json()).toEqual({
        success: true,
        message: `Call initiated! Call SID: ${callSid}`,
        dryRun: false,
        call_sid: callSid,
      });
      expect(await records(server)).toEqual([
        expect.objectContaining({
          channel: "call",
          staffUserId: staffId,
          recipient: CLIENT,
          detail: { agentNumber: AGENT },
          providerId: callSid,
          status: "queued",
          error: null,
        }),
      ]);
    });

    it("answers Twilio's refusal with 502 in its words and records the failure", async () => {
      mock.reply("calls", { status: 400, body: twilioError(21211, INVALID_TO) });
      const response = await post(ENDPOINTS.call.url, CALL);

      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ success: false, message: INVALID_TO });
      expect(outreachErrorText(response.json<{ message: string }>().message)).toBe(`Error: ${INVALID_TO}`);
      expect(await records(server)).toEqual([
        expect.objectContaining({
          channel: "call",
          status: "failed",
          providerId: null,
          error: INVALID_TO,
          detail: { agentNumber: AGENT, twilioCode: 21211 },
        }),
      ]);
    });

    it("answers 502 in plain words, with no stack, when Twilio cannot be reached", async () => {
      mock.reply("calls", { networkError: true });
      const response = await post(ENDPOINTS.call.url, CALL);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message: "Twilio could not be reached. Please try again.",
      });
      expect((await records(server))[0]?.status).toBe("failed");
    });
  });

  describe("an SMS", () => {
    it("goes to Twilio's Messages from the SMS number and is recorded with Twilio's status", async () => {
      const response = await post(ENDPOINTS.sms.url, SMS);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: "SMS sent successfully!", dryRun: false });
      expect(mock.requests.map((request) => [request.endpoint, request.body])).toEqual([
        [
          "messages",
          { To: CLIENT, From: TWILIO_TEST.smsFrom, Body: SMS.message, StatusCallback: STATUS_CALLBACK },
        ],
      ]);
      const [record] = await records(server);
      expect(record).toMatchObject({
        channel: "sms",
        recipient: CLIENT,
        content: SMS.message,
        status: "queued",
      });
      expect(record?.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    });

    it("sends to a national US number, as the local time under the field read it (issue 31)", async () => {
      const response = await post(ENDPOINTS.sms.url, { ...SMS, to: "(646) 555-0199" });

      expect(response.statusCode).toBe(200);
      expect(mock.requests.map((request) => request.body.To)).toEqual(["+16465550199"]);
      expect(await records(server)).toEqual([expect.objectContaining({ recipient: "+16465550199" })]);
    });

    it("answers Twilio's refusal with 502 and the text the page shows as 'Error: …'", async () => {
      mock.reply("messages", { status: 400, body: twilioError(21211, INVALID_TO) });
      const response = await post(ENDPOINTS.sms.url, { ...SMS, to: "+15551234" });
      expect(response.statusCode).toBe(502);
      expect(outreachErrorText(response.json<{ message: string }>().message)).toBe(`Error: ${INVALID_TO}`);
      expect(await records(server)).toEqual([
        expect.objectContaining({
          channel: "sms",
          recipient: "+15551234",
          status: "failed",
          error: INVALID_TO,
        }),
      ]);
    });
  });

  describe("a WhatsApp message", () => {
    it("sends the template's Content SID with the name as variable 1, between whatsapp: numbers", async () => {
      const response = await post(ENDPOINTS.whatsapp.url, WHATSAPP);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: "WhatsApp message sent successfully!",
        dryRun: false,
      });
      expect(mock.requests.map((request) => request.body)).toEqual([
        {
          To: `whatsapp:${CLIENT}`,
          From: `whatsapp:${TWILIO_TEST.whatsappFrom}`,
          ContentSid: TWILIO_TEST.contentSid,
          ContentVariables: JSON.stringify({ "1": "Ann Lee" }),
          StatusCallback: STATUS_CALLBACK,
        },
      ]);
      expect(await records(server)).toEqual([
        expect.objectContaining({
          channel: "whatsapp",
          recipient: CLIENT,
          recipientName: "Ann Lee",
          template: "health_report_request_campaign",
          detail: { contentSid: TWILIO_TEST.contentSid },
          status: "queued",
        }),
      ]);
    });
  });

  describe("an e-mail", () => {
    it("arrives over SMTP from MAIL_FROM, sanitised, with the booking button and a text part", async () => {
      const response = await post(ENDPOINTS.email.url, EMAIL);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: "Email sent successfully!", dryRun: false });
      const [received, ...others] = smtp.received;
      expect(others).toHaveLength(0);
      expect(received).toMatchObject({ from: "hello@harmoniyoga.example", to: [EMAIL.to] });
      const mail = parseMail(received?.raw ?? "");
      expect(mail.headers.get("subject")).toBe("Your Free Harmoni Yoga Session Awaits!");
      expect(mail.headers.get("from")).toBe("Harmoni Yoga <hello@harmoniyoga.example>");
      expect(mail.headers.get("to")).toBe(EMAIL.to);

      const html = mail.html ?? "";
      expect(html).toContain("Hi Ann &lt;Lee&gt;,");
      expect(html).toContain('<p style="margin:0 0 16px;">We saved you a spot.</p>');
      expect(html).not.toMatch(/<script|onclick|javascript:|steal|alert/i);
      expect(html).toMatch(
        /<a href="https:\/\/harmoniyoga\.example\/book\?ref=email&amp;plan=trial"[^>]*>Book your session<\/a>/,
      );
      expect(mail.text).toContain("Hi Ann <Lee>,\n\nWe saved you a spot.\n\nclick\n\n");
      expect(mail.text).toContain(`Book your session: ${EMAIL.booking_link}`);
      expect(mail.text).not.toMatch(/script|steal|alert/i);

      expect(await records(server)).toEqual([
        expect.objectContaining({
          channel: "email",
          recipient: EMAIL.to,
          recipientName: EMAIL.name,
          subject: EMAIL.subject,
          detail: { bookingLink: EMAIL.booking_link },
          providerId: mail.headers.get("message-id"),
          status: "sent",
        }),
      ]);
      expect((await records(server))[0]?.content).not.toContain("script");
    });

    it("answers the SMTP server's refusal with 502 in plain words and records the failure", async () => {
      smtp.script([{ code: 550, message: "Mailbox unavailable" }]);
      const response = await post(ENDPOINTS.email.url, EMAIL);

      expect(response.statusCode).toBe(502);
      const { message } = response.json<{ message: string }>();
      expect(message).toBe("The SMTP server answered: 550 Mailbox unavailable");
      expect(await records(server)).toEqual([
        expect.objectContaining({ channel: "email", status: "failed", error: message, providerId: null }),
      ]);
    });
  });

  describe("an e-mail when the mail server is down", () => {
    it("answers 502 saying the mail server could not be reached, and records the failure", async () => {
      const down = await startSmtpServer();
      await down.close();
      const app = await server.build({ mail: { ...testConfig().mail, smtpUrl: down.url } });
      try {
        const staff = await createStaffUser(app);
        const response = await app.inject({
          method: "POST",
          url: ENDPOINTS.email.url,
          payload: EMAIL,
          headers: adminHeaders(await signIn(app, staff)),
        });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          success: false,
          message: "The mail server could not be reached. Please try again.",
        });
        const [record] = await app.database.db.select().from(outboundMessages);
        expect(record).toMatchObject({ channel: "email", status: "failed" });
        expect(record?.error).toContain("Could not reach the SMTP server");
      } finally {
        await app.close();
      }
    });
  });

  describe("validation", () => {
    it.each([
      ["call", ENDPOINTS.call.url, {}, OUTREACH_MESSAGES.clientNumberRequired, "to_number"],
      [
        "call",
        ENDPOINTS.call.url,
        { ...CALL, agent_number: "555-0177" },
        OUTREACH_MESSAGES.agentNumberFormat,
        "agent_number",
      ],
      [
        "SMS",
        ENDPOINTS.sms.url,
        { to: CLIENT, message: "   " },
        OUTREACH_MESSAGES.messageRequired,
        "message",
      ],
      [
        "SMS",
        ENDPOINTS.sms.url,
        { ...SMS, message: "a".repeat(1601) },
        OUTREACH_MESSAGES.smsTooLong,
        "message",
      ],
      ["e-mail", ENDPOINTS.email.url, { ...EMAIL, to: "ann@" }, OUTREACH_MESSAGES.emailInvalid, "to"],
      [
        "e-mail",
        ENDPOINTS.email.url,
        { ...EMAIL, subject: "" },
        OUTREACH_MESSAGES.subjectRequired,
        "subject",
      ],
      [
        "e-mail",
        ENDPOINTS.email.url,
        { ...EMAIL, booking_link: "javascript:alert(1)" },
        OUTREACH_MESSAGES.bookingLink,
        "booking_link",
      ],
      [
        "WhatsApp",
        ENDPOINTS.whatsapp.url,
        { number: "", name: "", contentSid: "" },
        OUTREACH_MESSAGES.numberRequired,
        "number",
      ],
      [
        "WhatsApp",
        ENDPOINTS.whatsapp.url,
        { ...WHATSAPP, contentSid: "HX0123" },
        OUTREACH_MESSAGES.templateUnknown,
        "contentSid",
      ],
    ])(
      "refuses a bad %s request with 400 and the contract's first message, sending and recording nothing",
      async (_, url, payload, message, field) => {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message, field });
        expect(mock.requests).toHaveLength(0);
        expect(smtp.received).toHaveLength(0);
        expect(await records(server)).toHaveLength(0);
      },
    );
  });

  describe("without a valid session", () => {
    it.each(ENDPOINT_LIST)("$url answers 401 without a session cookie", async ({ url, payload }) => {
      const response = await post(url, payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: "Your session has ended. Please sign in again.",
      });
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it.each(ENDPOINT_LIST)(
      "$url answers 403 without the CSRF token or with a wrong one",
      async ({ url, payload }) => {
        const missing = await post(url, payload, { cookie: session.cookie });
        const wrong = await post(url, payload, { ...adminHeaders(session), "x-csrf-token": "x".repeat(43) });
        for (const response of [missing, wrong]) {
          expect(response.statusCode).toBe(403);
          expect(response.json<{ success: boolean }>().success).toBe(false);
        }
      },
    );

    it("sends and records nothing for any of them", async () => {
      for (const { url, payload } of ENDPOINT_LIST) {
        await post(url, payload, {});
        await post(url, payload, { cookie: session.cookie, "x-csrf-token": "wrong" });
      }
      expect(mock.requests).toHaveLength(0);
      expect(smtp.received).toHaveLength(0);
      expect(await records(server)).toHaveLength(0);
    });
  });

  describe("the rate limit", () => {
    it("allows each staff member 30 sends a minute per tool, then answers 429", async () => {
      const { session: busy } = await newSession(server);
      const { session: other } = await newSession(server);
      const send = (as: StaffSession) => post(ENDPOINTS.sms.url, SMS, adminHeaders(as));
      for (let i = 0; i < 30; i++) expect((await send(busy)).statusCode).toBe(200);
      const limited = await send(busy);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        message: "Too many requests. Please wait a minute and try again.",
      });
      expect(await records(server)).toHaveLength(30);
      expect((await send(other)).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases())("Twilio configured without PUBLIC_URL, on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig() } });
  let session: StaffSession;
  const post = poster(server, () => session);
  beforeAll(async () => {
    session = (await newSession(server)).session;
  });

  it("asks Twilio for no status callbacks, since it could not reach us", async () => {
    expect((await post(ENDPOINTS.call.url, CALL)).statusCode).toBe(200);
    expect((await post(ENDPOINTS.sms.url, SMS)).statusCode).toBe(200);
    expect((await post(ENDPOINTS.whatsapp.url, WHATSAPP)).statusCode).toBe(200);
    expect(mock.requests).toHaveLength(3);
    for (const request of mock.requests) {
      expect(Object.keys(request.body).filter((key) => key.startsWith("StatusCallback"))).toEqual([]);
    }
  });
});

describe.each(testDatabases())("the outreach tools in dry-run (no Twilio, no SMTP), on $name", (database) => {
  const server = useTestApp(database);
  let session: StaffSession;
  const post = poster(server, () => session);
  beforeAll(async () => {
    session = (await newSession(server)).session;
  });

  it.each([
    ["call", ENDPOINTS.call, "Call initiated! Call SID: dry-run-"],
    ["sms", ENDPOINTS.sms, `SMS sent successfully!${DRY_RUN_SUFFIX}`],
    ["email", ENDPOINTS.email, `Email sent successfully!${DRY_RUN_SUFFIX}`],
    ["whatsapp", ENDPOINTS.whatsapp, `WhatsApp message sent successfully!${DRY_RUN_SUFFIX}`],
  ] as const)(
    "%s answers success marked as not sent, records `dry-run` and sends nothing",
    async (channel, endpoint, text) => {
      await server.app.database.db.execute(sql`truncate ${outboundMessages}`);
      const response = await post(endpoint.url, endpoint.payload);

      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; dryRun: boolean; call_sid?: string }>();
      expect(body.dryRun).toBe(true);
      const [record, ...others] = await records(server);
      expect(others).toHaveLength(0);
      expect(record).toMatchObject({ channel, status: "dry-run", providerId: null });
      if (channel === "call") {
        expect(body.call_sid).toBe(`dry-run-${record?.id}`);
        expect(body.message).toBe(`Call initiated! Call SID: dry-run-${record?.id}${DRY_RUN_SUFFIX}`);
      } else {
        expect(body.message).toBe(text);
        expect(body).not.toHaveProperty("call_sid");
      }
      expect(mock.requests).toHaveLength(0);
    },
  );
});
