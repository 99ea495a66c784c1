import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";

export interface AccessLogOptions {
  mode: Config["accessLog"];
  slowRequestMs: number;
}

/** How an answer is logged: failed and slow answers always, every other one only when ACCESS_LOG=all. */
export function accessLogEntry(
  statusCode: number,
  durationMs: number,
  options: AccessLogOptions,
): { level: "warn" | "info"; message: string } | undefined {
  if (statusCode >= 500) return { level: "warn", message: "answered with a server error" };
  if (durationMs >= options.slowRequestMs) return { level: "warn", message: "slow request" };
  if (options.mode === "all") return { level: "info", message: "request answered" };
  return undefined;
}

/**
 * One line per logged answer instead of Fastify's two per request (its own request logging is off in
 * buildApp), with the request id pino binds to request.log. A 5xx's cause is logged by the error handler;
 * this line records the answer: status and duration (docs/decisions/029-static-fast-path-and-access-log.md).
 */
export const accessLogPlugin = fp<AccessLogOptions>(
  async (app, options) => {
    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const durationMs = Math.round(reply.elapsedTime * 10) / 10;
      const entry = accessLogEntry(reply.statusCode, durationMs, options);
      if (entry) {
        request.log[entry.level](
          { method: request.method, url: request.url, statusCode: reply.statusCode, durationMs },
          entry.message,
        );
      }
      done();
    });
  },
  { name: "access-log" },
);
