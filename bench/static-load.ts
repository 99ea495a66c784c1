/**
 * Static answers under load: wrk against our server, a bare Node server and nginx in turn, one path at a time (the
 * page, the largest script, a small asset and a 304 revalidation of the page), alternating so drift on the shared
 * machine hits all alike. The bare Node server (bench/bare-node-server.mjs) gives our exact recorded answer with
 * nothing else, so the gap between ours and nginx splits into our own cost and Node's. First a calibration: wrk
 * against nginx serving a tiny file, the ceiling of the generator itself. wrk's CPU use is reported with every
 * figure (bench/wrk.ts).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { get, type OutgoingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replayableHeaders } from "#server/plugins/internal/static-fast-path";
import type { Yardstick } from "./nginx.ts";
import { freePort, ROOT, type RunningServer, stopProcess, waitForHttp } from "./processes.ts";
import { median } from "./stats.ts";
import { runWrk, type WrkResult } from "./wrk.ts";

export const STATIC_CONNECTIONS = 50;
/** One wrk thread per core of the two-core machine; the servers each use one process. */
export const WRK_THREADS = 2;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 10;
const ROUNDS = 2;
export const BROTLI = "br, gzip";

const BARE_NODE_SERVER = join(ROOT, "bench", "bare-node-server.mjs");

type Server = "ours" | "bareNode" | "nginx";
const SERVERS: readonly Server[] = ["ours", "bareNode", "nginx"];

/** An answer as it left our server: what the bare Node server repeats. */
interface RecordedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The bytes on the wire, base64. */
  body: string;
}

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
  bareNode: LoadSummary;
  nginx: LoadSummary;
  /** Median requests per second, ours divided by nginx's. */
  ratio: number;
  /** Ours divided by the bare Node server's: how much of Node's own speed our server keeps. */
  oursPerBareNode: number;
  /** The bare Node server's divided by nginx's: the most any Node server could reach here. */
  bareNodePerNginx: number;
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

/** Our answer, raw: node:http does not decode the body, so these are the bytes the server sent. */
function recordAnswer(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          // Node's own per-connection headers are added back by the bare Node server, as by ours.
          headers: replayableHeaders(response.headers),
          body: Buffer.concat(chunks).toString("base64"),
        }),
      );
    }).on("error", reject);
  });
}

async function startBareNode(answer: RecordedAnswer): Promise<RunningServer> {
  const directory = await mkdtemp(join(tmpdir(), "harmoni-bench-bare-node-"));
  const answerFile = join(directory, "answer.json");
  await writeFile(answerFile, JSON.stringify(answer));
  const port = await freePort();
  const child = spawn("node", [BARE_NODE_SERVER, answerFile], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(directory, { recursive: true, force: true });
  };
  try {
    // Any answer means it listens: a recorded 304 is not `ok`.
    await waitForHttp(origin, child, undefined, () => true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
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
  const oursHeaders = await requestHeaders(ours.origin, item);
  const bareNode = await startBareNode(await recordAnswer(ours.origin, item.path, oursHeaders));
  try {
    return await measureServers({ ours, bareNode, nginx }, oursHeaders, item);
  } finally {
    await bareNode.stop();
  }
}

async function measureServers(
  servers: Record<Server, RunningServer>,
  oursHeaders: Record<string, string>,
  item: StaticCase,
): Promise<CaseResult> {
  // The bare Node server repeats our answer, so it gets our request too (a revalidation sends our ETag).
  const headers = {
    ours: oursHeaders,
    bareNode: oursHeaders,
    nginx: await requestHeaders(servers.nginx.origin, item),
  };
  const checks: PathCheck[] = [];
  for (const server of SERVERS) {
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
  for (const server of SERVERS)
    await load(servers[server].origin, item.path, headers[server], WARMUP_SECONDS);
  const results: Record<Server, WrkResult[]> = { ours: [], bareNode: [], nginx: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of SERVERS) {
      results[server].push(await load(servers[server].origin, item.path, headers[server], ROUND_SECONDS));
    }
  }
  const ours = summarise(results.ours);
  const bareNode = summarise(results.bareNode);
  const nginx = summarise(results.nginx);
  return {
    name: item.name,
    path: item.path,
    headers,
    checks,
    ours,
    bareNode,
    nginx,
    ratio: ours.requestsPerSecond / nginx.requestsPerSecond,
    oursPerBareNode: ours.requestsPerSecond / bareNode.requestsPerSecond,
    bareNodePerNginx: bareNode.requestsPerSecond / nginx.requestsPerSecond,
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
