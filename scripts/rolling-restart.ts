/**
 * npm run rolling-restart: restarts the instances behind the proxy one at a time, each only while every other
 * one is ready, and waits until the restarted one is ready again (docs/operations.md, "Restarts without failed
 * requests"). The instance's own drain at SIGTERM (server/main.ts) is what keeps requests from failing; this
 * keeps the order and the waiting from being done by hand.
 */
import { execFile } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs, promisify } from "node:util";

const run = promisify(execFile);

/** How often the script looks again at the restarted instance's /readyz. */
const POLL_MS = 200;

export class RollingRestartError extends Error {}

export interface RollingRestartSteps {
  /** Each instance's address, such as 127.0.0.1:3000, in restart order. */
  instances: string[];
  /** Restarts one instance: SIGTERM (its drain, then a clean stop), then a fresh start. */
  restart(instance: string): Promise<void>;
  /** True once the instance answers /readyz with 200. */
  ready(instance: string): Promise<boolean>;
  /** The longest an instance may take to be ready again, in milliseconds. */
  timeoutMs: number;
  /**
   * How long to leave a restarted instance before the next restart: longer than nginx's `fail_timeout`, after
   * which nginx sends to an instance again that had refused connections while it restarted. Restarting the next
   * one sooner leaves nginx with no instance it will try ("no live upstreams").
   */
  settleMs: number;
  log?(line: string): void;
}

async function isReady(steps: RollingRestartSteps, instance: string) {
  return steps.ready(instance).catch(() => false);
}

export async function rollingRestart(steps: RollingRestartSteps): Promise<void> {
  const log = steps.log ?? (() => {});
  for (const instance of steps.instances) {
    for (const other of steps.instances.filter((candidate) => candidate !== instance)) {
      if (!(await isReady(steps, other))) {
        throw new RollingRestartError(`${other} is not ready: restarting ${instance} now would leave none.`);
      }
    }
    log(`${instance}: restarting`);
    await steps.restart(instance);
    const deadline = Date.now() + steps.timeoutMs;
    while (!(await isReady(steps, instance))) {
      if (Date.now() > deadline) {
        throw new RollingRestartError(
          `${instance} was not ready ${steps.timeoutMs / 1000} s after its restart.`,
        );
      }
      await delay(POLL_MS);
    }
    log(`${instance}: ready`);
    await delay(steps.settleMs);
  }
}

export async function answersReady(instance: string): Promise<boolean> {
  const response = await fetch(`http://${instance}/readyz`, { signal: AbortSignal.timeout(5_000) });
  await response.body?.cancel();
  return response.status === 200;
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: "string", default: "127.0.0.1:3000,127.0.0.1:3001" },
      restart: { type: "string", default: "systemctl restart harmoni-yoga@{port}" },
      "timeout-seconds": { type: "string", default: "120" },
      // deploy/nginx/harmoni-yoga.conf sets fail_timeout=3s.
      "settle-seconds": { type: "string", default: "4" },
    },
  });
  const command = values.restart;
  await rollingRestart({
    instances: values.instances.split(",").map((instance) => instance.trim()),
    restart: async (instance) => {
      await run("sh", ["-c", command.replaceAll("{port}", instance.split(":").at(-1) ?? "")]);
    },
    ready: answersReady,
    timeoutMs: Number(values["timeout-seconds"]) * 1000,
    settleMs: Number(values["settle-seconds"]) * 1000,
    log: (line) => console.log(line),
  });
  console.log("Every instance restarted.");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof RollingRestartError ? error.message : error);
    process.exit(1);
  });
}
