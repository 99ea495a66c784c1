import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Drain } from "./drain.ts";

/** A browser sends its request headers in one go; 10 s is generous even on a poor mobile link. */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Idle keep-alive connections close after 72 s (Fastify's default, kept on purpose): longer than the 60 s
 * idle timeout of common load balancers, so the balancer closes first and never reuses a closing connection.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node checks request and header timeouts on this interval; at most a second late, or a quarter of a short one. */
const MAX_CHECK_INTERVAL_MS = 1_000;

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Node's timeouts against slow clients (docs/security.md, "Slow clients"): a request whose headers and body
 * have not all arrived within `requestTimeoutMs` is answered 408 and its connection closed; headers alone get
 * HEADERS_TIMEOUT_MS (never more than the whole request).
 */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(requestTimeoutMs / 4)),
  };
}

/**
 * The server Fastify listens on: the slow-client timeouts above, `first` offered each request before
 * Fastify (the static fast path), which returns true when it has answered, and every answer closing its
 * connection once the drain has started (server/drain.ts).
 */
export function createHttpServer(
  requestTimeoutMs: number,
  first: (request: IncomingMessage, response: ServerResponse) => boolean,
  drain: Drain,
): (fastify: RequestHandler) => Server {
  return (fastify) =>
    createServer(serverTimeouts(requestTimeoutMs), (request, response) => {
      if (drain.active) response.setHeader("connection", "close");
      if (!first(request, response)) fastify(request, response);
    });
}
