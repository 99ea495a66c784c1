/**
 * Static answers under load: wrk against our server and nginx in turn, one path at a time (the page, the largest
 * script, a small asset and a 304 revalidation of the page), alternating ours/nginx so drift on the shared machine
 * hits both alike. First a calibration: wrk against nginx serving a tiny file, the ceiling of the generator itself.
 * wrk's CPU use is reported with every figure (bench/wrk.ts).
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Yardstick } from "./nginx.ts";
import type { RunningServer } from "./processes.ts";
import { median } from "./stats.ts";
import { runWrk, type WrkResult } from "./wrk.ts";

export const STATIC_CONNECTIONS = 50;
/** One wrk thread per core of the two-core machine; the servers each use one process. */
export const WRK_THREADS = 2;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 10;
const ROUNDS = 2;
export const BROTLI = "br, gzip";

type Server = "ours" | "nginx";

export interface PathCheck {
  server: Server;
  status: number;
  encoding: string;
  bytes: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers with a status ≥ 400, over every round. */
  errors: number;
  /** wrk's CPU use, median over the rounds, in percent of one core. */
  generatorCpuPercent: number;
  rounds: number[];
}

export interface CaseResult {
  name: string;
  path: string;
  /** The request headers, e.g. Accept-Encoding or the validator of a revalidation. */
  headers: Record<Server, Record<string, string>>;
  checks: PathCheck[];
  ours: LoadSummary;
  nginx: LoadSummary;
  /** Median requests per second, ours divided by nginx's. */
  ratio: number;
}

export interface Calibration {
  description: string;
  requestsPerSecond: number;
  p99Ms: number;
  generatorCpuPercent: number;
}

export interface StaticResult {
  connections: number;
  threads: number;
  roundSeconds: number;
  rounds: number;
  calibration: Calibration;
  cases: CaseResult[];
}

interface StaticCase {
  name: string;
  path: string;
  /** Sends If-None-Match with the ETag the server itself gave the path, so the answer is a 304. */
  revalidate?: boolean;
  expectedStatus: number;
}

/** The home page's largest script (its name is hashed, so it is read from the build). */
async function largestScript(clientDir: string): Promise<string> {
  const home = await readFile(join(clientDir, "index.html"), "utf8");
  const scripts = [...new Set(home.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const sizes = await Promise.all(scripts.map(async (script) => (await stat(join(clientDir, script))).size));
  const largest = scripts[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error("The built home page names no script under /assets.");
  return largest;
}

export async function staticCases(clientDir: string): Promise<StaticCase[]> {
  return [
    { name: "page", path: "/", expectedStatus: 200 },
    { name: "large script", path: await largestScript(clientDir), expectedStatus: 200 },
    { name: "small asset", path: "/favicon.svg", expectedStatus: 200 },
    { name: "304 (page revalidated)", path: "/", revalidate: true, expectedStatus: 304 },
  ];
}

async function check(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { headers });
  // fetch decodes the body, so the bytes on the wire are the Content-Length of the encoded answer.
  const bytes = Number(response.headers.get("content-length") ?? (await response.arrayBuffer()).byteLength);
  return { response, bytes };
}

/** The request headers of a case for one server: a revalidation sends that server's own ETag for the page. */
async function requestHeaders(origin: string, item: StaticCase): Promise<Record<string, string>> {
  const headers = { "accept-encoding": BROTLI };
  if (!item.revalidate) return headers;
  const etag = (await check(origin, item.path, headers)).response.headers.get("etag");
  if (!etag) throw new Error(`${origin}${item.path} sends no ETag to revalidate against.`);
  return { ...headers, "if-none-match": etag };
}

function load(origin: string, path: string, headers: Record<string, string>, seconds: number) {
  return runWrk({
    url: `${origin}${path}`,
    connections: STATIC_CONNECTIONS,
    threads: WRK_THREADS,
    durationSeconds: seconds,
    headers,
  });
}

function summarise(results: WrkResult[]): LoadSummary {
  return {
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.latency.p50Ms)),
    p99Ms: median(results.map((result) => result.latency.p99Ms)),
    errors: results.reduce(
      (sum, { errors }) => sum + errors.connect + errors.read + errors.write + errors.timeout + errors.status,
      0,
    ),
    generatorCpuPercent: median(results.map((result) => result.generatorCpuPercent)),
    rounds: results.map((result) => result.requestsPerSecond),
  };
}

async function measureCase(ours: RunningServer, nginx: RunningServer, item: StaticCase): Promise<CaseResult> {
  const servers = { ours, nginx };
  const headers = {
    ours: await requestHeaders(ours.origin, item),
    nginx: await requestHeaders(nginx.origin, item),
  };
  const checks: PathCheck[] = [];
  for (const server of ["ours", "nginx"] as const) {
    const { response, bytes } = await check(servers[server].origin, item.path, headers[server]);
    if (response.status !== item.expectedStatus) {
      throw new Error(`${server} answers ${item.path} with ${response.status}, not ${item.expectedStatus}.`);
    }
    checks.push({
      server,
      status: response.status,
      encoding: response.headers.get("content-encoding") ?? "none",
      bytes,
    });
  }
  await load(ours.origin, item.path, headers.ours, WARMUP_SECONDS);
  await load(nginx.origin, item.path, headers.nginx, WARMUP_SECONDS);
  const results: Record<Server, WrkResult[]> = { ours: [], nginx: [] };
  for (let round = 0; round < ROUNDS; round++) {
    results.ours.push(await load(ours.origin, item.path, headers.ours, ROUND_SECONDS));
    results.nginx.push(await load(nginx.origin, item.path, headers.nginx, ROUND_SECONDS));
  }
  const oursSummary = summarise(results.ours);
  const nginxSummary = summarise(results.nginx);
  return {
    name: item.name,
    path: item.path,
    headers,
    checks,
    ours: oursSummary,
    nginx: nginxSummary,
    ratio: oursSummary.requestsPerSecond / nginxSummary.requestsPerSecond,
  };
}

/** wrk against nginx serving a tiny file: no server here answers faster, so this is what wrk can measure. */
async function calibrate(nginx: Yardstick): Promise<Calibration> {
  await load(nginx.origin, nginx.tinyPath, {}, WARMUP_SECONDS);
  const result = await load(nginx.origin, nginx.tinyPath, {}, ROUND_SECONDS);
  return {
    description: `wrk against nginx serving a ${nginx.tinyBytes}-byte file (\`${nginx.tinyPath}\`)`,
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.latency.p99Ms,
    generatorCpuPercent: result.generatorCpuPercent,
  };
}

export async function measureStatic(
  ours: RunningServer,
  nginx: Yardstick,
  cases: StaticCase[],
): Promise<StaticResult> {
  const calibration = await calibrate(nginx);
  const results: CaseResult[] = [];
  for (const item of cases) results.push(await measureCase(ours, nginx, item));
  return {
    connections: STATIC_CONNECTIONS,
    threads: WRK_THREADS,
    roundSeconds: ROUND_SECONDS,
    rounds: ROUNDS,
    calibration,
    cases: results,
  };
}
