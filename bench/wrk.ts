/**
 * wrk (Debian's native HTTP load generator) run as a child process. A Node.js generator on the same two cores
 * saturates below what nginx and our server can answer, so the bench measures with wrk and reports wrk's own CPU
 * use next to every figure: a run where wrk used about a whole core of its threads' share was bounded by wrk.
 *
 * Every run carries a small Lua script whose `setup()` and `done()` print one JSON line (latency percentiles,
 * requests, errors, status counts); those two hooks run once per thread and once per run, so they do not slow wrk.
 * A caller's script may add per-request hooks (`request()`, `response()`), but must not define `setup` or `done`;
 * to have answers counted by status it calls `count_status(status)` from its `response()` ({@link COUNT_STATUSES}).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const WRK = "/usr/bin/wrk";
export const WRK_INSTALL_HINT = "apt-get install wrk (Debian's package, wrk 4.1)";

export interface WrkOptions {
  url: string;
  connections: number;
  /** wrk's threads; each drives connections / threads connections. At most `connections`. */
  threads: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Lua with per-request hooks, e.g. a `request()` that builds unique bodies; see the module's comment. */
  script?: string;
  /** How long wrk waits for one answer before counting a timeout (wrk's default is 2 s). */
  timeoutSeconds?: number;
}

export interface WrkLatency {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface WrkResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latency: WrkLatency;
  /** Socket errors and timeouts as wrk counts them; `status` is wrk's count of answers with a status ≥ 400. */
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  /** Answers by status code, when the caller's `response()` calls `count_status`; otherwise undefined. */
  statuses: Record<string, number> | undefined;
  /** Answers outside 2xx when statuses were counted; otherwise wrk's count of answers ≥ 400. */
  non2xx: number;
  /** wrk's user + system CPU time over the run's wall time, in percent of one core (2 threads can reach 200). */
  generatorCpuPercent: number;
}

const SUMMARY_MARKER = "WRK_SUMMARY ";

/** Lua for a caller's `response()`: counts answers by status in each thread's `statuses` table. */
export const COUNT_STATUSES = `
statuses = {}
function count_status(status)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end
`;

/** Collects the threads, then prints the run's summary as one JSON line that {@link parseSummary} reads. */
const SUMMARY_HOOKS = `
local wrk_threads = {}
function setup(thread)
  table.insert(wrk_threads, thread)
end
function done(summary, latency, requests)
  local counted = {}
  local any = false
  for _, thread in ipairs(wrk_threads) do
    local counts = thread:get("statuses")
    if type(counts) == "table" then
      for key, value in pairs(counts) do
        counted[key] = (counted[key] or 0) + value
        any = true
      end
    end
  end
  local statuses = {}
  for key, value in pairs(counted) do
    table.insert(statuses, string.format('"%s":%d', key, value))
  end
  local errors = summary.errors
  io.write(string.format(
    '${SUMMARY_MARKER}{"requests":%d,"durationUs":%d,"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d},"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d},"statuses":%s}\\n',
    summary.requests, summary.duration, errors.connect, errors.read, errors.write, errors.timeout, errors.status,
    math.floor(latency:percentile(50)), math.floor(latency:percentile(90)), math.floor(latency:percentile(99)),
    math.floor(latency.max),
    any and ("{" .. table.concat(statuses, ",") .. "}") or "null"))
end
`;

interface Summary {
  requests: number;
  durationUs: number;
  errors: WrkResult["errors"];
  latencyUs: { p50: number; p90: number; p99: number; max: number };
  statuses: Record<string, number> | null;
}

export function wrkInstalled(): boolean {
  return existsSync(WRK);
}

function parseSummary(stdout: string): Summary {
  const line = stdout.split("\n").find((candidate) => candidate.startsWith(SUMMARY_MARKER));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  return JSON.parse(line.slice(SUMMARY_MARKER.length)) as Summary;
}

/**
 * The CPU time of the shell's children (wrk), from the POSIX `times` builtin run after wrk exits: its second line
 * is the children's user and system time, e.g. `0m1.530000s 0m0.310000s`.
 */
function childCpuSeconds(stdout: string): number {
  const lines = stdout.trimEnd().split("\n");
  const children = lines.at(-1) ?? "";
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, secs]) => Number(minutes) * 60 + Number(secs),
  );
  if (times.length !== 2) throw new Error(`Could not read wrk's CPU time from: ${children}`);
  return (times[0] as number) + (times[1] as number);
}

function wrkArguments(options: WrkOptions, scriptPath: string): string[] {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  return [
    `-c${options.connections}`,
    `-t${Math.min(options.threads, options.connections)}`,
    `-d${options.durationSeconds}s`,
    `--timeout=${options.timeoutSeconds ?? 2}s`,
    ...headers,
    "-s",
    scriptPath,
    options.url,
  ];
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  if (!wrkInstalled()) throw new Error(`wrk is not installed at ${WRK}: ${WRK_INSTALL_HINT}.`);
  const dir = await mkdtemp(join(tmpdir(), "harmoni-wrk-"));
  const scriptPath = join(dir, "run.lua");
  await writeFile(scriptPath, `${options.script ?? ""}\n${SUMMARY_HOOKS}`);
  try {
    const started = process.hrtime.bigint();
    // `sh -c 'wrk "$@"; times'`: the shell reports its children's CPU time once wrk has exited.
    const child = spawn(
      "/bin/sh",
      ["-c", `"$0" "$@"; status=$?; times; exit $status`, WRK, ...wrkArguments(options, scriptPath)],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (code !== 0) throw new Error(`wrk exited with ${code}:\n${stdout}${stderr}`);
    const summary = parseSummary(stdout);
    const durationSeconds = summary.durationUs / 1e6;
    const statuses = summary.statuses ?? undefined;
    const non2xx = statuses
      ? Object.entries(statuses)
          .filter(([status]) => !status.startsWith("2"))
          .reduce((sum, [, count]) => sum + count, 0)
      : summary.errors.status;
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      requests: summary.requests,
      durationSeconds,
      requestsPerSecond: summary.requests / durationSeconds,
      latency: {
        p50Ms: ms(summary.latencyUs.p50),
        p90Ms: ms(summary.latencyUs.p90),
        p99Ms: ms(summary.latencyUs.p99),
        maxMs: ms(summary.latencyUs.max),
      },
      errors: summary.errors,
      statuses,
      non2xx,
      generatorCpuPercent: Math.round((childCpuSeconds(stdout) / wallSeconds) * 100),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
