/**
 * pg-boss 10 records a job's outcome without awaiting the write (job-outcomes.ts). Here the database goes away
 * as a job's handler finishes, so that write fails: the process must not see an unhandled rejection, the app
 * must warn with the queue and the job, and the job must stay in pg-boss (active, to be run again).
 */
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlExecutor } from "#server/db/client";
import { testDatabases } from "#tests/support/db.ts";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import { databasePlugin } from "./database.ts";
import { guardJobOutcomes, onUnrecordedJobOutcome, type UnrecordedJobOutcome } from "./job-outcomes.ts";
import { jobsPlugin } from "./jobs.ts";

const QUEUE = "outcome-check";
/** What pg throws when the connection drops under a query. */
const DROPPED = "Connection terminated unexpectedly";

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
});

/** Gives a rejection nobody handled time to reach `unhandledRejection` (Node reports it after the microtasks). */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

/** The database as pg-boss reaches it, cut off on demand. */
interface Outage {
  cut(): void;
  restore(): void;
}

/** The embedded database's executor, failing every statement while cut as a dropped connection would. */
function cuttableExecutor(real: SqlExecutor): Outage & { executor: SqlExecutor } {
  let down = false;
  return {
    executor: {
      async executeSql(text, values) {
        if (down) throw new Error(DROPPED);
        return real.executeSql(text, values);
      },
    },
    cut() {
      down = true;
    },
    restore() {
      down = false;
    },
  };
}

interface LogLine {
  level: number;
  msg: string;
  queue?: string;
  jobIds?: string[];
  outcome?: string;
  err?: { message: string };
}

describe.each(testDatabases())("a job whose outcome cannot be recorded, on $name", (database) => {
  let app: FastifyInstance;
  let outage: Outage;
  let proxy: TcpProxy | undefined;
  const logs: LogLine[] = [];
  const handled: number[] = [];

  async function jobByNumber(n: number) {
    const result = (await app.database.db.execute(
      sql`select id, state from pgboss.job where name = ${QUEUE} and data->>'n' = ${String(n)}`,
    )) as { rows: { id: string; state: string }[] };
    return result.rows[0];
  }

  /**
   * Runs a job whose handler cuts the database off, waits until pg-boss has tried to record its outcome
   * (reported, or gone unhandled), then brings the database back.
   */
  async function runWhileCut(job: { n: number; fails?: boolean }, outcome: UnrecordedJobOutcome["outcome"]) {
    const unhandledBefore = unhandled.length;
    await app.jobs.send(QUEUE, { ...job, cut: true });
    await waitFor(
      () => unhandled.length > unhandledBefore || logs.some((line) => line.outcome === outcome),
      15_000,
    );
    await settle();
    outage.restore();
  }

  beforeAll(async () => {
    await database.setup();
    const config = database.config();
    app = Fastify({
      logger: { level: "warn", stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
      pluginTimeout: 60_000,
    });
    // The app's own database connection stays up; only pg-boss's is cut.
    await app.register(databasePlugin, config);
    let databaseUrl: string | undefined;
    if (config.databaseUrl) {
      const target = new URL(config.databaseUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      outage = proxy;
      databaseUrl = proxy.via(config.databaseUrl);
    } else {
      const real = app.database.pgliteExecutor;
      if (!real) throw new Error("The embedded database has no executor for pg-boss.");
      const cuttable = cuttableExecutor(real);
      app.database.pgliteExecutor = cuttable.executor;
      outage = cuttable;
    }
    await app.register(jobsPlugin, { pollSeconds: 0.5, ...(databaseUrl ? { databaseUrl } : {}) });
    await app.ready();
    await app.jobs.createQueue(QUEUE);
    // The database goes away as the handler finishes: just before pg-boss records the outcome.
    await app.jobs.work<{ n: number; fails?: boolean; cut?: boolean }>(QUEUE, async ({ n, fails, cut }) => {
      handled.push(n);
      if (cut) outage.cut();
      if (fails) throw new Error(`job ${n} failed`);
    });
  });

  afterAll(async () => {
    outage?.restore();
    await app?.close();
    await proxy?.close();
    await database.teardown();
  });

  it.each([
    { lost: "completion", job: { n: 1 }, outcome: "complete" },
    { lost: "failure", job: { n: 2, fails: true }, outcome: "fail" },
  ] as const)(
    "keeps the process up and warns with the queue and the job when its $lost is lost",
    async ({ job, outcome }) => {
      await runWhileCut(job, outcome);
      expect(unhandled).toEqual([]);

      const stored = await jobByNumber(job.n);
      expect(logs.filter((line) => line.outcome === outcome)).toMatchObject([
        { level: 40, queue: QUEUE, jobIds: [stored?.id], err: { message: expect.any(String) } },
      ]);
      // Not lost: still active, so pg-boss expires it and runs it again.
      expect(stored?.state).toBe("active");
    },
  );

  it("goes on running jobs and recording their outcomes once the database answers again", async () => {
    await app.jobs.send(QUEUE, { n: 3 });
    await waitFor(async () => (await jobByNumber(3))?.state === "completed", 15_000);
    expect(handled).toEqual([1, 2, 3]);
    expect(unhandled).toEqual([]);
  });
});

describe("the guard on pg-boss's complete() and fail()", () => {
  it("still rejects for a caller that awaits them, and reports each failure once", async () => {
    // The jobs plugin installs it in the suites above; installing it again changes nothing.
    guardJobOutcomes();
    guardJobOutcomes();
    const unreachable: PgBoss.Db = {
      async executeSql() {
        throw new Error(DROPPED);
      },
    };
    const boss = new PgBoss({ db: unreachable });
    const reported: UnrecordedJobOutcome[] = [];
    onUnrecordedJobOutcome(boss, (unrecorded) => reported.push(unrecorded));
    const id = "00000000-0000-4000-8000-000000000001";

    await expect(boss.complete(QUEUE, id)).rejects.toThrow(DROPPED);
    await expect(boss.fail(QUEUE, [id, id])).rejects.toThrow(DROPPED);
    await settle();

    expect(reported).toMatchObject([
      { outcome: "complete", queue: QUEUE, jobIds: [id] },
      { outcome: "fail", queue: QUEUE, jobIds: [id, id] },
    ]);
    expect(unhandled).toEqual([]);
  });
});
