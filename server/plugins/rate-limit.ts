import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { HttpError } from "../errors.ts";

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** How long the start waits for Redis, and each later reconnect attempt, before giving up on it. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

export interface RateLimitPluginOptions {
  /** Shared counters for every instance; without it each process counts in its own memory. */
  redis?: { url: string; keyPrefix: string };
}

/**
 * A client that never makes a request wait: while Redis is down a command fails at once instead of
 * queueing, and the limiter lets the request through (docs/decisions/012-redis-rate-limits.md).
 */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // connect() rejects with "Connection is closed."; the socket's own error says why.
  let cause: unknown;
  const remember = (error: Error) => {
    cause ??= error;
  };
  redis.on("error", remember);
  try {
    await redis.connect();
    redis.off("error", remember);
  } catch (error) {
    redis.disconnect();
    const failure = cause ?? error;
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new Error(`Redis at REDIS_URL is unreachable (${reason}); the rate limits need it to start.`);
  }
  return redis;
}

/**
 * Routes opt in with `config.rateLimit`. Keys are `request.ip`, which honours TRUST_PROXY; each route
 * counts under its own method and URL.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const redis = options.redis ? await connectRedis(options.redis.url) : undefined;
    if (redis) {
      // One warning per outage, not one per reconnect attempt.
      let down = false;
      redis.on("error", (error: Error) => {
        if (down) return;
        down = true;
        app.log.warn({ err: error }, "Redis unreachable: rate limits are off until it is back");
      });
      redis.on("ready", () => {
        if (!down) return;
        down = false;
        app.log.info("Redis is back: rate limits apply again");
      });
      app.addHook("onClose", async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
      ...(redis && options.redis ? { redis, nameSpace: options.redis.keyPrefix, skipOnError: true } : {}),
    });
  },
  { name: "rate-limit" },
);
