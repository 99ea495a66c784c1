// deploy/systemd/harmoni-yoga@.service, checked by systemd's own verifier and run the way systemd runs it
// (docs/operations/systemd.md). There is no systemd as PID 1 here, so the test plays its part: the unit's
// environment, working directory, state directory and user, then its KillSignal to the server alone (KillMode=mixed).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "#tests/support/wait-for.ts";
import { environmentOf, parseUnit, seconds } from "./systemd-unit.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const UNIT_FILE = join(ROOT, "deploy/systemd/harmoni-yoga@.service");
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
/** The PATH systemd gives a system service (systemd.exec(5), Environment variables in spawned processes). */
const SYSTEMD_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

const scratch = mkdtempSync(join(tmpdir(), "harmoni-systemd-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** The server's own shutdown deadline, which the unit's stop timeout must outlast. */
function serverShutdownDeadlineSeconds(): number {
  const source = readFileSync(join(ROOT, "server/main.ts"), "utf8");
  const match = /SHUTDOWN_DEADLINE_MS = ([\d_]+);/.exec(source);
  if (!match?.[1]) throw new Error("server/main.ts no longer declares SHUTDOWN_DEADLINE_MS");
  return Number(match[1].replaceAll("_", "")) / 1000;
}

describe("the systemd unit", () => {
  const text = readFileSync(UNIT_FILE, "utf8");

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))("passes systemd-analyze verify without a warning", () => {
    // As an instance, so %i is expanded the way `systemctl start harmoni-yoga@3000` would.
    const folder = join(scratch, "verify");
    mkdirSync(folder);
    const instance = join(folder, "harmoni-yoga@3000.service");
    copyFileSync(UNIT_FILE, instance);
    const verified = spawnSync(SYSTEMD_ANALYZE, ["verify", instance], { encoding: "utf8" });
    expect(verified.stderr).toBe("");
    expect(verified.status).toBe(0);
  });

  it("restarts on failure, stops the server alone with SIGTERM and waits longer than its deadline", () => {
    const unit = parseUnit(text, "3000");
    expect(unit.get("Service", "Restart")).toBe("on-failure");
    expect(unit.get("Service", "KillSignal")).toBe("SIGTERM");
    expect(unit.get("Service", "KillMode")).toBe("mixed");
    expect(seconds(unit.get("Service", "TimeoutStopSec") ?? "0")).toBeGreaterThan(
      serverShutdownDeadlineSeconds(),
    );
    for (const [key, value] of [
      ["NoNewPrivileges", "yes"],
      ["ProtectSystem", "strict"],
      ["PrivateTmp", "yes"],
      ["CapabilityBoundingSet", ""],
    ])
      expect(unit.get("Service", key as string), key).toBe(value);
    // ProtectSystem=strict leaves only the state directory writable: the database must live there.
    const environment = environmentOf(unit);
    expect(environment.DATA_DIR?.startsWith(`/var/lib/${unit.get("Service", "StateDirectory")}/`)).toBe(true);
    expect(environment.PORT).toBe("3000");
  });

  it("serves on its instance's port from a copy of .env.example, and exits 0 on KillSignal within TimeoutStopSec", async () => {
    const port = await freePort();
    const unit = parseUnit(text, String(port));
    const stateDirectory = join(scratch, "state");
    const settingsFolder = join(scratch, "etc");
    mkdirSync(stateDirectory, { mode: 0o750 });
    mkdirSync(settingsFolder);
    // The unit's paths on a real machine, here in the scratch folder; the working directory is this checkout.
    const places: [string, string][] = [
      [unit.get("Service", "WorkingDirectory") ?? "", ROOT],
      [`/var/lib/${unit.get("Service", "StateDirectory")}`, stateDirectory],
      ["/etc/harmoni-yoga", settingsFolder],
    ];
    const here = (value: string) =>
      places.reduce((result, [there, local]) => result.replace(there, local), value);
    const environment = Object.fromEntries(
      Object.entries(environmentOf(unit)).map(([name, value]) => [name, here(value)]),
    );
    // An operator's first settings file: .env.example as it is, with PORT=3000 and HOST=0.0.0.0 in it.
    copyFileSync(join(ROOT, ".env.example"), environment.ENV_FILE ?? "");

    // User=: an unprivileged account owning only the state directory, when the test may switch users.
    const asUser: { uid?: number; gid?: number } =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" })),
            gid: Number(execFileSync("id", ["-g", "nobody"], { encoding: "utf8" })),
          }
        : {};
    if (asUser.uid !== undefined && asUser.gid !== undefined)
      for (const folder of [scratch, stateDirectory]) chownSync(folder, asUser.uid, asUser.gid);

    const [command = "", ...args] = (unit.get("Service", "ExecStart") ?? "").split(/\s+/);
    const server: ChildProcess = spawn(command, args, {
      cwd: ROOT,
      env: { PATH: SYSTEMD_PATH, STATE_DIRECTORY: stateDirectory, ...environment },
      stdio: ["ignore", "pipe", "pipe"],
      ...asUser,
    });
    let output = "";
    server.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    server.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.once("exit", (code, signal) => resolve({ code, signal })),
    );
    try {
      await Promise.race([
        // systemd does not wait for readiness (Type=exec); nginx's health checks do. On a busy 2-core machine a
        // first start, migrating a new embedded database, has taken 90 s.
        waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, 150_000),
        exited.then(({ code }) => Promise.reject(new Error(`The server exited with ${code}`))),
      ]);
    } catch (error) {
      server.kill("SIGKILL");
      throw new Error(`Not ready: ${(error as Error).message}\n${output}`);
    }

    const stopping = Date.now();
    server.kill(unit.get("Service", "KillSignal") as NodeJS.Signals);
    const timeoutStop = seconds(unit.get("Service", "TimeoutStopSec") ?? "0") * 1000;
    const stopped = await Promise.race([
      exited,
      new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), timeoutStop).unref()),
    ]);
    if (stopped === "timed out") server.kill("SIGKILL");
    expect(stopped, output).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(timeoutStop);
    expect(output).toContain('"msg":"shut down cleanly"');
    // The server released the embedded database's lock itself, as KillMode=mixed relies on (ADR 044).
    const lock = spawnSync("flock", ["--nonblock", join(environment.DATA_DIR ?? "", "harmoni.lock"), "true"]);
    expect(lock.status).toBe(0);
  }, 240_000);
});
