import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { HttpError } from "../errors.ts";

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * Counters live in memory (per process) for now; routes opt in with `config.rateLimit`.
 * Keys are `request.ip`, which honours TRUST_PROXY.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
    });
  },
  { name: "rate-limit" },
);
