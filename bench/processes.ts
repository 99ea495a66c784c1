/**
 * The bench's own processes: the production build (BUILD_DIR=build-bench) and our server started from it the way
 * `npm run serve` starts it, each on a free port with an environment that names every setting it relies on.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { join } from "node:path";
import { promisify } from "node:util";
import { IN_MEMORY_DATA_DIR, openDatabase } from "#server/db/client";
import { freePort } from "#tests/support/free-port.ts";

export const ROOT = join(import.meta.dirname, "..");
export const BUILD_DIR = "build-bench";
export const CLIENT_DIR = join(ROOT, BUILD_DIR, "client");
/** The limit is per client IP and every bench request comes from 127.0.0.1, so the run lifts it. */
export const BENCH_LEAD_RATE_LIMIT = 1_000_000;

const run = promisify(execFile);

/** A command that did not exit 0, with what it printed. */
export class CommandFailed extends Error {
  constructor(
    command: string,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`${command} failed:\n${stdout}${stderr}`);
  }
}

/** Runs a command in the project, showing its output only when it fails. */
export async function exec(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    return await run(command, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new CommandFailed(`${command} ${args.join(" ")}`, failed.stdout ?? "", failed.stderr ?? "");
  }
}

/** The same steps as `npm run build`, into build-bench so build/ (and other helpers' builds) stay untouched. */
export async function buildSite() {
  const env = { ...process.env, BUILD_DIR };
  await exec("npx", ["react-router", "build"], env);
  await exec("node", ["scripts/compress-client.mjs", CLIENT_DIR], env);
  await exec("npx", ["tsc", "-p", "tsconfig.server.json", "--outDir", join(BUILD_DIR, "node")], env);
  await exec("npx", ["tsx", "scripts/write-server-package.ts", join(BUILD_DIR, "node")], env);
}

export { freePort };

export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
  isReady: (response: Response) => boolean = (response) => response.ok,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process serving ${url} exited with ${child.exitCode}.`);
    try {
      if (isReady(await fetch(url))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

export type DatabaseLocation = { dataDir: string } | { databaseUrl: string };

/** The database a bench server uses, opened (and migrated) from this process. */
export function openBenchDatabase(database: DatabaseLocation) {
  return openDatabase(
    "dataDir" in database ? database : { dataDir: IN_MEMORY_DATA_DIR, databaseUrl: database.databaseUrl },
  );
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Our server as a process of its own, whose memory the bench reads. */
export interface ServerProcess extends RunningServer {
  pid: number;
}

/**
 * Our compiled server, as `npm run serve` starts it. Only the variables below reach it: no HubSpot token, SMTP or
 * Twilio settings, so CRM sync and e-mail stay "not configured" and nothing leaves the machine.
 */
export async function startServer(
  database: DatabaseLocation,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  // Migrating first keeps the server's start short: on a busy machine a fresh PGlite's migrations can outlast
  // Fastify's plugin timeout.
  await (await openBenchDatabase(database)).close();
  try {
    return await spawnServer(database, extraEnv);
  } catch (error) {
    console.warn(`[bench] the server did not start (${(error as Error).message}); trying once more`);
    return spawnServer(database, extraEnv);
  }
}

async function spawnServer(
  database: DatabaseLocation,
  extraEnv: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // Production's default level: the access log's own switch (ACCESS_LOG) decides what each request costs.
    LOG_LEVEL: "info",
    CLIENT_DIR,
    LEAD_RATE_LIMIT_PER_MINUTE: String(BENCH_LEAD_RATE_LIMIT),
    ...("dataDir" in database ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }),
    // PostgreSQL needs a key for two-factor secrets; the bench's throwaway database needs no lasting one.
    TOTP_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString("base64")}`,
    ...extraEnv,
  };
  const child = spawn("node", ["--enable-source-maps", join(BUILD_DIR, "node", "server", "main.js")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/readyz`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop: () => stopProcess(child) };
}
