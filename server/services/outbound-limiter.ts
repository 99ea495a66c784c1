import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** No slot came free within the time the caller may wait; trying again later can help. */
export class OutboundLimitError extends Error {
  constructor(maxRequests: number, windowMs: number, maxWaitMs: number) {
    super(`no free request slot (${maxRequests} per ${windowMs / 1000} s) within ${maxWaitMs} ms`);
    this.name = "OutboundLimitError";
  }
}

/** Ends a slot: call it when the request has really ended, answered or not. */
export type FinishSlot = () => void;

export interface OutboundLimiter {
  /** Waits for a free slot, at most `maxWaitMs`; rejects with an OutboundLimitError rather than wait longer. */
  take(maxWaitMs: number): Promise<FinishSlot>;
}

export interface OutboundLimiterSettings {
  maxRequests: number;
  windowMs: number;
  /**
   * How long a request that never reports its end counts as still running (its timeout): a crashed
   * instance's slots come free this long plus one window after they were taken.
   */
  holdMs: number;
}

type TakeResult = { taken: true } | { taken: false; retryInMs: number };

/**
 * A sliding-window log of requests. A slot counts from the moment its request ended (until then, as
 * if it ends `holdMs` after it started), so the provider, which counts a request somewhere between
 * our send and its answer, never sees more than `maxRequests` in any window, however slow the network.
 */
interface SlidingWindow {
  take(slotId: string): Promise<TakeResult>;
  finish(slotId: string): Promise<void>;
}

function memoryWindow({ maxRequests, windowMs, holdMs }: OutboundLimiterSettings): SlidingWindow {
  const slots = new Map<string, number>();
  return {
    async take(slotId) {
      const now = Date.now();
      for (const [id, endedAt] of slots) if (endedAt <= now - windowMs) slots.delete(id);
      if (slots.size < maxRequests) {
        slots.set(slotId, now + holdMs);
        return { taken: true };
      }
      // A running request frees its slot no sooner than one window from now.
      const earliest = Math.min(now, ...slots.values());
      return { taken: false, retryInMs: earliest + windowMs - now };
    },
    async finish(slotId) {
      if (slots.has(slotId)) slots.set(slotId, Date.now());
    },
  };
}

/** Redis's clock, so instances whose clocks differ still agree on the window. */
const REDIS_NOW_MS =
  "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

/** KEYS[1] the window; ARGV: slot id, max requests, window ms, hold ms. Returns {1} or {0, retry-in ms}. */
const TAKE_SCRIPT = `${REDIS_NOW_MS}
local window = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[1])
  redis.call('PEXPIRE', KEYS[1], window + tonumber(ARGV[4]))
  return {1}
end
local earliest = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
return {0, math.min(earliest, now) + window - now}`;

/** KEYS[1] the window; ARGV: slot id. The slot now counts from this moment. */
const FINISH_SCRIPT = `${REDIS_NOW_MS}
redis.call('ZADD', KEYS[1], 'XX', now, ARGV[1])`;

function redisWindow(redis: Redis, key: string, settings: OutboundLimiterSettings): SlidingWindow {
  const { maxRequests, windowMs, holdMs } = settings;
  return {
    async take(slotId) {
      const [taken, retryInMs] = (await redis.eval(
        TAKE_SCRIPT,
        1,
        key,
        slotId,
        maxRequests,
        windowMs,
        holdMs,
      )) as [number, number?];
      return taken === 1 ? { taken: true } : { taken: false, retryInMs: retryInMs ?? windowMs };
    },
    async finish(slotId) {
      await redis.eval(FINISH_SCRIPT, 1, key, slotId);
    },
  };
}

/**
 * At most `maxRequests` requests in any rolling `windowMs`, counted in this process's memory or, with
 * `redis`, shared by every instance using the same key. When Redis fails the process counts alone
 * until it answers again, with one warning per outage (docs/decisions/013-hubspot-request-limit-and-retries.md).
 */
export function createOutboundLimiter(options: {
  name: string;
  settings: OutboundLimiterSettings;
  redis?: { client: Redis; key: string };
  log: Pick<FastifyBaseLogger, "warn" | "info">;
}): OutboundLimiter {
  const { name, settings, log } = options;
  const local = memoryWindow(settings);
  const shared = options.redis && redisWindow(options.redis.client, options.redis.key, settings);
  let redisDown = false;

  function redisFailed(error: unknown) {
    if (redisDown) return;
    redisDown = true;
    log.warn(
      { err: error },
      `Redis unreachable: the ${name} request limit counts in this process until it is back`,
    );
  }
  function redisAnswered() {
    if (!redisDown) return;
    redisDown = false;
    log.info(`Redis is back: the ${name} request limit is shared again`);
  }
  // ioredis reports every failed reconnect here; the flag keeps it to one warning.
  options.redis?.client.on("error", redisFailed);

  async function takeFrom(slotId: string): Promise<{ result: TakeResult; window: SlidingWindow }> {
    if (shared) {
      try {
        const result = await shared.take(slotId);
        redisAnswered();
        return { result, window: shared };
      } catch (error) {
        redisFailed(error);
      }
    }
    return { result: await local.take(slotId), window: local };
  }

  return {
    async take(maxWaitMs) {
      const started = Date.now();
      const slotId = randomUUID();
      for (;;) {
        const asked = Date.now();
        const { result, window } = await takeFrom(slotId);
        if (result.taken) {
          return () => {
            window.finish(slotId).catch(redisFailed);
          };
        }
        // `retryInMs` counts from when the window was asked: the time its answer took to arrive (a Redis round
        // trip, a busy event loop) is not time spent waiting for a slot.
        if (asked + result.retryInMs - started > maxWaitMs) {
          throw new OutboundLimitError(settings.maxRequests, settings.windowMs, maxWaitMs);
        }
        await sleep(result.retryInMs);
      }
    },
  };
}
