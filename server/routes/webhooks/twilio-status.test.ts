import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { outboundMessages, webhookEvents } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { twilioSignature, twilioTestConfig } from "#tests/support/twilio.ts";
import { webhookJobs, webhookWorkDone } from "#tests/support/webhooks.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const CALLBACK_URL = `${PUBLIC_URL}${api.twilioStatus.path}`;
const MESSAGE_SID = "SM11111111111111111111111111111111";
const CALL_SID = "CA22222222222222222222222222222222";

type Fields = Record<string, string>;

function messageStatus(status: string, extra: Fields = {}): Fields {
  return {
    MessageSid: MESSAGE_SID,
    SmsSid: MESSAGE_SID,
    MessageStatus: status,
    SmsStatus: status,
    To: "+14155550142",
    ...extra,
  };
}

function callStatus(status: string): Fields {
  return { CallSid: CALL_SID, CallStatus: status, To: "+14155550177", Direction: "outbound-api" };
}

function deliver(app: FastifyInstance, fields: Fields, signature: string | undefined, headers: Fields = {}) {
  return app.inject({
    method: "POST",
    url: api.twilioStatus.path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === undefined ? {} : { "x-twilio-signature": signature }),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * As Twilio sends it: signed with the account's auth token over the public callback address. Waited on
 * until its work is done, since the answer comes before it.
 */
async function signed(app: FastifyInstance, fields: Fields, url = CALLBACK_URL, headers: Fields = {}) {
  const response = await deliver(app, fields, twilioSignature(url, fields), headers);
  await webhookWorkDone(app);
  return response;
}

describe.each(testDatabases())("POST /api/webhooks/twilio/status on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });

  async function seed(providerId: string, channel: "sms" | "call", status: string) {
    await server.app.database.db
      .insert(outboundMessages)
      .values({ channel, recipient: "+14155550142", providerId, status });
  }
  async function stored(providerId: string) {
    const [row] = await server.app.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.providerId, providerId));
    return row;
  }

  beforeEach(async () => {
    await server.app.database.db.execute(sql`truncate ${outboundMessages}, ${webhookEvents}`);
    await seed(MESSAGE_SID, "sms", "queued");
    await seed(CALL_SID, "call", "queued");
  });

  it("updates a message's status from a correctly signed callback and answers 204", async () => {
    const before = await stored(MESSAGE_SID);
    const response = await signed(server.app, messageStatus("delivered"));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const after = await stored(MESSAGE_SID);
    expect(after?.status).toBe("delivered");
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? Number.NaN);
  });

  it("follows a call through its progress", async () => {
    for (const status of ["initiated", "ringing", "in-progress", "completed"]) {
      expect((await signed(server.app, callStatus(status))).statusCode).toBe(204);
      expect((await stored(CALL_SID))?.status).toBe(status);
    }
  });

  it("never moves a status backwards when callbacks arrive out of order", async () => {
    await signed(server.app, messageStatus("delivered"));
    await signed(server.app, messageStatus("sent"));
    await signed(server.app, messageStatus("queued"));
    expect((await stored(MESSAGE_SID))?.status).toBe("delivered");
    await signed(server.app, messageStatus("read"));
    expect((await stored(MESSAGE_SID))?.status).toBe("read");

    await signed(server.app, callStatus("completed"));
    await signed(server.app, callStatus("ringing"));
    await signed(server.app, callStatus("busy"));
    expect((await stored(CALL_SID))?.status).toBe("completed");
  });

  it("keeps Twilio's error code and message on the record", async () => {
    await signed(
      server.app,
      messageStatus("undelivered", { ErrorCode: "30003", ErrorMessage: "Unreachable destination handset" }),
    );
    expect(await stored(MESSAGE_SID)).toMatchObject({
      status: "undelivered",
      error: "Twilio error 30003: Unreachable destination handset",
    });
  });

  it("answers 204 for a sid it does not know, so Twilio does not retry", async () => {
    const response = await signed(
      server.app,
      messageStatus("delivered", { MessageSid: `SM${"9".repeat(32)}` }),
    );
    expect(response.statusCode).toBe(204);
    expect((await stored(MESSAGE_SID))?.status).toBe("queued");
  });

  it("acts once on a callback Twilio repeats: one event per MessageSid and MessageStatus", async () => {
    const jobsBefore = await webhookJobs(server.app, "webhook-twilio-status");
    const delivered = messageStatus("delivered");
    const answers = [await signed(server.app, delivered), await signed(server.app, delivered)];
    const signature = twilioSignature(CALLBACK_URL, delivered);
    answers.push(...(await Promise.all([1, 2, 3].map(() => deliver(server.app, delivered, signature)))));
    await webhookWorkDone(server.app);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array(5).fill([204, ""]));
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([
      expect.objectContaining({ provider: "twilio", eventId: `${MESSAGE_SID}:delivered` }),
    ]);
    expect(await webhookJobs(server.app, "webhook-twilio-status")).toBe(jobsBefore + 1);
    expect((await stored(MESSAGE_SID))?.status).toBe("delivered");

    // Another status of the same message is another event.
    await signed(server.app, messageStatus("read"));
    expect(await webhookJobs(server.app, "webhook-twilio-status")).toBe(jobsBefore + 2);
    expect((await stored(MESSAGE_SID))?.status).toBe("read");
  });

  it("knows a repeat by Twilio's I-Twilio-Idempotency-Token when the request carries one", async () => {
    const jobsBefore = await webhookJobs(server.app, "webhook-twilio-status");
    const token = { "i-twilio-idempotency-token": "c2a1f0e4-77b9-4a0e-9d0c-3f5b1e2d4c6a" };
    await signed(server.app, callStatus("ringing"), CALLBACK_URL, token);
    await signed(server.app, callStatus("ringing"), CALLBACK_URL, token);
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([
      expect.objectContaining({ provider: "twilio", eventId: token["i-twilio-idempotency-token"] }),
    ]);
    expect(await webhookJobs(server.app, "webhook-twilio-status")).toBe(jobsBefore + 1);
    expect((await stored(CALL_SID))?.status).toBe("ringing");
  });

  it.each([
    ["no signature", (fields: Fields) => deliver(server.app, fields, undefined)],
    ["an empty signature", (fields: Fields) => deliver(server.app, fields, "")],
    [
      "a signature made with another auth token",
      (fields: Fields) =>
        deliver(server.app, fields, twilioSignature(CALLBACK_URL, fields, "someone-elses-token")),
    ],
    [
      "a signature over another address",
      (fields: Fields) => signed(server.app, fields, `http://localhost:80${api.twilioStatus.path}`),
    ],
    [
      "a signature over other fields",
      (fields: Fields) =>
        deliver(server.app, fields, twilioSignature(CALLBACK_URL, { ...fields, MessageStatus: "sent" })),
    ],
  ])("refuses a callback with %s: 403 with no body, nothing changed", async (_, send) => {
    const response = await send(messageStatus("delivered"));
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe("");
    expect((await stored(MESSAGE_SID))?.status).toBe("queued");
    expect(await server.app.database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("accepts form bodies only here: the rest of the API still refuses them", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: api.submitLead.path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Maya+Lee&email=maya%40example.com&phone=%2B14155550142",
    });
    expect(response.statusCode).toBe(415);
  });
});

describe.each(testDatabases())("the Twilio status callback without PUBLIC_URL, on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig() } });

  it("checks the signature against the address the request came to", async () => {
    await server.app.database.db
      .insert(outboundMessages)
      .values({ channel: "sms", recipient: "+14155550142", providerId: MESSAGE_SID, status: "queued" });
    // inject() sends Host: localhost:80 over plain HTTP.
    const response = await signed(
      server.app,
      messageStatus("sent"),
      `http://localhost:80${api.twilioStatus.path}`,
    );
    expect(response.statusCode).toBe(204);
    const [row] = await server.app.database.db.select().from(outboundMessages);
    expect(row?.status).toBe("sent");
  });
});

describe.each(testDatabases())(
  "the Twilio status callback when Twilio is not configured, on $name",
  (database) => {
    const server = useTestApp(database, { config: { publicUrl: PUBLIC_URL } });

    it("refuses every callback with 403, since none can be verified", async () => {
      const response = await signed(server.app, messageStatus("delivered"));
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe("");
    });
  },
);
