import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import type { LeadDetail } from "#contracts/leads-inbox";
import { inboundMessages, leads, smsOptOuts, webhookEvents } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { twilioSignature, twilioTestConfig } from "#tests/support/twilio.ts";
import { webhookJobs, webhookWorkDone } from "#tests/support/webhooks.ts";
import { EMPTY_TWIML } from "./twilio-inbound.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const WEBHOOK_URL = `${PUBLIC_URL}${api.twilioInbound.path}`;
const CLIENT = "+14155550142";
const OUR_NUMBER = "+14155550101";

type Fields = Record<string, string>;

let sids = 0;
function incoming(body: string, extra: Fields = {}): Fields {
  sids += 1;
  return {
    MessageSid: `SM${String(sids).padStart(32, "0")}`,
    AccountSid: "AC0123456789abcdef0123456789abcdef",
    From: CLIENT,
    To: OUR_NUMBER,
    Body: body,
    NumMedia: "0",
    ...extra,
  };
}

function deliver(app: FastifyInstance, fields: Fields, signature: string, headers: Fields = {}) {
  return app.inject({
    method: "POST",
    url: api.twilioInbound.path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Delivered as Twilio would, then waited on until its work is done (the answer comes before it). */
async function signed(app: FastifyInstance, fields: Fields, headers: Fields = {}) {
  const response = await deliver(app, fields, twilioSignature(WEBHOOK_URL, fields), headers);
  await webhookWorkDone(app);
  return response;
}

describe.each(testDatabases())("POST /api/webhooks/twilio/inbound on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });

  const optOut = async (phone = CLIENT) => {
    const rows = await server.app.database.db.select().from(smsOptOuts);
    return rows.find((row) => row.phone === phone);
  };

  beforeEach(async () => {
    await server.app.database.db.execute(sql`truncate ${inboundMessages}, ${smsOptOuts}, ${webhookEvents}`);
  });

  it("stores a reply and answers empty TwiML, opting nobody out", async () => {
    const response = await signed(server.app, incoming("Is Tuesday's class still on?"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/xml/);
    expect(response.body).toBe(EMPTY_TWIML);
    expect(await server.app.database.db.select().from(inboundMessages)).toEqual([
      expect.objectContaining({
        fromNumber: CLIENT,
        toNumber: OUR_NUMBER,
        phone: CLIENT,
        body: "Is Tuesday's class still on?",
        optChange: null,
      }),
    ]);
    expect(await optOut()).toBeUndefined();
  });

  it.each([
    "STOP",
    " stop ",
    "Stop All",
    "STOPALL",
    "unsubscribe",
    "CANCEL",
    "end",
    "QUIT",
    "optout",
    "REVOKE",
  ])("opts the sender out on %j, then START, YES or UNSTOP opts them back in", async (keyword) => {
    expect((await signed(server.app, incoming(keyword))).statusCode).toBe(200);
    expect(await optOut()).toMatchObject({ optedOut: true, keyword: keyword.trim().toUpperCase() });
    for (const back of ["start", "YES", "Unstop"]) {
      await signed(server.app, incoming(back));
      expect(await optOut()).toMatchObject({ optedOut: false, keyword: back.toUpperCase() });
      await signed(server.app, incoming("STOP"));
      expect(await optOut()).toMatchObject({ optedOut: true });
    }
  });

  it("keeps a keyword inside a sentence as an ordinary reply", async () => {
    await signed(server.app, incoming("Please don't stop the reminders"));
    expect(await optOut()).toBeUndefined();
  });

  it("opts out a WhatsApp sender by their number, without the whatsapp: prefix", async () => {
    await signed(server.app, incoming("STOP", { From: `whatsapp:${CLIENT}`, To: `whatsapp:${OUR_NUMBER}` }));
    expect(await optOut(CLIENT)).toMatchObject({ optedOut: true });
  });

  it("stores a message Twilio sends twice (same MessageSid) once", async () => {
    const fields = incoming("STOP");
    expect((await signed(server.app, fields)).statusCode).toBe(200);
    await signed(server.app, incoming("START"));
    const retry = await signed(server.app, fields);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(EMPTY_TWIML);
    expect(await server.app.database.db.select().from(inboundMessages)).toHaveLength(2);
    // The retried STOP is not applied again over the later START: it is not even queued.
    expect(await optOut()).toMatchObject({ optedOut: false });
    expect(await server.app.database.db.select().from(webhookEvents)).toHaveLength(2);
  });

  it("acts once on a delivery Twilio repeats with the same I-Twilio-Idempotency-Token", async () => {
    const jobsBefore = await webhookJobs(server.app, "webhook-twilio-inbound");
    const fields = incoming("STOP");
    const token = { "i-twilio-idempotency-token": "9f1c0c0e-5a1b-4c51-b7a4-0d4a8b6f7e21" };
    const answers = [await signed(server.app, fields, token), await signed(server.app, fields, token)];
    // A repeat that arrives while the first is still being taken in is refused by the same unique index.
    answers.push(
      ...(await Promise.all(
        [1, 2, 3].map(() => deliver(server.app, fields, twilioSignature(WEBHOOK_URL, fields), token)),
      )),
    );
    await webhookWorkDone(server.app);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(EMPTY_TWIML);
    }
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([
      expect.objectContaining({ provider: "twilio", eventId: token["i-twilio-idempotency-token"] }),
    ]);
    expect(await webhookJobs(server.app, "webhook-twilio-inbound")).toBe(jobsBefore + 1);
    expect(await server.app.database.db.select().from(inboundMessages)).toHaveLength(1);
    expect(await optOut()).toMatchObject({ optedOut: true });
  });

  it("answers a signed post that names no message, and stores nothing", async () => {
    const response = await signed(server.app, { AccountSid: "AC0123456789abcdef0123456789abcdef" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(EMPTY_TWIML);
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([]);
  });

  it.each([
    ["a forged signature", (fields: Fields) => twilioSignature(WEBHOOK_URL, fields, "not-our-token")],
    [
      "a signature over other fields",
      (fields: Fields) => twilioSignature(WEBHOOK_URL, { ...fields, Body: "hi" }),
    ],
    ["no signature", () => ""],
  ])("answers 403 to %s and stores nothing", async (_case, sign) => {
    const fields = incoming("STOP");
    const response = await deliver(server.app, fields, sign(fields));
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe("");
    expect(await server.app.database.db.select().from(inboundMessages)).toEqual([]);
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([]);
    expect(await optOut()).toBeUndefined();
  });

  it("shows replies and opt-outs on the lead's timeline, and the lead as opted out", async () => {
    const [lead] = await server.app.database.db
      .insert(leads)
      .values({ name: "Ann Lee", email: "ann@example.com", phone: CLIENT })
      .returning();
    const staff = await createStaffUser(server.app);
    const session = await signIn(server.app, staff);
    await signed(server.app, incoming("What should I bring?"));
    await signed(server.app, incoming("STOP"));

    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.lead, { params: { kind: "lead", id: lead?.id ?? "" } }),
      headers: adminHeaders(session),
    });
    const detail = response.json<LeadDetail>();
    expect(detail.optedOut).toBe(true);
    expect(detail.timeline).toEqual([
      expect.objectContaining({
        type: "inbound_message",
        summary: `SMS from ${CLIENT}`,
        text: "What should I bring?",
        staff: null,
      }),
      expect.objectContaining({ type: "opted_out", summary: "Opted out of SMS and WhatsApp (replied STOP)" }),
    ]);
    const inbox = await server.app.inject({
      method: "GET",
      url: `${api.inbox.path}?q=ann`,
      headers: adminHeaders(session),
    });
    expect(inbox.json<{ rows: { optedOut: boolean }[] }>().rows).toEqual([
      expect.objectContaining({ optedOut: true }),
    ]);
  });
});
