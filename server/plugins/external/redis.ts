import fp from "fastify-plugin";
import { Redis } from "ioredis";

/** How long the start waits for Redis, and each later reconnect attempt, before giving up on it. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Set only with REDIS_URL: the one connection the rate limits and the HubSpot request limit share. */
    redis: Redis | undefined;
  }
}

export interface RedisPluginOptions {
  url?: string;
}

/**
 * A client that never makes a request wait: while Redis is down a command fails at once instead of
 * queueing, and each user of it decides what that means (docs/decisions/012-redis-rate-limits.md).
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

/** Connects to REDIS_URL at start (refusing to start without it) and disconnects on close. */
export const redisPlugin = fp<RedisPluginOptions>(
  async (app, options) => {
    const redis = options.url ? await connectRedis(options.url) : undefined;
    app.decorate("redis", redis);
    if (redis) {
      // Nothing is left to flush, and QUIT could wait on a Redis that stopped answering.
      app.addHook("onClose", async () => redis.disconnect());
    }
  },
  { name: "redis" },
);
