import { eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OUTREACH_MESSAGES } from "#contracts/outreach";
import { auditLog, leads, outboundMessages } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { createTwilioMock, twilioTestConfig } from "#tests/support/twilio.ts";

const NEW_YORK = "+12125550123";
const AGENT = "+14155550177";
const NOTICE_END = "Calls and messages are allowed from 08:00 to 21:00 at their location.";

/** The three channels that reach a phone, each with a body for `to`. */
const PHONE_SENDS = {
  call: (to: string) => ({ url: "/api/twilio-bridge-call", payload: { to_number: to, agent_number: AGENT } }),
  sms: (to: string) => ({ url: "/api/send-custom-sms", payload: { to, message: "Your class starts soon." } }),
  whatsapp: (to: string) => ({
    url: "/api/send-whatsapp-message",
    payload: { number: to, name: "Ann Lee", contentSid: "health_report_request_campaign" },
  }),
};
const TWILIO_ENDPOINT = { call: "calls", sms: "messages", whatsapp: "messages" } as const;

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

describe.each(testDatabases())("quiet hours on the outreach tools, on $name", (database) => {
  let now = new Date("2026-01-15T20:00:00Z");
  // Twilio is live; e-mail has no SMTP settings, so it runs as a dry run.
  const server = useTestApp(database, { config: { twilio: twilioTestConfig() }, now: () => now });
  let session: StaffSession;
  let staff: { id: string; username: string };
  let leadId: string;

  beforeAll(async () => {
    const user = await createStaffUser(server.app);
    staff = { id: user.id, username: user.username };
    session = await signIn(server.app, user);
  });
  beforeEach(async () => {
    const { db } = server.app.database;
    await db.execute(sql`truncate ${outboundMessages}, ${leads} cascade`);
    await db.delete(auditLog).where(eq(auditLog.action, "quiet_hours_override"));
    const [lead] = await db
      .insert(leads)
      .values({ name: "Ann Lee", email: "ann@example.com", phone: NEW_YORK })
      .returning({ id: leads.id });
    leadId = lead?.id ?? "";
  });

  const post = ({ url, payload }: { url: string; payload: object }, extra: object = {}) =>
    server.app.inject({
      method: "POST",
      url,
      payload: { ...payload, ...extra },
      headers: adminHeaders(session),
    });
  const records = () => server.app.database.db.select().from(outboundMessages);
  const overrides = () =>
    server.app.database.db.select().from(auditLog).where(eq(auditLog.action, "quiet_hours_override"));
  const leadStatus = async () =>
    (await server.app.database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)))[0]
      ?.status;

  describe.each(Object.entries(PHONE_SENDS))("a %s at 22:40 in New York", (channel, send) => {
    beforeEach(() => {
      now = new Date("2026-01-16T03:40:00Z");
    });

    it("is refused with 409 and the local time, recording and sending nothing", async () => {
      const response = await post(send(NEW_YORK), { lead: `lead:${leadId}` });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: `It is 22:40 for this lead. ${NOTICE_END}`,
        field: "quiet_hours_override",
      });
      expect(mock.requests).toEqual([]);
      expect(await records()).toEqual([]);
      expect(await overrides()).toEqual([]);
      expect(await leadStatus()).toBe("new");
    });

    it("is refused just the same with quiet_hours_override false", async () => {
      const response = await post(send(NEW_YORK), { quiet_hours_override: false });
      expect(response.statusCode).toBe(409);
      expect(mock.requests).toEqual([]);
      expect(await records()).toEqual([]);
    });

    it("goes with quiet_hours_override, and the audit log records who, to whom, when and where", async () => {
      const response = await post(send(NEW_YORK), { lead: `lead:${leadId}`, quiet_hours_override: true });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, dryRun: false });
      expect(mock.requests.map((request) => request.endpoint)).toEqual([TWILIO_ENDPOINT[channel as "call"]]);
      expect(await records()).toEqual([
        expect.objectContaining({ channel, recipient: NEW_YORK, leadId, staffUserId: staff.id }),
      ]);
      expect(await overrides()).toEqual([
        expect.objectContaining({
          action: "quiet_hours_override",
          userId: staff.id,
          username: staff.username,
          detail: {
            channel,
            recipient: NEW_YORK,
            localTimes: [{ zone: "America/New_York", time: "22:40" }],
            lead: `lead:${leadId}`,
          },
        }),
      ]);
      expect(await leadStatus()).toBe("contacted");
    });
  });

  it("never holds back an e-mail, and records no override for one", async () => {
    now = new Date("2026-01-16T03:40:00Z");
    const response = await post({
      url: "/api/send-custom-email",
      payload: {
        to: "ann@example.com",
        name: "Ann",
        subject: "Hi",
        message: "Hello",
        lead: `lead:${leadId}`,
      },
    });

    expect(response.statusCode).toBe(200);
    expect(await records()).toEqual([expect.objectContaining({ channel: "email", status: "dry-run" })]);
    expect(await overrides()).toEqual([]);
  });

  describe("the edges of the window, 08:00 up to 21:00 (New York in January is UTC−5)", () => {
    it.each([
      ["07:59", "2026-01-15T12:59:00Z", 409],
      ["08:00", "2026-01-15T13:00:00Z", 200],
      ["20:59", "2026-01-16T01:59:59Z", 200],
      ["21:00", "2026-01-16T02:00:00Z", 409],
    ])("an SMS at %s local is answered %i without an override", async (_time, instant, status) => {
      now = new Date(instant);
      const response = await post(PHONE_SENDS.sms(NEW_YORK));
      expect(response.statusCode).toBe(status);
      expect(mock.requests).toHaveLength(status === 200 ? 1 : 0);
    });
  });

  it("inside the window an override changes nothing and is not audited", async () => {
    now = new Date("2026-01-15T20:00:00Z");
    const response = await post(PHONE_SENDS.sms(NEW_YORK), { quiet_hours_override: true });
    expect(response.statusCode).toBe(200);
    expect(await overrides()).toEqual([]);
  });

  describe("across daylight saving time in New York", () => {
    it("12:30 UTC is 07:30 the day before clocks go forward, and 08:30 the day after", async () => {
      now = new Date("2026-03-07T12:30:00Z");
      const before = await post(PHONE_SENDS.sms(NEW_YORK));
      expect(before.statusCode).toBe(409);
      expect(before.json<{ message: string }>().message).toBe(`It is 07:30 for this lead. ${NOTICE_END}`);

      now = new Date("2026-03-09T12:30:00Z");
      expect((await post(PHONE_SENDS.sms(NEW_YORK))).statusCode).toBe(200);
    });

    it("01:00 UTC is 21:00 the day before clocks go back, and 20:00 the day after", async () => {
      now = new Date("2026-10-31T01:00:00Z");
      const before = await post(PHONE_SENDS.call(NEW_YORK));
      expect(before.statusCode).toBe(409);
      expect(before.json<{ message: string }>().message).toBe(`It is 21:00 for this lead. ${NOTICE_END}`);

      now = new Date("2026-11-02T01:00:00Z");
      expect((await post(PHONE_SENDS.call(NEW_YORK))).statusCode).toBe(200);
    });
  });

  it("asks about every zone of a number that may be in several, refusing if any is outside", async () => {
    // Alaska's 907 covers Adak (UTC−10 in winter) and Anchorage (UTC−9): 07:30 in one, 08:30 in the other.
    now = new Date("2026-01-15T17:30:00Z");
    const refused = await post(PHONE_SENDS.sms("+19075550128"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      `It is 07:30 or 08:30 for this lead. ${NOTICE_END}`,
    );

    const confirmed = await post(PHONE_SENDS.sms("+19075550128"), { quiet_hours_override: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await overrides())[0]?.detail).toEqual({
      channel: "sms",
      recipient: "+19075550128",
      localTimes: [
        { zone: "America/Adak", time: "07:30" },
        { zone: "America/Anchorage", time: "08:30" },
      ],
    });
  });

  it("goes at any hour to a number whose time zone is unknown", async () => {
    now = new Date("2026-01-16T03:40:00Z");
    const response = await post(PHONE_SENDS.whatsapp("+442071838750"));
    expect(response.statusCode).toBe(200);
    expect(mock.requests.map((request) => request.body.To)).toEqual(["whatsapp:+442071838750"]);
  });

  it("answers 400 when quiet_hours_override is not true or false", async () => {
    const response = await post(PHONE_SENDS.sms(NEW_YORK), { quiet_hours_override: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: OUTREACH_MESSAGES.quietHoursOverride,
      field: "quiet_hours_override",
    });
  });
});
