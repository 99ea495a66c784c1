/**
 * nginx from deploy/ in front of the production build: the pages and assets it serves itself carry exactly the
 * headers our server sends (each page's CSP with its scripts' hashes, caching, every security header), from the
 * manifest `npm run nginx:headers` writes; requests it hands on carry nginx's address and request id, never the
 * visitor's. Needs `npm run build` first (npm run test:deploy).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect as http2Connect } from "node:http2";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { NGINX_OWN_HEADERS } from "#server/nginx-headers";
import { type ChildServer, startChildServer } from "#tests/support/child-server.ts";
import { type RunningNginx, startNginx } from "#tests/support/nginx.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const BUILD_DIR = "build";
const CLIENT_DIR = join(BUILD_DIR, "client");
/** What nginx decides itself (its own headers, and its name); everything else must be our server's. */
const NGINX_OWN = new Set([...NGINX_OWN_HEADERS, "server"]);
/** nginx's ETag (mtime-size in hex) tells its own answer from one it passed on from our server (a hash). */
const NGINX_ETAG = /^"[0-9a-f]+-[0-9a-f]+"$/;
/** The settings the server runs with behind nginx, and that the manifest is generated from. */
const SERVER_ENV = {
  CLIENT_DIR,
  DATA_DIR: "memory://",
  TRUST_PROXY: "loopback",
  PUBLIC_URL: "https://yoga.example.com",
  ACCESS_LOG: "all",
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

let server: ChildServer;
let nginx: RunningNginx;
let headersDir: string;
let certificate: Buffer;

function get(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Answer & { body: string }> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers, ...(url.startsWith("https:") ? { ca: certificate } : {}) });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The headers an answer carries that our server decides. */
function serverDecided(headers: IncomingHttpHeaders): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NGINX_OWN.has(name)));
}

/** Our server directly, asked as nginx asks it for a visitor who came over HTTPS. */
const fromServer = (path: string, headers: Record<string, string> = {}) =>
  get(`${server.origin}${path}`, { "x-forwarded-proto": "https", ...headers });
const fromNginx = (path: string, headers: Record<string, string> = {}) =>
  get(`${nginx.httpsUrl}${path}`, headers);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => `/${relative(CLIENT_DIR, join(entry.parentPath, entry.name)).split("\\").join("/")}`)
    .sort();
}

/** The addresses a page is asked for: the file itself, and its folder with and without the slash. */
function pageUrls(file: string): string[] {
  if (!file.endsWith("/index.html")) return [file];
  const folder = file.slice(0, -"index.html".length);
  return folder === "/" ? ["/", file] : [file, folder, folder.slice(0, -1)];
}

async function expectSameHeaders(path: string, headers: Record<string, string> = {}) {
  const [ours, proxied] = await Promise.all([fromServer(path, headers), fromNginx(path, headers)]);
  expect({ path, status: proxied.status, headers: serverDecided(proxied.headers) }).toEqual({
    path,
    status: ours.status,
    headers: serverDecided(ours.headers),
  });
  return proxied;
}

beforeAll(async () => {
  if (!existsSync(join(BUILD_DIR, "node", "server", "main.js")) || !existsSync(CLIENT_DIR)) {
    throw new Error("No production build: run `npm run build` before `npm run test:deploy`.");
  }
  // The manifest as a studio writes it for its settings: `npm run nginx:headers` with the server's environment.
  headersDir = await mkdtemp(join(tmpdir(), "harmoni-nginx-headers-"));
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/cli/nginx-headers.ts", headersDir],
    {
      env: { PATH: process.env.PATH ?? "", ...SERVER_ENV },
    },
  );
  server = await startChildServer({ buildDir: BUILD_DIR, env: SERVER_ENV });
  nginx = await startNginx({
    upstreams: [new URL(server.origin).host],
    clientDir: CLIENT_DIR,
    headersDir,
  });
  certificate = await readFile(nginx.certificate as string);
});

afterAll(async () => {
  await nginx?.stop();
  server?.kill("SIGTERM");
  await server?.exited;
  await rm(headersDir, { recursive: true, force: true });
});

describe("pages and assets nginx serves from the build", () => {
  it("carry our server's headers on every page, the CSP with its script hashes included", async () => {
    const files = await htmlFiles(CLIENT_DIR);
    expect(files.length).toBeGreaterThan(10);
    let servedByNginx = 0;
    for (const file of files) {
      for (const url of pageUrls(file)) {
        for (const acceptEncoding of ["gzip", "identity"]) {
          const answer = await expectSameHeaders(url, { "accept-encoding": acceptEncoding });
          if (NGINX_ETAG.test(String(answer.headers.etag))) servedByNginx++;
        }
      }
    }
    // Every address but the bad-request page's own (the server answers it 400) is nginx's.
    expect(servedByNginx).toBeGreaterThan(files.length * 2);
    const home = await fromNginx("/", { "accept-encoding": "gzip" });
    expect(home.headers.etag).toMatch(NGINX_ETAG);
    expect(home.headers["content-encoding"]).toBe("gzip");
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-/);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("carry our server's headers on assets, route data and files outside /assets", async () => {
    const home = await readFile(join(CLIENT_DIR, "index.html"), "utf8");
    const assets = [...new Set(home.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(2);
    const others = (await readdir(CLIENT_DIR)).filter((name) =>
      /\.(?:svg|txt|xml|data|webmanifest)$/.test(name),
    );
    for (const path of [...assets, ...others.map((name) => `/${name}`)]) {
      const answer = await expectSameHeaders(path, { "accept-encoding": "gzip" });
      expect(answer.headers.etag, path).toMatch(NGINX_ETAG);
    }
  });

  it("answer HEAD as GET, and hand every other method, unknown page and API call to the server", async () => {
    const head = await get(`${nginx.httpsUrl}/`, {}, "HEAD");
    expect(serverDecided(head.headers)).toEqual(serverDecided((await fromNginx("/")).headers));
    const post = await get(`${nginx.httpsUrl}/`, {}, "POST");
    expect(post.status).toBe((await get(`${server.origin}/`, {}, "POST")).status);
    expect(post.headers.etag ?? "").not.toMatch(NGINX_ETAG);
    for (const path of ["/no-such-page", "/api/no-such-endpoint", "/healthz", "/index.html.gz"]) {
      const answer = await expectSameHeaders(path);
      expect(answer.headers.etag ?? "", path).not.toMatch(NGINX_ETAG);
    }
  });

  it("speak HTTP/2 over TLS, and redirect plain HTTP there", async () => {
    const session = http2Connect(nginx.httpsUrl as string, { ca: certificate });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({ ":path": "/", "accept-encoding": "gzip" });
        stream.on("response", (received) => {
          stream.resume();
          resolve(received);
        });
        stream.on("error", reject);
        stream.end();
      });
      expect(headers[":status"]).toBe(200);
      expect(headers["content-security-policy"]).toBe(
        (await fromServer("/", { "accept-encoding": "gzip" })).headers["content-security-policy"],
      );
    } finally {
      session.close();
    }
    const redirect = await get(`${nginx.httpUrl}/about-us?x=1`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`${nginx.httpsUrl}/about-us?x=1`);
  });
});

describe("requests nginx hands to the server", () => {
  it("carry their bodies: a POST to the API is answered as the server answers it directly", async () => {
    const body = JSON.stringify({ email: "not an address" });
    const headers = { "content-type": "application/json", "accept-encoding": "identity" };
    const ours = await get(`${server.origin}${api.submitLead.path}`, headers, "POST", body);
    const proxied = await get(`${nginx.httpsUrl}${api.submitLead.path}`, headers, "POST", body);
    expect(ours.status).toBe(400);
    expect({ status: proxied.status, body: proxied.body }).toEqual({ status: ours.status, body: ours.body });
    const session = http2Connect(nginx.httpsUrl as string, { ca: certificate });
    try {
      const overHttp2 = await new Promise<{ status: unknown; body: string }>((resolve, reject) => {
        const stream = session.request({ ":method": "POST", ":path": api.submitLead.path, ...headers });
        let text = "";
        let status: unknown;
        stream.on("response", (received) => {
          status = received[":status"];
        });
        stream.setEncoding("utf8").on("data", (chunk: string) => {
          text += chunk;
        });
        stream.on("end", () => resolve({ status, body: text }));
        stream.on("error", reject);
        stream.end(body);
      });
      expect(overHttp2).toEqual({ status: ours.status, body: ours.body });
    } finally {
      session.close();
    }
  });

  it("carry nginx's address for the visitor's and nginx's request id, whatever the visitor sent", async () => {
    const path = `/api/deploy-check-${Date.now()}`;
    await fromNginx(path, { "x-forwarded-for": "203.0.113.7", "x-request-id": "chosen-by-the-visitor" });
    // nginx writes its log line once the answer has left, so it may come just after the answer.
    const logged = await waitFor(() => nginx.accessLog().find((line) => line.includes(`GET ${path} `)));
    const requestId = /request_id=([0-9a-f]{32})/.exec(logged)?.[1];
    expect(requestId, `nginx's access log: ${logged}`).toBeDefined();
    const line = await server.waitForLog(
      (entry) => entry.msg === "incoming request" && entry.reqId === requestId,
    );
    expect(line.req).toMatchObject({ url: path, remoteAddress: "127.0.0.1" });
  });
});
