import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { testConfig } from "#tests/support/config.ts";

const ASSET = "console.log('harmoni');".repeat(100);
const ASSET_URL = "/assets/app-abc123.js";
const MODIFIED = new Date("2026-03-01T10:00:00Z");
const LAST_MODIFIED = "Sun, 01 Mar 2026 10:00:00 GMT";
const ETAG = /^"[\w-]{27}"$/;
const FALLBACK = '<h1>spa fallback</h1><script type="module">import("/assets/app-abc123.js");</script>';
const OFFERINGS = [
  '<script type="application/ld+json">{"@type":"Offer"}</script>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/app-abc123.js";</script>',
  '<script src="/assets/app-abc123.js"></script>',
  '<script>$RC("B:0","S:0")</script>',
  "<h1>offerings</h1>",
].join("");
const BAD_REQUEST_PAGE = "<h1>Unexpected Application Error!</h1><p>400 Bad Request</p>";
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * The whole page policy with the ads tag configured, written out: only the script-src hashes differ from
 * page to page.
 */
function expectedPagePolicy(scripts: string[]): string {
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ["script-src 'self' 'strict-dynamic'", ...scripts.map(sha256), "https://www.googletagmanager.com"].join(
      " ",
    ),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://www.google-analytics.com https://www.googletagmanager.com https://googleads.g.doubleclick.net https://www.google.com",
    "font-src 'self' data:",
    "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com",
    "frame-src https://www.googletagmanager.com https://td.doubleclick.net",
  ].join("; ");
}

describe("static site", () => {
  let clientDir: string;
  let app: FastifyInstance;

  function write(path: string, content: string | Buffer) {
    const full = join(clientDir, path);
    writeFileSync(full, content);
    utimesSync(full, MODIFIED, MODIFIED);
  }

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-client-"));
    mkdirSync(join(clientDir, "about"));
    mkdirSync(join(clientDir, "assets"));
    mkdirSync(join(clientDir, "offerings"));
    mkdirSync(join(clientDir, "bad-request"));
    write("index.html", "<h1>home</h1>");
    write("__spa-fallback.html", FALLBACK);
    write("offerings/index.html", OFFERINGS);
    write("offerings/index.html.br", brotliCompressSync(OFFERINGS));
    write("offerings/index.html.gz", gzipSync(OFFERINGS));
    write("about/index.html", "<h1>about</h1>");
    write("bad-request/index.html", BAD_REQUEST_PAGE);
    write("about.data", "[about data]");
    write(".env", "SECRET=1");
    write("changes-after-start.html", "<p>as built</p>");
    write("removed-after-start.html", "<p>still here</p>");
    write(ASSET_URL, ASSET);
    write(`${ASSET_URL}.br`, brotliCompressSync(ASSET));
    write(`${ASSET_URL}.gz`, gzipSync(ASSET));
    app = await buildApp(testConfig({ clientDir, googleTag: true }));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const asset = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url: ASSET_URL, headers });

  it("serves the precompressed variant the browser accepts, with Vary", async () => {
    const brotli = await asset({ "accept-encoding": "gzip, br" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(brotli.headers["content-length"]).toBe(String(brotliCompressSync(ASSET).length));
    expect(brotli.rawPayload).toEqual(brotliCompressSync(ASSET));

    const gzip = await asset({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload).toEqual(gzipSync(ASSET));

    for (const headers of [{ "accept-encoding": "identity" }, {}] as Record<string, string>[]) {
      const plain = await asset(headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body).toBe(ASSET);
    }
  });

  it("weighs Accept-Encoding q-values, preferring br, then gzip, then identity on a tie", async () => {
    const cases: [string, string | undefined][] = [
      ["br;q=0.5, gzip", "gzip"],
      ["gzip;q=0.8, br;q=0.8", "br"],
      ["GZIP;Q=0.9, identity;q=0.9", "gzip"],
      ["gzip;q=0.5, identity", undefined],
      ["gzip;q=0.5", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["*", "br"],
      ["br;q=0, *;q=0.3", "gzip"],
      ["identity;q=0, gzip;q=0.1", "gzip"],
      ["deflate, compress", undefined],
      ["br;q=nonsense, gzip;q=0.2", "gzip"],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await asset({ "accept-encoding": acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(expected);
    }
  });

  it("gives each representation its own strong ETag and the file's Last-Modified", async () => {
    const etags = new Set<string>();
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const response = await asset({ "accept-encoding": acceptEncoding });
      expect(response.headers.etag).toMatch(ETAG);
      expect(response.headers["last-modified"]).toBe(LAST_MODIFIED);
      etags.add(String(response.headers.etag));
    }
    expect(etags.size).toBe(3);
  });

  it("answers If-None-Match with 304 and no body when the representation's ETag matches", async () => {
    const { etag } = (await asset({ "accept-encoding": "br" })).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await asset({ "accept-encoding": "br", "if-none-match": ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers.etag).toBe(etag);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toBeUndefined();
      expect(response.headers["content-length"]).toBeUndefined();
    }
    // The brotli ETag names other bytes than the gzip ones, so a gzip-only client gets the full file.
    const gzip = await asset({ "accept-encoding": "gzip", "if-none-match": String(etag) });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.rawPayload).toEqual(gzipSync(ASSET));
  });

  it("answers If-Modified-Since with 304 unless the file is newer or If-None-Match is present", async () => {
    const notModified = await app.inject({ url: "/", headers: { "if-modified-since": LAST_MODIFIED } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers["last-modified"]).toBe(LAST_MODIFIED);
    expect(notModified.headers["cache-control"]).toBe("no-cache");

    const older = await app.inject({
      url: "/",
      headers: { "if-modified-since": "Sat, 28 Feb 2026 10:00:00 GMT" },
    });
    expect(older.statusCode).toBe(200);
    expect(older.body).toBe("<h1>home</h1>");

    const etagWins = await app.inject({
      url: "/",
      headers: { "if-modified-since": LAST_MODIFIED, "if-none-match": '"other"' },
    });
    expect(etagWins.statusCode).toBe(200);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await asset({ "accept-encoding": "gzip" });
    const head = await asset({ "accept-encoding": "gzip" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String(gzipSync(ASSET).length));
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(getHeaders);

    const ranged = await asset({ range: "bytes=0-9" }, "HEAD");
    expect(ranged.statusCode).toBe(200);
    expect(ranged.headers["content-length"]).toBe(String(ASSET.length));
  });

  it("serves byte ranges from the uncompressed file, whatever the browser accepts", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=2290-", 2290, 2299],
      ["bytes=-5", 2295, 2299],
      ["bytes=2295-9999", 2295, 2299],
    ];
    for (const [range, start, end] of cases) {
      const response = await asset({ range, "accept-encoding": "br, gzip" });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${ASSET.length}`);
      expect(response.headers["content-length"]).toBe(String(end - start + 1));
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body).toBe(ASSET.slice(start, end + 1));
    }
  });

  it("refuses ranges past the end with 416 and ignores ranges it does not serve", async () => {
    for (const range of ["bytes=2300-", "bytes=-0"]) {
      const response = await asset({ range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"]).toBe(`bytes */${ASSET.length}`);
      expect(response.body).toBe("");
    }
    for (const range of ["bytes=0-1, 5-6", "bytes=9-2", "items=0-1", "bytes=-"]) {
      const response = await asset({ range, "accept-encoding": "gzip" });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload).toEqual(gzipSync(ASSET));
    }
  });

  it("honours If-Range: a range only while the file is the one the client has", async () => {
    const { etag } = (await asset()).headers;
    const current = await asset({ range: "bytes=0-9", "if-range": String(etag) });
    expect(current.statusCode).toBe(206);
    const byDate = await asset({ range: "bytes=0-9", "if-range": LAST_MODIFIED });
    expect(byDate.statusCode).toBe(206);
    for (const ifRange of ['"stale"', `W/${etag}`, "Sat, 28 Feb 2026 10:00:00 GMT"]) {
      const stale = await asset({ range: "bytes=0-9", "if-range": ifRange });
      expect(stale.statusCode, ifRange).toBe(200);
      expect(stale.body).toBe(ASSET);
    }
  });

  it("caches hashed assets for a year and revalidates HTML and route data", async () => {
    expect((await asset()).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const home = await app.inject("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe("<h1>home</h1>");
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["cache-control"]).toBe("no-cache");
    const data = await app.inject("/about.data");
    expect(data.statusCode).toBe(200);
    expect(data.body).toBe("[about data]");
    expect(data.headers["cache-control"]).toBe("no-cache");
  });

  it("serves what was read at start, even after the files on disk change", async () => {
    writeFileSync(join(clientDir, "changes-after-start.html"), "<p>edited</p>");
    unlinkSync(join(clientDir, "removed-after-start.html"));
    expect((await app.inject("/changes-after-start.html")).body).toBe("<p>as built</p>");
    expect((await app.inject("/removed-after-start.html")).body).toBe("<p>still here</p>");
  });

  it("serves a prerendered page with and without the trailing slash, and percent-encoded", async () => {
    for (const url of ["/about", "/about/", "/about/index.html", "/%61bout?ref=x"]) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe("<h1>about</h1>");
    }
  });

  it("keeps dotfiles and compressed variants out of reach", async () => {
    for (const url of ["/.env", `${ASSET_URL}.br`, "/about/../.env"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(FALLBACK);
    }
  });

  it("serves the SPA fallback with 200 under /admin and 404 elsewhere", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/leads/42/notes"]) {
      const admin = await app.inject(url);
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toBe(FALLBACK);
    }
    const unknown = await app.inject("/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["x-robots-tag"]).toBeUndefined();
    expect(unknown.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(unknown.body).toBe(FALLBACK);
    expect(unknown.headers["cache-control"]).toBe("no-cache");
    expect(unknown.headers.vary).toBe("Accept-Encoding");

    const { etag } = unknown.headers;
    const conditional = await app.inject({ url: "/nope", headers: { "if-none-match": String(etag) } });
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toBe(FALLBACK);
  });

  it("asks search engines not to index any staff page", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/send-sms?x=1"]) {
      for (const method of ["GET", "HEAD"] as const) {
        const admin = await app.inject({ method, url });
        expect(admin.statusCode).toBe(200);
        expect(admin.headers["x-robots-tag"]).toBe("noindex");
      }
    }
    expect((await app.inject("/about")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("keeps the security headers on static responses", async () => {
    const home = await app.inject("/");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["x-frame-options"]).toBe("DENY");
  });

  it("gives each page a CSP with the hashes of exactly its own inline scripts, in every encoding", async () => {
    const policy = expectedPagePolicy([
      "window.__reactRouterContext = {};",
      'import "/assets/app-abc123.js";',
      '$RC("B:0","S:0")',
    ]);
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const page = await app.inject({ url: "/offerings", headers: { "accept-encoding": acceptEncoding } });
      expect(page.statusCode, acceptEncoding).toBe(200);
      expect(page.headers["content-security-policy"], acceptEncoding).toBe(policy);
    }
    const { etag } = (await app.inject("/offerings")).headers;
    const notModified = await app.inject({ url: "/offerings", headers: { "if-none-match": String(etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBe(policy);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).not.toContain("'unsafe-inline'");

    expect((await app.inject("/")).headers["content-security-policy"]).toBe(expectedPagePolicy([]));
  });

  it("gives the SPA fallback its own script's hash, under /admin and on unknown pages", async () => {
    const policy = expectedPagePolicy(['import("/assets/app-abc123.js");']);
    for (const url of ["/admin/login", "/nope"]) {
      expect((await app.inject(url)).headers["content-security-policy"], url).toBe(policy);
    }
  });

  it("closes everything but pages: assets, route data and the API", async () => {
    for (const url of [ASSET_URL, "/about.data", "/api/nope", "/healthz"]) {
      expect((await app.inject(url)).headers["content-security-policy"], url).toBe(RESOURCE_POLICY);
    }
    const post = await app.inject({ method: "POST", url: "/offerings" });
    expect(post.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
  });

  it("answers unknown API paths and other methods with JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/about"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Not found." });
    }
  });

  it("answers a malformed address with the bad-request page, status 400, its CSP and the security headers", async () => {
    for (const url of ["/blog/%", "/blog/%zz?x=1", "/%E0%A4%A", "/bad-request"]) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
        expect(response.headers["content-security-policy"], url).toBe(expectedPagePolicy([]));
        expect(response.headers["x-content-type-options"], url).toBe("nosniff");
        expect(response.headers["x-robots-tag"], url).toBe("noindex");
        if (method === "GET") expect(response.body, url).toBe(BAD_REQUEST_PAGE);
      }
    }
  });

  it("answers a malformed API address, or another method, with the API's JSON 400", async () => {
    for (const [method, url] of [
      ["GET", "/api/%"],
      ["POST", "/api/leads/%zz"],
      ["POST", "/blog/%"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-security-policy"], url).toBe(RESOURCE_POLICY);
      expect(response.json(), url).toEqual({ success: false, message: "This address is not valid." });
    }
  });
});
