import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

const REPO_ROOT = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "harmoni-lock-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `command`, collecting its output, until it exits. */
function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATA_DIR: dataDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", fail);
    child.once("exit", (code) => done({ code, stderr }));
  });
}

/** The staff command, which opens the embedded database in DATA_DIR and lists the accounts. */
const staffList = ["--import", "tsx", "server/cli/staff.ts", "list"];

/** A process that opens the embedded database and keeps it open until it is killed. */
function holdingProcess(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import("./server/db/client.ts").then(async ({ openDatabase }) => { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("open"); setInterval(() => {}, 60_000); });`,
    ],
    { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((done, fail) => {
    child.stdout?.once("data", () => done(child));
    child.once("exit", (code) => fail(new Error(`the holding process exited (${code}) before opening`)));
  });
}

/** The embedded database is one process's (docs/architecture.md, Database): the kernel's lock says whose. */
describe("the embedded database's lock", { timeout: 120_000 }, () => {
  it("refuses a second process in another PID namespace, as a second container on the same volume would be", async () => {
    const open = await openDatabase({ dataDir });
    try {
      // In its own PID namespace the other process cannot see this one's pid, which a pid file relied on.
      const second = await run("unshare", ["--pid", "--fork", process.execPath, ...staffList]);
      expect(second).toMatchObject({ code: 1 });
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is in use by another process`);
    } finally {
      await open.close();
    }
    expect(await run(process.execPath, staffList)).toMatchObject({ code: 0, stderr: "" });
  });

  it("is gone the moment its owner is killed, with nothing to clean up", async () => {
    const owner = await holdingProcess();
    await expect(openDatabase({ dataDir })).rejects.toThrow("is in use by another process");
    const killed = new Promise((done) => owner.once("exit", done));
    owner.kill("SIGKILL");
    await killed;
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});
