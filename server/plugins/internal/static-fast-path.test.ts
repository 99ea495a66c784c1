import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { testConfig } from "#tests/support/config.ts";

const HOME = "<h1>home</h1><script>window.__reactRouterContext = {};</script>";
const ASSET = "console.log('harmoni');".repeat(100);
const ASSET_URL = "/assets/app-abc123.js";
/** Written by Node on every answer, so they are the same whichever path answered. */
const PER_CONNECTION = ["date", "connection", "keep-alive", "transfer-encoding"];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe("static fast path", () => {
  let clientDir: string;
  let app: FastifyInstance;
  let origin: string;
  /** The URLs of the answers Fastify logged: with SLOW_REQUEST_MS=0 it logs every answer it gives. */
  const fastifyAnswered: string[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-fast-path-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "index.html"), HOME);
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<h1>fallback</h1>");
    writeFileSync(join(clientDir, ASSET_URL), ASSET);
    writeFileSync(join(clientDir, `${ASSET_URL}.br`), brotliCompressSync(ASSET));
    writeFileSync(join(clientDir, `${ASSET_URL}.gz`), gzipSync(ASSET));
    const logStream = {
      write(line: string) {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "slow request" && entry.url) fastifyAnswered.push(entry.url);
      },
    };
    app = await buildApp(testConfig({ clientDir, googleTag: true, logLevel: "info", slowRequestMs: 0 }), {
      now: () => new Date(),
      logStream,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  function get(path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  function withoutPerConnection(headers: Record<string, unknown>) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));
  }

  /** Asks until an answer does not reach Fastify (the first ones do, while it is recorded); that answer. */
  async function fastAnswer(path: string, headers: Record<string, string>): Promise<Answer> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const before = fastifyAnswered.length;
      const answer = await get(path, headers);
      if (fastifyAnswered.length === before) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never answered before Fastify`);
  }

  it.each([
    ["the page", "/", { "accept-encoding": "br, gzip" }],
    ["the page, with a query", "/?utm_source=mail", {}],
    ["a script in brotli", ASSET_URL, { "accept-encoding": "gzip, br" }],
    ["a script in gzip", ASSET_URL, { "accept-encoding": "gzip" }],
    ["a script uncompressed", ASSET_URL, {}],
  ])(
    "answers repeat GETs for %s with exactly Fastify's status, headers and bytes",
    async (_name, path, headers) => {
      const fast = await fastAnswer(path, headers);
      const fastify = await app.inject({ method: "GET", url: path, headers });
      expect(fast.status).toBe(200);
      expect(fast.status).toBe(fastify.statusCode);
      expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(fastify.headers));
      expect(fast.body).toEqual(fastify.rawPayload);
    },
  );

  it("answers a revalidation with Fastify's 304", async () => {
    const { headers } = await get("/", {});
    const validators: Record<string, string>[] = [
      { "if-none-match": String(headers.etag) },
      { "if-modified-since": String(headers["last-modified"]) },
    ];
    for (const validator of validators) {
      const fast = await fastAnswer("/", validator);
      const fastify = await app.inject({ method: "GET", url: "/", headers: validator });
      expect(fast.status).toBe(304);
      expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(fastify.headers));
      expect(fast.body.length).toBe(0);
    }
  });

  it("leaves HEAD, ranges, proxied requests and unknown pages to Fastify", async () => {
    await fastAnswer(ASSET_URL, {});
    const cases: [string, Record<string, string>, string, number][] = [
      [ASSET_URL, { range: "bytes=0-9" }, "GET", 206],
      [ASSET_URL, {}, "HEAD", 200],
      [ASSET_URL, { "x-forwarded-proto": "https" }, "GET", 200],
      ["/no-such-page", {}, "GET", 404],
    ];
    for (const [path, headers, method, status] of cases) {
      const before = fastifyAnswered.length;
      expect((await get(path, headers, method)).status).toBe(status);
      expect(fastifyAnswered.slice(before)).toEqual([path]);
    }
  });
});
