import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What a proxy may hand on as a request's id: short, and nothing that could pass for another log field. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Names each request in the log. Behind a trusted proxy (TRUST_PROXY), the id it sent as X-Request-Id (nginx's
 * `$request_id`), so its access log and ours name the same request; otherwise, or when the header is missing or
 * malformed, a new UUID. Fastify's own ids are a per-process counter: two instances both log `req-1`.
 */
export function requestIds(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = behindTrustedProxy ? request.headers["x-request-id"] : undefined;
    return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}
