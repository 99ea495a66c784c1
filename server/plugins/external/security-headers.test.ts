import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { testConfig } from "#tests/support/config.ts";

const HOME = "<h1>home</h1><script>window.__reactRouterContext = {};</script>";
const FALLBACK = '<h1>staff</h1><script type="module">import("/assets/app.js");</script>';

function pagePolicy(script: string): string {
  const hash = createHash("sha256").update(script).digest("base64");
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `script-src 'self' 'strict-dynamic' 'sha256-${hash}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
  ].join("; ");
}

/** What every answer carries, whatever it is: the securityheaders.com list and helmet's hardening. */
const EVERY_ANSWER = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  date: expect.any(String),
  connection: "keep-alive",
};

const PAGE = {
  ...EVERY_ANSWER,
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  vary: "Accept-Encoding",
  "accept-ranges": "bytes",
  etag: expect.stringMatching(/^"[\w-]+"$/),
  "last-modified": expect.any(String),
};

const HSTS = "max-age=31536000; includeSubDomains";

describe("security headers", () => {
  let clientDir: string;
  const apps: FastifyInstance[] = [];
  /** Default settings: plain HTTP, no proxy trusted, no ads tag. */
  let plain: FastifyInstance;

  async function start(overrides: Partial<Config> = {}) {
    const app = await buildApp(testConfig({ clientDir, ...overrides }));
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-headers-"));
    writeFileSync(join(clientDir, "index.html"), HOME);
    writeFileSync(join(clientDir, "__spa-fallback.html"), FALLBACK);
    plain = await start();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends exactly this set on a public page, an API answer and a staff page", async () => {
    const home = await plain.inject("/");
    expect(home.statusCode).toBe(200);
    expect(home.headers).toEqual({
      ...PAGE,
      "content-security-policy": pagePolicy("window.__reactRouterContext = {};"),
      "content-length": String(HOME.length),
    });

    const api = await plain.inject("/healthz");
    expect(api.statusCode).toBe(200);
    expect(api.headers).toEqual({
      ...EVERY_ANSWER,
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "content-type": "application/json; charset=utf-8",
      "content-length": String(api.body.length),
    });

    const admin = await plain.inject("/admin/login");
    expect(admin.statusCode).toBe(200);
    expect(admin.headers).toEqual({
      ...PAGE,
      "content-security-policy": pagePolicy('import("/assets/app.js");'),
      "x-robots-tag": "noindex",
      "content-length": String(FALLBACK.length),
    });
  });

  it("sends HSTS only when the site is reached over HTTPS", async () => {
    expect((await plain.inject("/")).headers["strict-transport-security"]).toBeUndefined();
    // An untrusted client cannot claim HTTPS with the header.
    const claimed = await plain.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();

    const behindProxy = await start({ trustProxy: true });
    const viaTls = await behindProxy.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(viaTls.headers["strict-transport-security"]).toBe(HSTS);
    const viaHttp = await behindProxy.inject({ url: "/healthz", headers: { "x-forwarded-proto": "http" } });
    expect(viaHttp.headers["strict-transport-security"]).toBeUndefined();

    // No proxy is trusted to say how a request came: an https PUBLIC_URL means a proxy in front ends TLS.
    const httpsSite = await start({ publicUrl: "https://harmoniyoga.example" });
    for (const url of ["/", "/healthz", "/admin/login"]) {
      expect((await httpsSite.inject(url)).headers["strict-transport-security"], url).toBe(HSTS);
    }

    // Behind a trusted proxy that also serves plain http, the proxy's word decides, whatever PUBLIC_URL says.
    const httpsBehindProxy = await start({
      publicUrl: "https://harmoniyoga.example",
      trustProxy: "loopback",
    });
    const plainToProxy = await httpsBehindProxy.inject({
      url: "/",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(plainToProxy.headers["strict-transport-security"]).toBeUndefined();
    const tlsToProxy = await httpsBehindProxy.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(tlsToProxy.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("lists Google's origins in a page's policy only when the ads tag is configured", async () => {
    const withTag = await start({ googleTag: true });
    const policy = String((await withTag.inject("/")).headers["content-security-policy"]);
    expect(policy).toContain("https://www.googletagmanager.com");
    expect(policy).toContain("frame-src https://www.googletagmanager.com https://td.doubleclick.net");
    expect(String((await plain.inject("/")).headers["content-security-policy"])).not.toMatch(
      /google|doubleclick/,
    );
  });
});
