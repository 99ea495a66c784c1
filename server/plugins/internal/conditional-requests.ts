import type { IncomingHttpHeaders } from "node:http";
import type { Representation } from "./static-files.ts";

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x". */
function matchesAnyEtag(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** Whether a GET's validators still match: If-None-Match when sent, otherwise If-Modified-Since. */
export function isNotModified(headers: IncomingHttpHeaders, representation: Representation): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) return matchesAnyEtag(ifNoneMatch, representation.etag);
  const ifModifiedSince = headers["if-modified-since"];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(representation.lastModified) <= since;
}
