import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { HttpError } from "#server/errors";

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";

export interface RateLimitPluginOptions {
  /** Where the counters live in Redis (app.redis, set with REDIS_URL); without Redis each process counts alone. */
  keyPrefix: string;
}

/**
 * Routes opt in with `config.rateLimit`. Keys are `request.ip`, which honours TRUST_PROXY; each route
 * counts under its own method and URL.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const { redis } = app;
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
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
      ...(redis ? { redis, nameSpace: options.keyPrefix, skipOnError: true } : {}),
    });
  },
  { name: "rate-limit", dependencies: ["redis"] },
);
