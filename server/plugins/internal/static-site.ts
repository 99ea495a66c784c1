import { resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "#contracts/endpoint";
import { BAD_REQUEST_PAGE_PATH } from "#contracts/error-pages";
import { isStaffPath } from "#contracts/staff-pages";
import { HttpError } from "#server/errors";
import { loggedUrl } from "#server/log-serializers";
import { isNotModified } from "./conditional-requests.ts";
import { type PagePolicyOptions, pagePolicy } from "./content-security-policy.ts";
import type { StaticFastPath } from "./static-fast-path.ts";
import {
  findFile,
  type HeadersFor,
  loadStaticFiles,
  negotiateEncoding,
  type Representation,
  type StaticFile,
} from "./static-files.ts";

export const SPA_FALLBACK = "__spa-fallback.html";
/** The build is ~7 MB with its .br/.gz variants; this leaves room to grow and still bounds memory. */
export const MAX_CLIENT_BYTES = 64 * 1024 * 1024;
const NOT_FOUND_BODY = { success: false, message: "Not found." };
export const MALFORMED_ADDRESS_MESSAGE = "This address is not valid.";

export interface StaticSitePluginOptions extends PagePolicyOptions {
  clientDir: string;
  /** Given the loaded site when the server answers repeat GETs before Fastify (ACCESS_LOG not `all`). */
  fastPath?: StaticFastPath;
}

function pathOf(url: string): string {
  return url.split("?", 1)[0] ?? "/";
}

function wantsPage(request: FastifyRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** If-Range needs a strong ETag match or the exact Last-Modified date; otherwise the whole file is sent. */
function rangeStillValid(request: FastifyRequest, identity: Representation): boolean {
  const ifRange = request.headers["if-range"];
  if (typeof ifRange !== "string") return true;
  return ifRange.startsWith('"') ? ifRange === identity.etag : ifRange === identity.lastModified;
}

type ByteRange = { start: number; end: number } | "unsatisfiable";

/**
 * One `bytes=` range, clamped to the file. Malformed or multi-range headers return undefined and are
 * ignored (a server may always answer a Range request with the full 200).
 */
function parseRange(header: string, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Each HTML page, the SPA fallback included, allows exactly its own inline scripts. */
function pageHeaders(policy: PagePolicyOptions): HeadersFor {
  return (path, body) =>
    path.endsWith(".html")
      ? { "content-security-policy": pagePolicy(body.toString("utf8"), policy) }
      : undefined;
}

/**
 * Answers with the representation the client accepts. Conditional requests and ranges apply to 200s
 * only; ranges are always served from the uncompressed bytes, whatever Accept-Encoding says.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], file);
  const representation = file[encoding] ?? file.identity;
  reply.code(status).headers(representation.headers);
  if (status !== 200) return finish(request, reply, representation.body);
  if (isNotModified(request.headers, representation)) {
    reply.removeHeader("content-type");
    return reply.code(304).send();
  }
  const rangeHeader = request.headers.range;
  if (request.method !== "GET" || rangeHeader === undefined || !rangeStillValid(request, file.identity)) {
    return finish(request, reply, representation.body);
  }
  const { body } = file.identity;
  const range = parseRange(rangeHeader, body.length);
  if (range === undefined) return finish(request, reply, representation.body);
  reply.headers(file.identity.headers).removeHeader("content-encoding");
  if (range === "unsatisfiable") {
    reply.removeHeader("content-type");
    return reply.code(416).header("content-range", `bytes */${body.length}`).send();
  }
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${body.length}`)
    .send(body.subarray(range.start, range.end + 1));
}

/** HEAD gets the headers of the GET, Content-Length included, and no body. */
function finish(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  if (request.method === "HEAD") return reply.header("content-length", String(body.length)).send();
  return reply.send(body);
}

/** The route of every file of the built site. */
export const STATIC_SITE_ROUTE = "/*";

/**
 * Serves the built client from memory, read once at start: prerendered pages at /path and /path/,
 * precompressed .br/.gz variants chosen by Accept-Encoding, strong ETags, hashed assets cached for a year,
 * and each HTML page with a Content-Security-Policy that names its inline scripts' hashes.
 * Unknown pages get the SPA fallback (status 404, or 200 under /admin); malformed addresses, rewritten to the
 * bad-request page's path (server/malformed-url.ts), get that page with status 400, or the API's JSON 400.
 */
export const staticSitePlugin = fp<StaticSitePluginOptions>(
  async (app, options) => {
    const root = resolve(options.clientDir);
    const site = await loadStaticFiles(
      root,
      MAX_CLIENT_BYTES,
      pageHeaders({ googleTag: options.googleTag }),
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    const fallback = site?.files.get(`/${SPA_FALLBACK}`);
    if (!site || !fallback) {
      app.log.warn({ clientDir: root }, "client build not found; serving the API only");
    } else {
      app.log.info({ clientDir: root, files: site.files.size, bytes: site.bytes }, "client build loaded");
      options.fastPath?.serve(site.files, app);
      app.route({
        method: ["GET", "HEAD"],
        url: STATIC_SITE_ROUTE,
        exposeHeadRoute: false,
        handler(request, reply) {
          const file = findFile(site.files, request.url);
          if (!file) return reply.callNotFound();
          return sendFile(request, reply, file, 200);
        },
      });
    }

    const badRequestPage = site?.files.get(`${BAD_REQUEST_PAGE_PATH}/index.html`);
    app.all(BAD_REQUEST_PAGE_PATH, (request, reply) => {
      const path = pathOf(request.originalUrl);
      // The error handler answers (and logs) the JSON 400.
      if (!badRequestPage || !wantsPage(request) || isApiPath(path))
        throw new HttpError(400, MALFORMED_ADDRESS_MESSAGE);
      request.log.info({ url: loggedUrl(request.originalUrl) }, "malformed address");
      reply.header("X-Robots-Tag", "noindex");
      return sendFile(request, reply, badRequestPage, 400);
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request.url);
      if (!fallback || !wantsPage(request) || isApiPath(path)) return reply.code(404).send(NOT_FOUND_BODY);
      if (isStaffPath(path)) {
        // robots.txt asks crawlers to stay out; this keeps the staff pages out of an index even if one looks.
        reply.header("X-Robots-Tag", "noindex");
        return sendFile(request, reply, fallback, 200);
      }
      request.log.info({ path }, "page not found");
      return sendFile(request, reply, fallback, 404);
    });
  },
  { name: "static-site" },
);
