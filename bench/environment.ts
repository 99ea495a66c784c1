/** What the numbers were measured on: the machine, the software versions and the commit. */
import { readFile } from "node:fs/promises";
import { cpus, loadavg, release, totalmem } from "node:os";
import { join } from "node:path";
import { NGINX, type NginxSetup } from "./nginx.ts";
import { CommandFailed, exec, ROOT } from "./processes.ts";
import { WRK } from "./wrk.ts";

export interface Environment {
  date: string;
  commit: string;
  machine: { cpu: string; cores: number; memoryGiB: number; kernel: string; loadAverageAtStart: number[] };
  versions: Record<string, string>;
}

async function packageVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(ROOT, "node_modules", name, "package.json"), "utf8"));
  return manifest.version;
}

async function output(command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args);
    return (stdout || stderr).trim();
  } catch (error) {
    // Some tools (wrk -v) print their version and exit 1.
    const printed = error instanceof CommandFailed ? (error.stdout || error.stderr).trim() : "";
    return printed || "not available";
  }
}

export async function describeEnvironment(
  chromiumPath: string,
  nginx: NginxSetup | undefined,
  postgres: string,
): Promise<Environment> {
  const commit = await output("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = (await output("git", ["status", "--porcelain"])) !== "";
  return {
    date: new Date().toISOString(),
    commit: `${commit}${dirty ? " with uncommitted changes" : ""}`,
    machine: {
      cpu: cpus()[0]?.model ?? "unknown",
      cores: cpus().length,
      memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      kernel: release(),
      loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100),
    },
    versions: {
      node: process.versions.node,
      chromium: await output(chromiumPath, ["--version"]),
      lighthouse: await packageVersion("lighthouse"),
      wrk: await output(WRK, ["-v"]).then((text) => text.split("\n")[0] ?? text),
      autocannon: await packageVersion("autocannon"),
      nginx: nginx ? `${nginx.version} (${NGINX})` : "not installed",
      postgresql: postgres,
      pglite: await packageVersion("@electric-sql/pglite"),
    },
  };
}
