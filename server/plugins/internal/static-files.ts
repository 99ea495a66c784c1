import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";

export type Encoding = "br" | "gzip" | "identity";

/** One encoding of a file: its bytes and the headers that describe exactly those bytes. */
export interface Representation {
  encoding: Encoding;
  body: Buffer;
  etag: string;
  lastModified: string;
  /** Every header a 200 for this representation carries except Content-Length. */
  headers: Readonly<Record<string, string>>;
}

export interface StaticFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export interface StaticFiles {
  /** Keyed by URL path, e.g. "/assets/app-abc123.js", "/about/index.html". */
  files: ReadonlyMap<string, StaticFile>;
  /** Bytes held in memory, precompressed variants included. */
  bytes: number;
}

export class StaticFilesTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`the client build holds ${bytes} bytes, more than the ${maxBytes} bytes allowed in memory`);
    this.name = "StaticFilesTooLargeError";
  }
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (HTML, route data) must be revalidated so a deploy shows up at once. */
const REVALIDATE = "no-cache";
const VARIANT_SUFFIXES: ReadonlyArray<readonly [Exclude<Encoding, "identity">, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];
/** The types @fastify/static sent when it served the site, so clients kept the same headers. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dotfiles (.DS_Store, editor leftovers) are never part of the site.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function isVariant(path: string): boolean {
  return VARIANT_SUFFIXES.some(([, suffix]) => path.endsWith(suffix));
}

async function readRepresentation(
  path: string,
  encoding: Encoding,
  baseHeaders: Record<string, string>,
): Promise<Representation> {
  const [body, info] = await Promise.all([readFile(path), stat(path)]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const lastModified = info.mtime.toUTCString();
  const headers: Record<string, string> = { ...baseHeaders, etag, "last-modified": lastModified };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return { encoding, body, etag, lastModified, headers };
}

/** Headers a file's content decides (an HTML page's CSP), given its URL path and uncompressed bytes. */
export type HeadersFor = (path: string, body: Buffer) => Readonly<Record<string, string>> | undefined;

/**
 * Reads every file under `root` once, with its .br/.gz variants, so requests never touch the disk.
 * Refuses a build larger than `maxBytes` rather than letting memory grow without bound.
 */
export async function loadStaticFiles(
  root: string,
  maxBytes: number,
  headersFor?: HeadersFor,
): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  let bytes = 0;
  for await (const path of walk(root)) {
    if (isVariant(path)) continue;
    const relativePath = relative(root, path).split(sep).join("/");
    const urlPath = `/${relativePath}`;
    const typeHeaders = {
      "content-type": CONTENT_TYPES[extname(path)] ?? DEFAULT_CONTENT_TYPE,
      "cache-control": relativePath.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
      vary: "Accept-Encoding",
      "accept-ranges": "bytes",
    };
    const identity = await readRepresentation(path, "identity", typeHeaders);
    // Every encoding carries the headers the uncompressed bytes decide.
    const contentHeaders = headersFor?.(urlPath, identity.body);
    const baseHeaders = { ...typeHeaders, ...contentHeaders };
    const file: StaticFile = {
      identity: { ...identity, headers: { ...identity.headers, ...contentHeaders } },
    };
    bytes += file.identity.body.length;
    for (const [encoding, suffix] of VARIANT_SUFFIXES) {
      const variant = await readRepresentation(path + suffix, encoding, baseHeaders).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return undefined;
          throw error;
        },
      );
      if (!variant) continue;
      file[encoding] = variant;
      bytes += variant.body.length;
    }
    if (bytes > maxBytes) throw new StaticFilesTooLargeError(bytes, maxBytes);
    files.set(urlPath, file);
  }
  return { files, bytes };
}

/** The file a URL path names: the file itself, or the index.html of the directory (with or without "/"). */
export function findFile(files: ReadonlyMap<string, StaticFile>, url: string): StaticFile | undefined {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  // Fastify has already answered malformed percent-encoding with 400, so decoding cannot throw here.
  if (path.includes("%")) path = decodeURIComponent(path);
  if (path.endsWith("/")) return files.get(`${path}index.html`);
  return files.get(path) ?? files.get(`${path}/index.html`);
}

/**
 * The encoding to send for an Accept-Encoding header: the highest q-value among those we have, ties going
 * to br, then gzip, then identity. Without the header, or when nothing acceptable exists, identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding || (!file.br && !file.gzip)) return "identity";
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") q = Number(value);
    }
    quality.set(coding, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get("*");
  const qualityOf = (coding: string, fallback: number) => quality.get(coding) ?? wildcard ?? fallback;
  let best: Encoding = "identity";
  let bestQuality = 0;
  for (const encoding of ["br", "gzip"] as const) {
    const q = file[encoding] ? qualityOf(encoding, 0) : 0;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  // Unlisted, identity is the last resort: acceptable unless refused (RFC 9110 §12.5.3), never preferred.
  const identityQuality = qualityOf("identity", Number.MIN_VALUE);
  return identityQuality > bestQuality ? "identity" : best;
}
