import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { maxRequestsInWindow } from "#tests/support/hubspot.ts";
import { testRedis } from "#tests/support/redis.ts";
import {
  createOutboundLimiter,
  OutboundLimitError,
  type OutboundLimiter,
  type OutboundLimiterSettings,
} from "./outbound-limiter.ts";

const SETTINGS: OutboundLimiterSettings = { maxRequests: 3, windowMs: 300, holdMs: 1_000 };

function recordingLog() {
  const lines: { level: "warn" | "info"; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (_context: unknown, message: string) => lines.push({ level: "warn", message }),
      info: (message: string) => lines.push({ level: "info", message }),
    } as never,
  };
}

/** Runs `count` calls through the limiter at once; each takes `callMs`. Returns when each call started and ended. */
async function burst(limiters: OutboundLimiter[], count: number, callMs = 0) {
  const calls: { startedAt: number; endedAt: number }[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const finish = await (limiters[index % limiters.length] as OutboundLimiter).take(5_000);
      const startedAt = Date.now();
      await sleep(callMs);
      const endedAt = Date.now();
      finish();
      calls.push({ startedAt, endedAt });
    }),
  );
  return calls.sort((a, b) => a.startedAt - b.startedAt);
}

describe("outbound limiter in memory", () => {
  it("lets at most the limit start in any window and makes the rest wait for a slot", async () => {
    const { log } = recordingLog();
    const limiter = createOutboundLimiter({ name: "test", settings: SETTINGS, log });
    const calls = await burst([limiter], 7);

    const starts = calls.map((call) => call.startedAt);
    expect(maxRequestsInWindow(starts, SETTINGS.windowMs)).toBe(SETTINGS.maxRequests);
    // The fourth waited a whole window after the first had ended.
    expect(starts[3] as number).toBeGreaterThanOrEqual((calls[0]?.endedAt ?? 0) + SETTINGS.windowMs);
  });

  it("counts a slot from when its request ended, so a slow request holds it longer", async () => {
    const { log } = recordingLog();
    const limiter = createOutboundLimiter({
      name: "test",
      settings: { ...SETTINGS, maxRequests: 1 },
      log,
    });
    const calls = await burst([limiter], 2, 200);
    expect((calls[1]?.startedAt ?? 0) - (calls[0]?.endedAt ?? 0)).toBeGreaterThanOrEqual(SETTINGS.windowMs);
  });

  it("refuses at once, without waiting, when no slot can come free within the wait allowed", async () => {
    const { log } = recordingLog();
    const limiter = createOutboundLimiter({ name: "test", settings: SETTINGS, log });
    for (let slot = 0; slot < SETTINGS.maxRequests; slot += 1) (await limiter.take(0))();
    const before = Date.now();
    await expect(limiter.take(100)).rejects.toBeInstanceOf(OutboundLimitError);
    expect(Date.now() - before).toBeLessThan(50);
    // Waiting a whole window is allowed, so the same request then goes through.
    await expect(limiter.take(SETTINGS.windowMs)).resolves.toBeTypeOf("function");
  });
});

describe("outbound limiter when Redis is unreachable", () => {
  it("counts in memory with one warning for the whole outage", async () => {
    const { lines, log } = recordingLog();
    // Nothing listens on port 1: every command fails at once, as during an outage.
    const client = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const limiter = createOutboundLimiter({
      name: "test",
      settings: SETTINGS,
      redis: { client, key: "k" },
      log,
    });
    try {
      const calls = await burst([limiter], 6);
      expect(
        maxRequestsInWindow(
          calls.map((call) => call.startedAt),
          SETTINGS.windowMs,
        ),
      ).toBe(3);
      expect(lines).toEqual([
        {
          level: "warn",
          message: "Redis unreachable: the test request limit counts in this process until it is back",
        },
      ]);
    } finally {
      client.disconnect();
    }
  });
});

describe.each(testRedis())("outbound limiter shared through Redis", (redis) => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis.teardown();
  });

  function limiterOnKey(key: string) {
    const client = new Redis(redis.config().url, { enableOfflineQueue: true, maxRetriesPerRequest: 0 });
    clients.push(client);
    const { lines, log } = recordingLog();
    return {
      lines,
      limiter: createOutboundLimiter({ name: "test", settings: SETTINGS, redis: { client, key }, log }),
    };
  }

  it("shares one window between two limiters on the same key", async () => {
    const key = `${redis.config().keyPrefix}outbound:shared`;
    const first = limiterOnKey(key);
    const second = limiterOnKey(key);
    const calls = await burst([first.limiter, second.limiter], 8);

    const starts = calls.map((call) => call.startedAt);
    expect(maxRequestsInWindow(starts, SETTINGS.windowMs)).toBe(SETTINGS.maxRequests);
    expect((starts[7] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(2 * SETTINGS.windowMs);
    expect([...first.lines, ...second.lines]).toEqual([]);
  });

  it("keeps separate keys apart", async () => {
    const one = limiterOnKey(`${redis.config().keyPrefix}outbound:one`);
    const other = limiterOnKey(`${redis.config().keyPrefix}outbound:other`);
    const calls = await burst([one.limiter, other.limiter], 6);
    expect(
      maxRequestsInWindow(
        calls.map((call) => call.startedAt),
        SETTINGS.windowMs,
      ),
    ).toBe(6);
  });
});
