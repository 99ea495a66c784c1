import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { Endpoint } from "#contracts/endpoint";
import { TOO_MANY_REQUESTS_MESSAGE } from "#server/plugins/external/rate-limit";
import { NOT_AN_OBJECT_MESSAGE } from "#server/plugins/internal/api-schemas";

/**
 * Requests to one public form's endpoint. Each comes from a new address unless told otherwise, so rate
 * limits stay out of the way; `block` keeps two suites' addresses apart.
 */
export function publicFormClient(app: () => FastifyInstance, endpoint: Endpoint, block: number) {
  let counter = 0;
  const freshIp = () => `10.${block}.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
  return {
    freshIp,
    post(payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
      return app().inject({
        method: endpoint.method,
        url: endpoint.path,
        payload: payload as object,
        remoteAddress: ip,
        headers,
      });
    },
    /** Sends a body as it is, for requests a browser's JSON form would never make. */
    postRaw(contentType: string, body: string) {
      return app().inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { "content-type": contentType },
        payload: body,
        remoteAddress: freshIp(),
      });
    },
  };
}

export interface PublicFormSuite {
  client: ReturnType<typeof publicFormClient>;
  /** A body the form accepts, and the answer it gets. */
  valid: Record<string, unknown>;
  success: unknown;
  /** What the form stores, and the events recorded about it. */
  stored(): Promise<unknown[]>;
  events(): Promise<unknown[]>;
  /** "leads", "quote requests": what the rate limit counts. */
  what: string;
  /** The addresses the rate-limit test uses: one is limited, the other is not. */
  limitedIp: string;
  otherIp: string;
}

/** What every public form's endpoint does alike: JSON only, the honeypot, 10 submissions a minute per address. */
export function itAnswersLikeAPublicForm(suite: PublicFormSuite) {
  const { client, valid } = suite;

  it("answers a body that is not JSON with 415 and JSON that is not an object with 400, storing nothing", async () => {
    const form = await client.postRaw("application/x-www-form-urlencoded", "name=Asha");
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ success: false, message: "Please send the request as JSON." });

    const list = await client.post([valid]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ success: false, message: NOT_AN_OBJECT_MESSAGE });
    expect(await suite.stored()).toHaveLength(0);
  });

  it("answers a filled honeypot exactly like a success and stores nothing", async () => {
    const response = await client.post({ ...valid, website: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(suite.success);
    expect(await suite.stored()).toHaveLength(0);
    expect(await suite.events()).toHaveLength(0);
  });

  it(`limits each address to 10 ${suite.what} a minute while others still get through`, async () => {
    for (let i = 0; i < 10; i++) expect((await client.post(valid, suite.limitedIp)).statusCode).toBe(200);
    const storedBefore = (await suite.stored()).length;
    const eleventh = await client.post(valid, suite.limitedIp);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
    expect(await suite.stored()).toHaveLength(storedBefore);
    expect((await client.post(valid, suite.otherIp)).statusCode).toBe(200);
  });
}
