/**
 * The figures a studio sizes its machines by (docs/operations.md, "Sizing"): the lead API through nginx from
 * deploy/ with one and with two instances on one PostgreSQL, and one instance on PGlite; for each instance its
 * start time, memory and PostgreSQL connections, and after the load how long the job queue takes to empty and the
 * instance to stop (its drain at SIGTERM included).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { HEADERS_FILE, MAPS_FILE, nginxHeaderLines, nginxMaps } from "#server/nginx-headers";
import { startNginx } from "#tests/support/nginx.ts";
import { type LeadLoad, loadLeads } from "./lead-load.ts";
import { type DatabaseLocation, type ServerProcess, startServer } from "./processes.ts";

/** How often the connections and the queue are looked at. */
const SAMPLE_MS = 250;

export interface InstanceRun {
  database: "PGlite" | "PostgreSQL";
  instances: number;
  /** From spawning the process to its first /readyz 200, per instance. */
  startSeconds: number[];
  /** Resident memory once ready, and the peak by the end of the load (VmHWM), per instance, in MiB. */
  idleMiB: number[];
  peakMiB: number[];
  /** The most connections the instances held open to PostgreSQL at once during the load, over the instances. */
  connectionsPerInstance?: number;
  leads: LeadLoad;
  /** From the end of the load until no job waited or ran (PostgreSQL only: PGlite is one process's). */
  queueEmptySeconds?: number;
  /** From SIGTERM to exit, per instance: the drain (SHUTDOWN_DRAIN_SECONDS) and finishing what was in hand. */
  stopSeconds: number[];
}

async function memoryMiB(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/** Polls `sample` until `done` resolves; answers the largest value seen. */
async function largestWhile(done: Promise<unknown>, sample: () => Promise<number>): Promise<number> {
  let largest = 0;
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    largest = Math.max(largest, await sample());
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  return largest;
}

async function queueEmptySeconds(client: pg.Client): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM pgboss.job WHERE state IN ('created', 'retry', 'active')",
    );
    if ((rows[0]?.waiting ?? 0) === 0) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

/**
 * `count` instances on `database` behind nginx from deploy/ (plain HTTP, so wrk's TLS does not share the cores),
 * with a manifest that lists no file: every request reaches an instance.
 */
export async function measureInstances(
  database: DatabaseLocation,
  count: number,
  databaseName: InstanceRun["database"],
): Promise<InstanceRun> {
  const temp = await mkdtemp(join(tmpdir(), "harmoni-bench-instances-"));
  const servers: ServerProcess[] = [];
  const client =
    "databaseUrl" in database ? new pg.Client({ connectionString: database.databaseUrl }) : undefined;
  try {
    const headersDir = join(temp, "headers");
    await mkdir(headersDir);
    await mkdir(join(temp, "no-client"));
    await writeFile(join(headersDir, MAPS_FILE), nginxMaps([], "an empty manifest"));
    await writeFile(join(headersDir, HEADERS_FILE), nginxHeaderLines([], "an empty manifest"));
    const startSeconds: number[] = [];
    for (let index = 0; index < count; index++) {
      const [server, seconds] = await timed(() => startServer(database, { TRUST_PROXY: "loopback" }));
      servers.push(server);
      startSeconds.push(seconds);
    }
    const idleMiB = await Promise.all(servers.map(async (server) => (await memoryMiB(server.pid)).rss));
    const nginx = await startNginx({
      upstreams: servers.map((server) => new URL(server.origin).host),
      clientDir: join(temp, "no-client"),
      headersDir,
      tls: false,
    });
    try {
      await client?.connect();
      const load = loadLeads({ origin: nginx.httpUrl, stop: async () => {} });
      const connections = client
        ? await largestWhile(load, async () => {
            const { rows } = await client.query<{ open: number }>(
              "SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
            );
            return rows[0]?.open ?? 0;
          })
        : undefined;
      const leads = await load;
      const peakMiB = await Promise.all(servers.map(async (server) => (await memoryMiB(server.pid)).peak));
      const queue = client ? await queueEmptySeconds(client) : undefined;
      const stopSeconds: number[] = [];
      for (const server of servers.splice(0)) stopSeconds.push((await timed(() => server.stop()))[1]);
      return {
        database: databaseName,
        instances: count,
        startSeconds,
        idleMiB,
        peakMiB,
        ...(connections === undefined ? {} : { connectionsPerInstance: connections / count }),
        leads,
        ...(queue === undefined ? {} : { queueEmptySeconds: queue }),
        stopSeconds,
      };
    } finally {
      await nginx.stop();
    }
  } finally {
    await client?.end().catch(() => {});
    await Promise.all(servers.map((server) => server.stop()));
    await rm(temp, { recursive: true, force: true });
  }
}

const list = (values: number[], digits = 1) => values.map((value) => value.toFixed(digits)).join(", ");

export function instancesSection(runs: InstanceRun[] | { skipped: string }): string[] {
  const heading = ["## Instances: sizing (lead API through nginx from deploy/)", ""];
  if (!Array.isArray(runs)) return [...heading, runs.skipped];
  return [
    ...heading,
    "wrk posts leads through nginx (the deploy site on plain HTTP, every request passed to an instance) from 50 connections for 10 s after a 3 s warm-up. Memory is each instance's resident set once ready and its peak by the end of the load; connections are the most open to PostgreSQL at once, per instance; the queue is the deliveries' jobs (HubSpot, alerts: not configured in the bench, so each finishes at once); the stop is SIGTERM to exit, the 5 s drain included.",
    "",
    "| Database | Instances | Leads/s | p99 | Errors | Start (s) | Memory ready (MiB) | Memory peak (MiB) | PG connections per instance | Queue empty after | Stop (s) |",
    "| --- | --: | --: | --: | --: | --- | --- | --- | --: | --: | --- |",
    ...runs.map(
      (run) =>
        `| ${run.database} | ${run.instances} | ${Math.round(run.leads.requestsPerSecond).toLocaleString("en-US")} | ${run.leads.p99Ms.toFixed(0)} ms | ${run.leads.errors} | ${list(run.startSeconds)} | ${list(run.idleMiB, 0)} | ${list(run.peakMiB, 0)} | ${run.connectionsPerInstance?.toFixed(1) ?? "—"} | ${run.queueEmptySeconds === undefined ? "—" : `${run.queueEmptySeconds.toFixed(1)} s`} | ${list(run.stopSeconds)} |`,
    ),
  ];
}
