/**
 * h2load (nghttp2's load generator, Debian's nghttp2-client) as a child process: HTTP/2 over TLS, which wrk does
 * not speak. Like bench/wrk.ts it reports its own CPU use next to the figures, from the shell's `times` after it
 * exits, so a run bounded by the generator shows as one.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export const H2LOAD = "/usr/bin/h2load";
export const H2LOAD_INSTALL_HINT = "apt-get install nghttp2-client (h2load)";

export interface H2loadOptions {
  url: string;
  clients: number;
  threads: number;
  durationSeconds: number;
  warmUpSeconds?: number;
  headers?: Record<string, string>;
}

export interface H2loadResult {
  requestsPerSecond: number;
  /** Requests answered 2xx and otherwise (failed, errored, timed out or a status ≥ 300). */
  succeeded: number;
  failed: number;
  meanLatencyMs: number;
  /** h2load's user + system CPU time over the run's wall time, in percent of one core. */
  generatorCpuPercent: number;
}

export function h2loadInstalled(): boolean {
  return existsSync(H2LOAD);
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function field(stdout: string, pattern: RegExp): RegExpExecArray {
  const match = pattern.exec(stdout);
  if (!match) throw new Error(`h2load printed no ${pattern}:\n${stdout}`);
  return match;
}

/** `times` prints the shell's own, then its children's user and system time: `0m1.53s 0m0.31s`. */
function childCpuSeconds(stdout: string): number {
  const children = stdout.trimEnd().split("\n").at(-1) ?? "";
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  if (times.length !== 2) throw new Error(`Could not read h2load's CPU time from: ${children}`);
  return (times[0] as number) + (times[1] as number);
}

export function parseH2load(stdout: string, wallSeconds: number): H2loadResult {
  const [, requestsPerSecond] = field(stdout, /finished in [\d.]+m?s, ([\d.]+) req\/s/);
  const [, succeeded, failed, errored, timeout] = field(
    stdout,
    /requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/,
  );
  const [, other3xx, other4xx, other5xx] = field(
    stdout,
    /status codes: \d+ 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/,
  );
  const [, mean = "0", unit = "ms"] = field(stdout, /time for request:\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)\s/);
  return {
    requestsPerSecond: Number(requestsPerSecond),
    succeeded: Number(succeeded) - Number(other3xx) - Number(other4xx) - Number(other5xx),
    failed:
      Number(failed) +
      Number(errored) +
      Number(timeout) +
      Number(other3xx) +
      Number(other4xx) +
      Number(other5xx),
    meanLatencyMs: Number(mean) * (MS_PER_UNIT[unit] ?? 1),
    generatorCpuPercent: Math.round((childCpuSeconds(stdout) / wallSeconds) * 100),
  };
}

export async function runH2load(options: H2loadOptions): Promise<H2loadResult> {
  if (!h2loadInstalled()) throw new Error(`h2load is not installed at ${H2LOAD}: ${H2LOAD_INSTALL_HINT}.`);
  const args = [
    `--clients=${options.clients}`,
    `--threads=${Math.min(options.threads, options.clients)}`,
    // One request in flight per connection, as wrk does: the same concurrency over either protocol.
    "--max-concurrent-streams=1",
    `--duration=${options.durationSeconds}`,
    ...(options.warmUpSeconds ? [`--warm-up-time=${options.warmUpSeconds}`] : []),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    options.url,
  ];
  const started = process.hrtime.bigint();
  const child = spawn("/bin/sh", ["-c", `"$0" "$@"; status=$?; times; exit $status`, H2LOAD, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`h2load exited with ${code}:\n${output}`);
  return parseH2load(output, Number(process.hrtime.bigint() - started) / 1e9);
}
