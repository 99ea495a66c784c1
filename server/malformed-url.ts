import type { IncomingMessage } from "node:http";
import { BAD_REQUEST_PAGE_PATH } from "#contracts/error-pages";

/** True when the path has a percent sign that starts no valid escape, as in `/blog/%`; the query is not read. */
export function isMalformedPath(url: string): boolean {
  // Every request passes here (rewriteUrl): most have no percent sign at all, so nothing is split or decoded.
  if (!url.includes("%")) return false;
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Fastify's `rewriteUrl`: a malformed path goes to the bad-request route, which answers the site's error page or,
 * for the API, its JSON error (server/plugins/internal/static-site.ts). Left alone, the router would answer its own
 * raw JSON 400 from outside every hook, so without the security headers; `request.originalUrl` keeps the address.
 */
export function rewriteMalformedUrl(request: IncomingMessage): string {
  const url = request.url ?? "/";
  return isMalformedPath(url) ? BAD_REQUEST_PAGE_PATH : url;
}
