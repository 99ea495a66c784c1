import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../tests/support/config.ts";
import { buildApp } from "../app.ts";

const ASSET = "console.log('harmoni');".repeat(100);

describe("static site", () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-client-"));
    mkdirSync(join(clientDir, "about"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "index.html"), "<h1>home</h1>");
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<h1>spa fallback</h1>");
    writeFileSync(join(clientDir, "about", "index.html"), "<h1>about</h1>");
    writeFileSync(join(clientDir, "assets", "app-abc123.js"), ASSET);
    writeFileSync(join(clientDir, "assets", "app-abc123.js.br"), brotliCompressSync(ASSET));
    writeFileSync(join(clientDir, "assets", "app-abc123.js.gz"), gzipSync(ASSET));
    app = await buildApp(testConfig({ clientDir }));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the precompressed variant the browser accepts, with Vary", async () => {
    const brotli = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.rawPayload).toEqual(brotliCompressSync(ASSET));

    const gzip = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it("caches hashed assets for a year and revalidates HTML", async () => {
    const asset = await app.inject("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const home = await app.inject("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe("<h1>home</h1>");
    expect(home.headers["cache-control"]).toBe("no-cache");
  });

  it("serves a prerendered page with and without the trailing slash", async () => {
    for (const url of ["/about", "/about/"]) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe("<h1>about</h1>");
    }
  });

  it("serves the SPA fallback with 200 under /admin and 404 elsewhere", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/leads/42/notes"]) {
      const admin = await app.inject(url);
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toBe("<h1>spa fallback</h1>");
    }
    const unknown = await app.inject("/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["x-robots-tag"]).toBeUndefined();
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(unknown.body).toBe("<h1>spa fallback</h1>");
    expect(unknown.headers["cache-control"]).toBe("no-cache");
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

  it("answers unknown API paths with JSON 404", async () => {
    const response = await app.inject("/api/nope");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Not found." });
  });
});
