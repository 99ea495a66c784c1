import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { testConfig } from "#tests/support/config.ts";
import { testRedis } from "#tests/support/redis.ts";
import { startTcpProxy } from "#tests/support/tcp-proxy.ts";
import { TOO_MANY_REQUESTS_MESSAGE } from "./rate-limit.ts";

/** Counted like any other lead submission; the 400 keeps the test off the database and the CRM queue. */
const submitLead = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/hubspot-lead", payload: {} });

function tracker() {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  return async (rateLimits: Partial<Config["rateLimits"]> = {}) => {
    const app = await buildApp(
      testConfig({ rateLimits: { leadsPerMinute: 2, quotesPerMinute: 10, ...rateLimits } }),
    );
    apps.push(app);
    return app;
  };
}

describe("rate limits in memory (no REDIS_URL)", () => {
  const start = tracker();

  it("counts each instance alone", async () => {
    const [a, b] = [await start(), await start()];
    expect((await submitLead(a)).statusCode).toBe(400);
    expect((await submitLead(b)).statusCode).toBe(400);
    expect((await submitLead(a)).statusCode).toBe(400);
    expect((await submitLead(b)).statusCode).toBe(400);
    const limited = await submitLead(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
  });

  it("refuses to start when REDIS_URL points at nothing, naming the setting", async () => {
    await expect(start({ redis: { url: "redis://127.0.0.1:1", keyPrefix: "never:" } })).rejects.toThrow(
      /^Redis at REDIS_URL is unreachable \(.*ECONNREFUSED.*\); the rate limits need it to start\.$/,
    );
  });
});

for (const redis of testRedis()) {
  describe("rate limits in Redis (REDIS_URL)", () => {
    const start = tracker();
    afterAll(() => redis.teardown());

    it("shares one counter between two instances", async () => {
      const shared = { ...redis.config(), keyPrefix: `${redis.config().keyPrefix}shared:` };
      const [a, b] = [await start({ redis: shared }), await start({ redis: shared })];
      expect((await submitLead(a)).statusCode).toBe(400);
      expect((await submitLead(b)).statusCode).toBe(400);
      expect((await submitLead(a)).statusCode).toBe(429);
      const limited = await submitLead(b);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
      expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    });

    it("lets requests through while Redis is unreachable", async () => {
      const target = new URL(redis.config().url);
      const link = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      try {
        const app = await start({
          redis: { url: link.via(target.toString()), keyPrefix: `${redis.config().keyPrefix}outage:` },
        });
        expect((await submitLead(app)).statusCode).toBe(400);
        expect((await submitLead(app)).statusCode).toBe(400);
        link.cut();
        for (let attempt = 0; attempt < 3; attempt++) expect((await submitLead(app)).statusCode).toBe(400);
      } finally {
        await link.close();
      }
    });
  });
}
