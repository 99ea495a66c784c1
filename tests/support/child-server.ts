import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_TOTP_ENCRYPTION_KEYS } from "./config.ts";
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
 * Runs the real server as a child process on a free port: from its sources (`node --import tsx
 * server/main.ts`), with test-only `preload` modules imported first (e.g. tests/support/hubspot-child.ts),
 * or, with `buildDir`, the production build in it (`node <buildDir>/node/server/main.js`).
 * Only the variables given here reach it, so a developer's own settings cannot change a test.
 */
export async function startChildServer(options: {
  env: Record<string, string>;
  preload?: string[];
  buildDir?: string;
}): Promise<ChildServer> {
  const args = options.buildDir
    ? [join(options.buildDir, "node/server/main.js")]
    : [...["tsx", ...(options.preload ?? [])].flatMap((module) => ["--import", module]), "server/main.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
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
      // Signal tests watch the stop itself; the drain before it has its own test.
      SHUTDOWN_DRAIN_SECONDS: "0",
      TOTP_ENCRYPTION_KEYS: TEST_TOTP_ENCRYPTION_KEYS,
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
  // "close" comes once the output has been read too, so every line the process wrote is in `lines` by then.
  const outputEnded = new Promise<void>((resolve) => child.once("close", () => resolve()));

  function waitForLog(matches: (line: LogLine) => boolean, timeoutMs = 20_000) {
    // A process that has exited will log nothing more: fail then, rather than wait out the timeout.
    const exitedFirst = outputEnded.then(() => {
      const found = lines.find(matches);
      if (found) return found;
      throw new Error(`The server exited before logging what was awaited.\n${stderr}`);
    });
    return Promise.race([exitedFirst, waitFor(() => lines.find(matches), timeoutMs)]).catch(
      (error: Error) => {
        throw new Error(
          `${error.message}\nLast log lines:\n${lines
            .slice(-10)
            .map((line) => JSON.stringify(line))
            .join("\n")}\n${stderr}`,
          {
            cause: error.cause,
          },
        );
      },
    );
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
