import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { isNotModified } from "./conditional-requests.ts";
import { findFile, negotiateEncoding, type Representation, type StaticFile } from "./static-files.ts";

/**
 * Request headers that can change a static answer beyond its file, encoding and validators: a range, and the
 * proxy headers `request.protocol` reads for HSTS. Requests carrying one always go through Fastify.
 */
const ANSWER_CHANGING_HEADERS = ["range", "x-forwarded-proto", "forwarded"] as const;
/** Headers Node's http server writes on every answer itself; the recorded ones leave them out. */
const PER_CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** An answer's headers that a Node server can send again as they are: those it writes per connection left out. */
export function replayableHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_CONNECTION_HEADERS.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

type Kind = "ok" | "notModified";
/** What Fastify answered a GET for one representation: its status and every header, recorded once. */
interface Recorded {
  status: number;
  headers: OutgoingHttpHeaders;
}
/** Undefined while unknown, `false` when Fastify's answer was not the plain file (a route shadows it). */
type Slot = Recorded | false | "recording";

/**
 * Answers GETs for the built site straight from Node's http server, before Fastify's routing, hooks and request
 * logging, which cost more than half of each static answer under load (docs/decisions/029-static-fast-path.md).
 * It never decides a header itself: the first GET for a representation goes through Fastify, and meanwhile the
 * same GET is injected once into Fastify and its status and headers recorded; later GETs replay them with the
 * in-memory bytes. So every security header, CSP hash and cache rule is exactly Fastify's, by construction.
 * HEAD, ranges, requests through a proxy (X-Forwarded-Proto), percent-encoded paths and unknown paths always go
 * through Fastify.
 */
export class StaticFastPath {
  private files: ReadonlyMap<string, StaticFile> | undefined;
  private app: FastifyInstance | undefined;
  private readonly recorded = new Map<Representation, Partial<Record<Kind, Slot>>>();

  /** Starts answering once the site is loaded; `app` is where recordings are injected. */
  serve(files: ReadonlyMap<string, StaticFile>, app: FastifyInstance) {
    this.files = files;
    this.app = app;
  }

  /** True when the answer was sent here; false when Fastify must answer the request. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { files } = this;
    const url = request.url;
    if (!files || request.method !== "GET" || url === undefined || url.includes("%")) return false;
    if (ANSWER_CHANGING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const file = findFile(files, url);
    if (!file) return false;
    const representation = file[negotiateEncoding(request.headers["accept-encoding"], file)] ?? file.identity;
    const kind: Kind = isNotModified(request.headers, representation) ? "notModified" : "ok";
    const slot = this.recorded.get(representation)?.[kind];
    if (slot === undefined) this.record(url, representation, kind);
    if (!slot || slot === "recording") return false;
    response.writeHead(slot.status, slot.headers);
    response.end(kind === "ok" ? representation.body : undefined);
    return true;
  }

  private record(url: string, representation: Representation, kind: Kind) {
    const slots = this.recorded.get(representation) ?? {};
    this.recorded.set(representation, slots);
    slots[kind] = "recording";
    const app = this.app as FastifyInstance;
    const path = url.split("?", 1)[0] ?? "/";
    app
      .inject({
        method: "GET",
        url: path,
        headers: {
          "accept-encoding": representation.encoding,
          ...(kind === "notModified" ? { "if-none-match": representation.etag } : {}),
        },
      })
      .then((injected) => {
        const expectedStatus = kind === "ok" ? 200 : 304;
        const plainFile =
          injected.statusCode === expectedStatus &&
          injected.headers.etag === representation.etag &&
          (kind === "notModified" || injected.rawPayload.equals(representation.body));
        slots[kind] = plainFile
          ? { status: injected.statusCode, headers: replayableHeaders(injected.headers) }
          : false;
      })
      .catch((error: unknown) => {
        // Not recorded: this representation keeps going through Fastify, which answers it in full.
        slots[kind] = false;
        app.log.warn({ err: error, path }, "static answer not recorded for the fast path");
      });
  }
}
