import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "#server/config";
import { loggedUrl } from "#server/log-serializers";

export interface AccessLogOptions {
  slowRequestMs: Config["slowRequestMs"];
}

/** The message an answer that must be logged whatever ACCESS_LOG says is logged with: failed, then slow. */
export function alwaysLogged(
  statusCode: number,
  durationMs: number,
  slowRequestMs: number,
): string | undefined {
  if (statusCode >= 500) return "answered with a server error";
  if (durationMs >= slowRequestMs) return "slow request";
  return undefined;
}

/**
 * Answers that failed (5xx) or were slow, logged at `warn` whatever ACCESS_LOG says, with the request id pino
 * binds to request.log. Every other answer is logged only with ACCESS_LOG=all, by Fastify's own request logging
 * (buildApp). A 5xx's cause is logged by the error handler; this line records the answer: status and duration
 * (docs/decisions/029-static-fast-path-and-access-log.md), and the address without the API's and the staff
 * area's query strings (server/log-serializers.ts).
 */
export const accessLogPlugin = fp<AccessLogOptions>(
  async (app, { slowRequestMs }) => {
    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const durationMs = Math.round(reply.elapsedTime * 10) / 10;
      const message = alwaysLogged(reply.statusCode, durationMs, slowRequestMs);
      if (message) {
        request.log.warn(
          { method: request.method, url: loggedUrl(request.url), statusCode: reply.statusCode, durationMs },
          message,
        );
      }
      done();
    });
  },
  { name: "access-log" },
);
