import { createHmac, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { webhookEvents } from "#server/db/schema";
import { apiSchemasPlugin } from "#server/plugins/internal/api-schemas";
import { databasePlugin } from "#server/plugins/internal/database";
import { errorHandlerPlugin } from "#server/plugins/internal/error-handler";
import { jobsPlugin } from "#server/plugins/internal/jobs";
import { testDatabases } from "#tests/support/db.ts";
import { noProviders } from "#tests/support/providers.ts";
import { startError } from "#tests/support/start-error.ts";
import { webhookWorkDone } from "#tests/support/webhooks.ts";
import { apiRoute } from "../api-route.ts";
import { healthRoutes } from "../health.ts";
import { type WebhookRoutes, type WebhookVerifier, webhookArea, webhookRoute } from "./index.ts";

const SECRET = "test-signing-secret";

function hmac(body: string): string {
  return createHmac("sha256", SECRET).update(body).digest("hex");
}

/** The usual HMAC scheme (GitHub, Stripe, Shopify): a hex signature of the body's bytes, in a header. */
const hmacVerifier: WebhookVerifier = {
  provider: "hmac-test",
  async verify(request, rawBody) {
    const signature = request.headers["x-signature"];
    if (typeof signature !== "string") return false;
    const expected = Buffer.from(createHmac("sha256", SECRET).update(rawBody).digest("hex"));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
};

/** A webhook on the status callback's path, written as a provider's would be; `acted` is what its jobs did. */
function hmacWebhook(acted: Record<string, string>[]): WebhookRoutes {
  return (area) =>
    webhookRoute(area, api.twilioStatus, {
      verifier: hmacVerifier,
      queue: "webhook-hmac-test",
      event: (request) => {
        const id = request.headers["x-event-id"];
        return typeof id === "string" ? { id, payload: request.body } : undefined;
      },
      async act(payload) {
        acted.push(payload);
      },
      answer: (reply) => reply.code(204).send(),
    });
}

describe.each(testDatabases())("the webhook area on $name", (database) => {
  let app: FastifyInstance;
  const acted: Record<string, string>[] = [];

  beforeAll(async () => {
    await database.setup();
    app = Fastify({ logger: false, pluginTimeout: 60_000 });
    await app.register(errorHandlerPlugin);
    await app.register(apiSchemasPlugin);
    const config = database.config();
    await app.register(databasePlugin, config);
    await app.register(jobsPlugin, {
      pollSeconds: 0.5,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    });
    await app.register(webhookArea, { routes: [hmacWebhook(acted)] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database.teardown();
  });
  beforeEach(async () => {
    acted.length = 0;
    await app.database.db.delete(webhookEvents);
  });

  function post(payload: string, contentType: string, headers: Record<string, string>) {
    return app.inject({
      method: "POST",
      url: api.twilioStatus.path,
      headers: { "content-type": contentType, ...headers },
      payload,
    });
  }

  it.each([
    // Parsed and encoded again, either body would read differently: the signature is over the bytes sent.
    ["a form", "application/x-www-form-urlencoded", "Z=%7e1&a=b+c&a=d"],
    ["JSON", "application/json", '{ "Z": "~1",\n  "a": "d" }'],
  ])("verifies %s body over its raw bytes, then acts on what it says", async (_, contentType, body) => {
    const response = await post(body, contentType, { "x-signature": hmac(body), "x-event-id": "evt_1" });
    expect(response.statusCode).toBe(204);
    await webhookWorkDone(app);
    expect(acted).toEqual([{ Z: "~1", a: "d" }]);
  });

  it("refuses, with a bare 403 and nothing stored, a body that is not the one signed", async () => {
    const signature = hmac("a=b");
    const response = await post("a=c", "application/x-www-form-urlencoded", {
      "x-signature": signature,
      "x-event-id": "evt_2",
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe("");
    expect(await app.database.db.select().from(webhookEvents)).toEqual([]);
  });

  it("acts once on an event delivered again, and on one delivered several times at once", async () => {
    const body = "status=paid";
    const headers = { "x-signature": hmac(body), "x-event-id": "evt_3" };
    const first = await post(body, "application/x-www-form-urlencoded", headers);
    await webhookWorkDone(app);
    const repeats = await Promise.all(
      [1, 2, 3, 4].map(() => post(body, "application/x-www-form-urlencoded", headers)),
    );
    await webhookWorkDone(app);
    expect([first, ...repeats].map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(acted).toEqual([{ status: "paid" }]);
    expect(await app.database.db.select().from(webhookEvents)).toEqual([
      expect.objectContaining({ provider: "hmac-test", eventId: "evt_3", processedAt: expect.any(Date) }),
    ]);
  });

  it("acts once when the first deliveries of an event arrive together", async () => {
    const body = "status=refunded";
    const headers = { "x-signature": hmac(body), "x-event-id": "evt_4" };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => post(body, "application/x-www-form-urlencoded", headers)),
    );
    await webhookWorkDone(app);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(acted).toEqual([{ status: "refunded" }]);
  });

  it("keeps an event id longer than the index takes as its digest, still once", async () => {
    const body = "status=long";
    const headers = { "x-signature": hmac(body), "x-event-id": "e".repeat(5_000) };
    await post(body, "application/x-www-form-urlencoded", headers);
    await post(body, "application/x-www-form-urlencoded", headers);
    await webhookWorkDone(app);
    expect(acted).toEqual([{ status: "long" }]);
    expect(await app.database.db.select().from(webhookEvents)).toEqual([
      expect.objectContaining({ eventId: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }),
    ]);
  });
});

describe("webhook routes are checked when the server is built and when it starts", () => {
  it("refuses a webhook route that names no verifier, to the compiler and at start", async () => {
    const message = await startError(async (app) => {
      await app.register(webhookArea, {
        routes: [
          (area) =>
            // @ts-expect-error webhookRoute's third argument must name a verifier
            webhookRoute(area, api.twilioStatus, {
              queue: "webhook-unverified",
              event: () => undefined,
              act: async () => {},
              answer: (reply) => reply.code(204).send(),
            }),
        ],
      });
    });
    expect(message).toBe(
      "POST /api/webhooks/twilio/status has no verifier: register a webhook with webhookRoute(), naming its provider's verifier",
    );
  });

  it("refuses a route added to the area by hand, which names no verifier either", async () => {
    const message = await startError(async (app) => {
      await app.register(webhookArea, {
        routes: [
          async (area) => {
            area.post(api.twilioInbound.path, async () => "");
          },
        ],
      });
    });
    expect(message).toBe(
      "POST /api/webhooks/twilio/inbound has no verifier: register a webhook with webhookRoute(), naming its provider's verifier",
    );
  });

  it("refuses a webhook endpoint registered outside the webhook area, to the compiler and at start", async () => {
    const message = await startError(async (app) => {
      // @ts-expect-error apiRoute takes no webhook endpoint: only webhookRoute, in the area, does
      apiRoute(app, api.twilioStatus, {}, async (_request, reply) => reply.code(204).send());
    });
    expect(message).toBe(
      "POST /api/webhooks/twilio/status is a webhook endpoint: register it inside the webhook area",
    );
  });

  it("refuses a webhook route given an instance other than the area's, to the compiler", async () => {
    const message = await startError(async (app) => {
      // @ts-expect-error webhookRoute takes only the webhook area's instance
      await webhookRoute(app, api.twilioStatus, {
        verifier: hmacVerifier,
        queue: "webhook-outside",
        event: () => undefined,
        act: async () => {},
        answer: (reply) => reply.code(204).send(),
      });
    });
    expect(message).toBe(
      "POST /api/webhooks/twilio/status is a webhook endpoint: register it inside the webhook area",
    );
  });

  it("refuses a public endpoint registered inside the webhook area", async () => {
    const message = await startError(async (app) => {
      await app.register(webhookArea, {
        routes: [(area) => healthRoutes(area, { providers: noProviders() })],
      });
    });
    expect(message).toBe("GET /healthz is a public endpoint: register it outside the webhook area");
  });
});
