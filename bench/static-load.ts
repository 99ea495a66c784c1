/**
 * Static pages under load: autocannon (in this process) against our server and nginx in turn, the same paths with
 * `Accept-Encoding: br, gzip`, alternating our/nginx/our/nginx so drift on the shared machine hits both alike.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import autocannon from "autocannon";
import type { RunningServer } from "./processes.ts";
import { median } from "./stats.ts";

export const STATIC_CONNECTIONS = 100;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 10;
const ROUNDS = 3;
const ACCEPT_ENCODING = "br, gzip";

export interface PathCheck {
  path: string;
  server: "ours" | "nginx";
  status: number;
  encoding: string;
  bytes: number;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers over every round. */
  errors: number;
  rounds: { requestsPerSecond: number; p50Ms: number; p99Ms: number }[];
}

export interface StaticResult {
  paths: string[];
  connections: number;
  roundSeconds: number;
  rounds: number;
  checks: PathCheck[];
  ours: LoadSummary;
  nginx: LoadSummary;
  /** Median requests per second, ours divided by nginx's. */
  ratio: number;
}

/** Pages from the issue plus the home page's largest script (its name is hashed, so it is read from the build). */
export async function staticPaths(clientDir: string): Promise<string[]> {
  const home = await readFile(join(clientDir, "index.html"), "utf8");
  const scripts = [...new Set(home.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const sizes = await Promise.all(scripts.map(async (script) => (await stat(join(clientDir, script))).size));
  const largest = scripts[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error("The built home page names no script under /assets.");
  return ["/", "/blog/1", "/offerings", largest];
}

async function check(origin: string, path: string, server: PathCheck["server"]): Promise<PathCheck> {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": ACCEPT_ENCODING } });
  // fetch decodes the body, so the bytes on the wire are the Content-Length of the encoded answer.
  const bytes = Number(response.headers.get("content-length") ?? (await response.arrayBuffer()).byteLength);
  return {
    path,
    server,
    status: response.status,
    encoding: response.headers.get("content-encoding") ?? "none",
    bytes,
  };
}

function load(origin: string, paths: string[], seconds: number) {
  return autocannon({
    url: origin,
    connections: STATIC_CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

function summarise(results: autocannon.Result[]): LoadSummary {
  const rounds = results.map((result) => ({
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }));
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    rounds,
  };
}

export async function measureStatic(ours: RunningServer, nginx: RunningServer, paths: string[]) {
  const checks: PathCheck[] = [];
  for (const path of paths) {
    checks.push(await check(ours.origin, path, "ours"), await check(nginx.origin, path, "nginx"));
  }
  const failed = checks.filter((result) => result.status !== 200);
  if (failed.length > 0) {
    throw new Error(
      `Not every bench path answers 200: ${failed.map((f) => `${f.server} ${f.path} ${f.status}`)}`,
    );
  }
  await load(ours.origin, paths, WARMUP_SECONDS);
  await load(nginx.origin, paths, WARMUP_SECONDS);
  const oursResults: autocannon.Result[] = [];
  const nginxResults: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    oursResults.push(await load(ours.origin, paths, ROUND_SECONDS));
    nginxResults.push(await load(nginx.origin, paths, ROUND_SECONDS));
  }
  const oursSummary = summarise(oursResults);
  const nginxSummary = summarise(nginxResults);
  return {
    paths,
    connections: STATIC_CONNECTIONS,
    roundSeconds: ROUND_SECONDS,
    rounds: ROUNDS,
    checks,
    ours: oursSummary,
    nginx: nginxSummary,
    ratio: oursSummary.requestsPerSecond / nginxSummary.requestsPerSecond,
  } satisfies StaticResult;
}
