/**
 * Static pages in the deployment: nginx from deploy/nginx/harmoni-yoga.conf serving the build itself, with the
 * manifest's headers (docs/operations/nginx.md), beside our server answering the same page.
 * - Plain HTTP/1.1 with wrk: that nginx (its site's server block on plain HTTP) against our server directly.
 * - HTTP/2 over TLS with h2load, as visitors come: that nginx against the same nginx config handing every request
 *   to our server (an empty manifest lists no file), so TLS and HTTP/2 cost the same on both sides.
 * Same page, same Accept-Encoding (gzip: nginx-light has no brotli), same connections, alternating rounds; the
 * generators' CPU is reported with every figure.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "#server/config";
import {
  HEADERS_FILE,
  MAPS_FILE,
  nginxHeaderLines,
  nginxMaps,
  writeNginxHeaders,
} from "#server/nginx-headers";
import { type RunningNginx, startNginx } from "#tests/support/nginx.ts";
import { type H2loadResult, runH2load } from "./h2load.ts";
import type { RunningServer } from "./processes.ts";
import { median } from "./stats.ts";
import { runWrk, type WrkResult } from "./wrk.ts";

export const DEPLOY_PATH = "/";
export const DEPLOY_CONNECTIONS = 50;
const THREADS = 2;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 10;
const ROUNDS = 2;
const ACCEPT_ENCODING = { "accept-encoding": "gzip" };

export interface DeploySide {
  description: string;
  requestsPerSecond: number;
  /** wrk's p99, or h2load's mean (it reports no percentiles). */
  latencyMs: number;
  errors: number;
  generatorCpuPercent: number;
  rounds: number[];
}

export interface DeployComparison {
  protocol: string;
  generator: string;
  latency: "p99" | "mean";
  nginx: DeploySide;
  node: DeploySide;
  /** nginx's requests/s over Node's. */
  ratio: number;
}

export interface DeployStaticResult {
  path: string;
  connections: number;
  threads: number;
  roundSeconds: number;
  rounds: number;
  comparisons: DeployComparison[];
}

type Load = () => Promise<{ requestsPerSecond: number; latencyMs: number; errors: number; cpu: number }>;

function wrkLoad(url: string, seconds: number): Load {
  return async () => {
    const result: WrkResult = await runWrk({
      url,
      connections: DEPLOY_CONNECTIONS,
      threads: THREADS,
      durationSeconds: seconds,
      headers: ACCEPT_ENCODING,
    });
    const { connect, read, write, timeout, status } = result.errors;
    return {
      requestsPerSecond: result.requestsPerSecond,
      latencyMs: result.latency.p99Ms,
      errors: connect + read + write + timeout + status,
      cpu: result.generatorCpuPercent,
    };
  };
}

function h2Load(url: string, seconds: number): Load {
  return async () => {
    const result: H2loadResult = await runH2load({
      url,
      clients: DEPLOY_CONNECTIONS,
      threads: THREADS,
      durationSeconds: seconds,
      headers: ACCEPT_ENCODING,
    });
    return {
      requestsPerSecond: result.requestsPerSecond,
      latencyMs: result.meanLatencyMs,
      errors: result.failed,
      cpu: result.generatorCpuPercent,
    };
  };
}

/** Warm-up, then rounds alternating the two sides so drift on the shared machine hits both alike. */
async function compare(
  sides: Record<"nginx" | "node", { description: string; load: (seconds: number) => Load }>,
  labels: Pick<DeployComparison, "protocol" | "generator" | "latency">,
): Promise<DeployComparison> {
  for (const side of Object.values(sides)) await side.load(WARMUP_SECONDS)();
  const runs: Record<"nginx" | "node", Awaited<ReturnType<Load>>[]> = { nginx: [], node: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ["nginx", "node"] as const) runs[name].push(await sides[name].load(ROUND_SECONDS)());
  }
  const summary = (name: "nginx" | "node"): DeploySide => ({
    description: sides[name].description,
    requestsPerSecond: median(runs[name].map((run) => run.requestsPerSecond)),
    latencyMs: median(runs[name].map((run) => run.latencyMs)),
    errors: runs[name].reduce((sum, run) => sum + run.errors, 0),
    generatorCpuPercent: median(runs[name].map((run) => run.cpu)),
    rounds: runs[name].map((run) => run.requestsPerSecond),
  });
  const nginx = summary("nginx");
  const node = summary("node");
  return { ...labels, nginx, node, ratio: nginx.requestsPerSecond / node.requestsPerSecond };
}

/** nginx serves the page itself (its ETag is mtime-size) or hands it on (ours is a hash): checked before timing. */
async function expectServedBy(url: string, byNginx: boolean, certificate?: string) {
  const ca = certificate ? await readFile(certificate) : undefined;
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  const etag = await new Promise<string>((resolve, reject) => {
    send(url, { headers: ACCEPT_ENCODING, ...(ca ? { ca } : {}) }, (response) => {
      response.resume();
      if (response.statusCode === 200) resolve(String(response.headers.etag));
      else reject(new Error(`${url} answered ${response.statusCode}.`));
    })
      .on("error", reject)
      .end();
  });
  if (/^"[0-9a-f]+-[0-9a-f]+"$/.test(etag) !== byNginx) {
    throw new Error(`${url} was ${byNginx ? "not " : ""}served by nginx itself (ETag ${etag}).`);
  }
}

/**
 * Measures the page at `server` (our server, listening on 127.0.0.1) against nginx from deploy/ serving
 * `clientDir`, with the manifest written for the server's settings as `npm run nginx:headers` writes it.
 */
export async function measureDeployStatic(
  server: RunningServer,
  clientDir: string,
): Promise<DeployStaticResult> {
  const temp = await mkdtemp(join(tmpdir(), "harmoni-bench-deploy-"));
  const started: RunningNginx[] = [];
  try {
    const headersDir = join(temp, "headers");
    await writeNginxHeaders(
      loadConfig({ CLIENT_DIR: clientDir, TRUST_PROXY: "loopback", PUBLIC_URL: "https://yoga.example.com" }),
      headersDir,
    );
    // The same site with a manifest that lists no file: nginx hands every request to our server.
    const noFilesDir = join(temp, "no-files");
    await mkdir(noFilesDir);
    await writeFile(join(noFilesDir, MAPS_FILE), nginxMaps([], "an empty manifest"));
    await writeFile(join(noFilesDir, HEADERS_FILE), nginxHeaderLines([], "an empty manifest"));
    const upstreams = [new URL(server.origin).host];
    const start = async (dir: string, tls: boolean) => {
      const nginx = await startNginx({ upstreams, clientDir, headersDir: dir, tls });
      started.push(nginx);
      return nginx;
    };
    const plain = await start(headersDir, false);
    const tls = await start(headersDir, true);
    const proxying = await start(noFilesDir, true);
    const url = (origin: string | undefined) => `${origin}${DEPLOY_PATH}`;
    await expectServedBy(url(plain.httpUrl), true);
    await expectServedBy(url(tls.httpsUrl), true, tls.certificate);
    await expectServedBy(url(proxying.httpsUrl), false, proxying.certificate);

    const http1 = await compare(
      {
        nginx: {
          description: "nginx (deploy config, plain HTTP)",
          load: (s) => wrkLoad(url(plain.httpUrl), s),
        },
        node: { description: "our server directly", load: (s) => wrkLoad(url(server.origin), s) },
      },
      { protocol: "HTTP/1.1, plain", generator: "wrk", latency: "p99" },
    );
    const http2 = await compare(
      {
        nginx: {
          description: "nginx (deploy config) serving the file",
          load: (s) => h2Load(url(tls.httpsUrl), s),
        },
        node: {
          description: "nginx (deploy config) handing it to our server",
          load: (s) => h2Load(url(proxying.httpsUrl), s),
        },
      },
      { protocol: "HTTP/2 over TLS", generator: "h2load", latency: "mean" },
    );
    return {
      path: DEPLOY_PATH,
      connections: DEPLOY_CONNECTIONS,
      threads: THREADS,
      roundSeconds: ROUND_SECONDS,
      rounds: ROUNDS,
      comparisons: [http1, http2],
    };
  } finally {
    for (const nginx of started) await nginx.stop();
    await rm(temp, { recursive: true, force: true });
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits)).toLocaleString("en-US");

/** The report's section (bench/results/latest.md, or nginx-deploy.md from `npm run bench:nginx`). */
export function deployStaticSection(result: DeployStaticResult | { skipped: string }): string[] {
  const title = "## Static pages in the deployment: nginx (deploy/) vs our server";
  if (!("comparisons" in result)) return [title, "", result.skipped];
  const cell = (side: DeploySide) =>
    `${round(side.requestsPerSecond)} (generator CPU ${round(side.generatorCpuPercent)} %)`;
  return [
    title,
    "",
    `The page \`${result.path}\` with \`Accept-Encoding: gzip\` (nginx-light has no brotli; both sides send the build's .gz), ${result.connections} connections, ${result.threads} generator threads, one request in flight per connection; after a warm-up, ${result.rounds} rounds of ${result.roundSeconds} s alternating the two sides; medians. nginx runs deploy/nginx/harmoni-yoga.conf with one worker process and the manifest \`npm run nginx:headers\` writes, so its answers carry our server's headers. Generator CPU is in percent of one core (its threads can reach ${result.threads * 100} %); a generator near that bound measured itself, not the server.`,
    "",
    "| protocol | generator | nginx serving the file | requests/s | our server | requests/s | nginx / ours | latency nginx / ours | errors nginx / ours |",
    "| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: |",
    ...result.comparisons.map(
      (item) =>
        `| ${item.protocol} | ${item.generator} | ${item.nginx.description} | ${cell(item.nginx)} | ${item.node.description} | ${cell(item.node)} | **${item.ratio.toFixed(2)}** | ${item.latency} ${round(item.nginx.latencyMs, 2)} / ${round(item.node.latencyMs, 2)} ms | ${item.nginx.errors} / ${item.node.errors} |`,
    ),
    "",
    `Requests/s per round: ${result.comparisons.map((item) => `${item.protocol} nginx ${item.nginx.rounds.map((r) => round(r)).join(", ")}, ours ${item.node.rounds.map((r) => round(r)).join(", ")}`).join("; ")}.`,
    "",
    "Through nginx our server gets X-Forwarded-Proto on every request, so its fast path for static answers (docs/decisions/029-static-fast-path-and-access-log.md) is off there: the HTTP/2 row is what a deployment without the manifest would get.",
  ];
}
