import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type PostgresTestDatabase, postgresTestDatabase } from "./db.ts";
import { waitFor } from "./wait-for.ts";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One line of the server's pino log. */
export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

export interface ChildServer {
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** What it has logged so far, for a failing test's message. */
  readonly logs: readonly LogLine[];
  /** Resolves with the first log line (so far or to come) that matches. */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  kill(signal: NodeJS.Signals): void;
  /** Settles when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the real server from its sources (`node --import tsx server/main.ts`) as a child process on a
 * free port, with test-only `preload` modules imported first (e.g. tests/support/hubspot-child.ts).
 * Only the variables given here reach it, so a developer's own settings cannot change a test.
 */
export async function startChildServer(options: {
  env: Record<string, string>;
  preload?: string[];
}): Promise<ChildServer> {
  const imports = ["tsx", ...(options.preload ?? [])].flatMap((module) => ["--import", module]);
  const child: ChildProcess = spawn(process.execPath, [...imports, "server/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      CLIENT_DIR: "tests/support/no-client-build",
      JOB_POLL_SECONDS: "0.5",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  let stderr = "";
  let partial = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    for (const part of parts) {
      if (!part) continue;
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        lines.push({ msg: part });
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });

  function waitForLog(matches: (line: LogLine) => boolean, timeoutMs = 20_000) {
    return waitFor(() => {
      const found = lines.find(matches);
      if (!found && !running) {
        throw new Error(`The server exited before logging what was awaited.\n${stderr}`);
      }
      return found;
    }, timeoutMs).catch((error: Error) => {
      throw new Error(
        `${error.message}\nLast log lines:\n${lines
          .slice(-10)
          .map((line) => JSON.stringify(line))
          .join("\n")}\n${stderr}`,
        {
          cause: error.cause,
        },
      );
    });
  }

  const listening = await waitForLog(
    (line) => line.msg?.startsWith("Server listening at ") === true,
    60_000,
  ).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  const origin = (listening.msg ?? "").replace("Server listening at ", "");
  return {
    pid: child.pid ?? 0,
    origin,
    logs: lines,
    waitForLog,
    kill(signal) {
      if (running) child.kill(signal);
    },
    exited,
  };
}

/** Every entry of a JSON-lines file, in order; none while the file does not exist yet. */
export function readJsonLines<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

export interface ServerProcesses {
  /** A fresh PostgreSQL database, set up before the suite and dropped after it. */
  readonly database: PostgresTestDatabase;
  /** Where the fake HubSpot in every server process appends what it was sent. */
  readonly hubspotLog: string;
  /** A connection of the test's own, to read what the servers stored. */
  readonly direct: pg.Client;
  /** Starts a server process on the suite's database with the fake HubSpot preloaded; killed after the test. */
  start(env: Record<string, string>): Promise<ChildServer>;
}

/**
 * For suites that run the server as real processes (signals, crashes) on a fresh PostgreSQL database,
 * with HubSpot faked inside each process (tests/support/hubspot-child.ts).
 */
export function setUpServerProcesses(name: string): ServerProcesses {
  const database = postgresTestDatabase();
  const folder = mkdtempSync(join(tmpdir(), `harmoni-${name}-`));
  const hubspotLog = join(folder, "hubspot.jsonl");
  const running: ChildServer[] = [];
  let direct: pg.Client | undefined;

  beforeAll(async () => {
    await database.setup();
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
  });
  afterEach(async () => {
    const children = running.splice(0);
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(children.map((child) => child.exited));
  });
  afterAll(async () => {
    await direct?.end();
    await database.teardown();
    rmSync(folder, { recursive: true, force: true });
  });

  return {
    database,
    hubspotLog,
    get direct() {
      if (!direct)
        throw new Error("setUpServerProcesses: the connection opens in beforeAll; use it in a test");
      return direct;
    },
    async start(env) {
      const child = await startChildServer({
        env: { DATABASE_URL: database.url, HUBSPOT_FAKE_LOG: hubspotLog, ...env },
        preload: ["./tests/support/hubspot-child.ts"],
      });
      running.push(child);
      return child;
    },
  };
}
