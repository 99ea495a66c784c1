/**
 * The header manifest nginx serves build/client with (deploy/nginx/harmoni-yoga.conf): for every URL our server
 * answers with a plain file of the build, that file and every header our server sends with it, as nginx `map`s.
 * The headers are not decided here: the server's own plugins (security headers, the static site and its per-page
 * CSP) answer an injected GET for each URL, as they would a request nginx forwarded over HTTPS, and their answer is
 * written down (docs/decisions/047-nginx-serves-the-build-with-the-servers-headers.md).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { checkBuiltSettings } from "./built-settings.ts";
import type { Config } from "./config.ts";
import { securityHeadersPlugin } from "./plugins/external/security-headers.ts";
import { loadStaticFiles } from "./plugins/internal/static-files.ts";
import { MAX_CLIENT_BYTES, staticSitePlugin } from "./plugins/internal/static-site.ts";

/** Where the includes go beside build/client: build/nginx. */
export const NGINX_DIR = "nginx";
/** The maps, for nginx's http context. */
export const MAPS_FILE = "harmoni-yoga-maps.conf";
/** The add_header lines (and the Content-Type they carry), for the location that serves the build. */
export const HEADERS_FILE = "harmoni-yoga-headers.conf";

/** The variable naming the build's file for a URL ("" when nginx must hand the request to the server). */
export const FILE_VARIABLE = "$hy_file";

/**
 * Headers nginx writes itself for the bytes it sends (length, validators, encoding, ranges) or per connection.
 * Its ETag differs from ours (mtime and size, not a hash), which only costs a client one revalidation.
 */
export const NGINX_OWN_HEADERS: ReadonlySet<string> = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "accept-ranges",
]);

/** A build file nginx may serve, and the headers our server sends with it. */
export interface ManifestEntry {
  /** The file's URL path, e.g. "/about/index.html". */
  file: string;
  /** Every URL our server answers with the file: "/about", "/about/" and "/about/index.html". */
  urls: string[];
  headers: Readonly<Record<string, string>>;
}

export class NginxHeadersError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NginxHeadersError";
  }
}

/** The URLs findFile (server/plugins/internal/static-files.ts) maps to a file: a page's folder with and without "/". */
function urlsOf(file: string, files: ReadonlySet<string>): string[] {
  if (!file.endsWith("/index.html")) return [file];
  const folder = file.slice(0, -"index.html".length);
  const bare = folder.slice(0, -1);
  // A file named like the folder wins over the folder's page, as in findFile.
  return [file, folder, ...(bare && !files.has(bare) ? [bare] : [])];
}

/**
 * Our server's static site alone, configured as `buildApp` configures it: the same plugins with the same settings,
 * and the proxy trusted exactly when TRUST_PROXY trusts one.
 */
async function siteServer(config: Config): Promise<FastifyInstance> {
  const behindTrustedProxy = config.trustProxy !== false;
  const app = Fastify({ logger: false, trustProxy: behindTrustedProxy });
  await app.register(securityHeadersPlugin, {
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    behindTrustedProxy,
  });
  await app.register(staticSitePlugin, { clientDir: config.clientDir, googleTag: config.googleTag });
  await app.ready();
  return app;
}

/**
 * Asks our server for every URL of every file in the build, as nginx would forward it (over HTTPS, from the
 * proxy's address), and keeps the URLs it answers 200 with the file's own bytes: a route in front of a file (the
 * bad-request page answers 400) leaves that URL to the server.
 */
export async function nginxManifest(config: Config): Promise<ManifestEntry[]> {
  // Pages built with other studio settings are refused here as the server refuses them.
  await checkBuiltSettings(config.clientDir, config.studio);
  const root = resolve(config.clientDir);
  const site = await loadStaticFiles(root, MAX_CLIENT_BYTES);
  const app = await siteServer(config);
  try {
    const paths = new Set(site.files.keys());
    const entries: ManifestEntry[] = [];
    for (const [file, content] of site.files) {
      const urls: string[] = [];
      let headers: Record<string, string> | undefined;
      for (const url of urlsOf(file, paths)) {
        const answer = await app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": "identity", "x-forwarded-proto": "https" },
        });
        if (answer.statusCode !== 200 || !answer.rawPayload.equals(content.identity.body)) continue;
        urls.push(url);
        headers ??= Object.fromEntries(
          Object.entries(answer.headers)
            .filter(([name]) => !NGINX_OWN_HEADERS.has(name))
            .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
        );
      }
      if (headers) entries.push({ file, urls, headers });
    }
    return entries.sort((a, b) => a.file.localeCompare(b.file));
  } finally {
    await app.close();
  }
}

/** A value as an nginx quoted string; nginx cannot escape `$` (it starts a variable), so one is refused. */
function quoted(value: string): string {
  if (/[$\p{Cc}]/u.test(value)) {
    throw new NginxHeadersError(
      `nginx cannot carry ${JSON.stringify(value)} verbatim (a "$" or a control character).`,
    );
  }
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * `$hy_content_security_policy` for Content-Security-Policy: a short prefix, as nginx refuses to start when its
 * variable names outgrow variables_hash_bucket_size (64 by default), which a site file cannot safely raise.
 */
export function headerVariable(name: string): string {
  return `$hy_${name.toLowerCase().replace(/-/g, "_")}`;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/**
 * A map's hash bucket holds each key with a pointer and its length: the smallest power of two that fits the
 * longest URL, and at least nginx's usual 64.
 */
function bucketSize(entries: ManifestEntry[]): number {
  const longest = Math.max(...entries.flatMap((entry) => entry.urls.map((url) => Buffer.byteLength(url))));
  let size = 64;
  while (size < longest + 16) size *= 2;
  return size;
}

function headerNames(entries: ManifestEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => Object.keys(entry.headers)))].sort();
}

const generated = (source: string, context: string) => [
  `# Generated by \`npm run nginx:headers\` from ${source}: do not edit; generate it again after each build and`,
  `# whenever the server's settings change (docs/operations/nginx.md). For nginx's ${context}.`,
];

/**
 * The http-context include: one map from URL to file, then one map per header from file to value. A header's
 * most common value is its default, so only the exceptions (each page's CSP, the hashed assets' caching) are
 * listed; a header a file does not carry maps to "", which add_header leaves out.
 */
export function nginxMaps(entries: ManifestEntry[], source: string): string {
  const lines = [
    ...generated(source, "http context"),
    `# ${FILE_VARIABLE} is the build's file our server answers a URL with, "" for every URL the server must answer.`,
    "# The bucket must hold the longest URL; nginx refuses a second map_hash_bucket_size in nginx.conf.",
    `map_hash_bucket_size ${bucketSize(entries)};`,
    "",
    `map $uri ${FILE_VARIABLE} {`,
    '  default "";',
    ...entries.flatMap((entry) => entry.urls.map((url) => `  ${quoted(url)} ${quoted(entry.file)};`)),
    "}",
  ];
  for (const name of headerNames(entries)) {
    const headerOf = (entry: ManifestEntry) => entry.headers[name] ?? "";
    const fallback = mostCommon(entries.map(headerOf));
    lines.push(
      "",
      `map ${FILE_VARIABLE} ${headerVariable(name)} {`,
      `  default ${quoted(fallback)};`,
      ...entries
        .filter((entry) => headerOf(entry) !== fallback)
        .map((entry) => `  ${quoted(entry.file)} ${quoted(headerOf(entry))};`),
      "}",
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The location-context include: an add_header for every header our server sends with some file. Content-Type
 * is one of them, with the server's exact value (charset included): nginx's own type is switched off, as it
 * would otherwise send a second one.
 */
export function nginxHeaderLines(entries: ManifestEntry[], source: string): string {
  const names = headerNames(entries);
  const ownType = names.includes("content-type") ? ["types { }", 'default_type "";'] : [];
  return `${[
    ...generated(source, "location that serves the build"),
    ...ownType,
    ...names.map((name) => `add_header ${name} ${headerVariable(name)};`),
  ].join("\n")}\n`;
}

/** Where the includes go for a client build: build/client → build/nginx. */
export function nginxHeadersDir(clientDir: string): string {
  return join(dirname(resolve(clientDir)), NGINX_DIR);
}

/** Writes both includes for the build in config.clientDir into `dir`; returns how many files they list. */
export async function writeNginxHeaders(
  config: Config,
  dir = nginxHeadersDir(config.clientDir),
): Promise<{ dir: string; files: number }> {
  const entries = await nginxManifest(config);
  if (entries.length === 0) throw new NginxHeadersError(`${config.clientDir} holds no client build.`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, MAPS_FILE), nginxMaps(entries, config.clientDir));
  await writeFile(join(dir, HEADERS_FILE), nginxHeaderLines(entries, config.clientDir));
  return { dir, files: entries.length };
}
