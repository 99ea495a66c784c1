import https from "node:https";
import { fileURLToPath } from "node:url";
import { type ChildServer, startChildServer } from "./child-server.ts";
import { waitFor } from "./wait-for.ts";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One instance of the production build (build/node) on a fixed port, restartable on that port. */
export class Instance {
  #child: ChildServer | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: () => Record<string, string>,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get child(): ChildServer {
    if (!this.#child) throw new Error(`${this.name} is not running`);
    return this.#child;
  }

  /** Starts it and waits until it listens (it listens once migrated and its queues exist). */
  async start(): Promise<void> {
    this.#child = await startChildServer({
      buildDir: `${REPO_ROOT}build`,
      env: { ...this.env(), PORT: String(this.port) },
    });
  }

  /** SIGTERM (drain, then a clean stop) and waits for the exit code. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.#child;
    if (!child) return { code: 0, signal: null };
    child.kill("SIGTERM");
    const exit = await child.exited;
    this.#child = undefined;
    return exit;
  }

  /** kill -9: no drain, no clean-up; what it had acknowledged must already be in the database. */
  async crash(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    child.kill("SIGKILL");
    await child.exited;
    this.#child = undefined;
  }
}

/** One answer of the load, or why none came. */
export interface LoadOutcome {
  method: string;
  path: string;
  status: number | string;
}

export interface LoadRun {
  /** E-mails of the leads answered 200: acknowledged, so they must be stored. */
  readonly acknowledged: string[];
  readonly outcomes: LoadOutcome[];
  /** Stops sending and resolves once every request in flight has its answer. */
  stop(): Promise<void>;
}

/**
 * Continuous traffic through the proxy from `workers` keep-alive connections, each alternating a lead (POST, so
 * never retried by nginx once sent) with GET /healthz (answered by an instance, not from nginx's files).
 */
export function startLoad(origin: string, options: { workers: number; prefix: string }): LoadRun {
  const agent = new https.Agent({ keepAlive: true, maxSockets: options.workers, rejectUnauthorized: false });
  const acknowledged: string[] = [];
  const outcomes: LoadOutcome[] = [];
  let running = true;
  let sequence = 0;

  async function worker() {
    while (running) {
      const email = `${options.prefix}-${sequence++}@example.com`;
      const lead = await request(agent, origin, "POST", "/api/hubspot-lead", {
        name: "Topology Visitor",
        email,
        phone: "+14155550123",
        website: "",
      });
      outcomes.push(lead);
      if (lead.status === 200) acknowledged.push(email);
      outcomes.push(await request(agent, origin, "GET", "/healthz"));
    }
  }

  const workers = Array.from({ length: options.workers }, worker);
  return {
    acknowledged,
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

/** A request through the proxy: its status, or the error code when no answer came. */
export function request(
  agent: https.Agent,
  origin: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<LoadOutcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const sent = https.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: payload
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve({ method, path, status: response.statusCode ?? 0 }));
      },
    );
    sent.once("error", (error: NodeJS.ErrnoException) =>
      resolve({ method, path, status: error.code ?? error.message }),
    );
    sent.end(payload);
  });
}

/** Waits until `count` more answers have come, so a step happens under load rather than before it. */
export function answersArrive(load: LoadRun, count: number): Promise<true> {
  const target = load.outcomes.length + count;
  return waitFor(() => load.outcomes.length >= target || undefined, 60_000, 20).then(() => true);
}
