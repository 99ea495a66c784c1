import { type SQL, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import PgBoss from "pg-boss";
import { DATABASE_CONNECT_TIMEOUT_MS, type SqlExecutor } from "#server/db/client";
import { guardJobOutcomes, onUnrecordedJobOutcome } from "./job-outcomes.ts";

export interface SendOptions {
  startAfter?: Date;
  /** Enqueue inside this transaction, so the job exists exactly when the data it refers to does. */
  executor?: SqlExecutor;
}

export interface Jobs {
  createQueue(queue: string): Promise<void>;
  send(queue: string, data: object, options?: SendOptions): Promise<void>;
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: { workers?: number },
  ): Promise<void>;
  /** Has this process's workers of the queue fetch now instead of at their next poll. */
  wake(queue: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  databaseUrl?: string;
  pollSeconds: number;
}

/** How long a graceful stop waits for running jobs (a CRM call has its own shorter timeout). */
const STOP_TIMEOUT_MS = 20_000;
/**
 * Held while a queue is created on PostgreSQL. pg-boss's `create_queue` inserts the queue row and then creates,
 * constrains and attaches the queue's partition, taking locks on its tables in an order that deadlocks when two
 * processes create queues at once: replicas of a release starting together on an empty database did, 7 times in
 * 10 (tests/resilience/postgres/simultaneous-start.test.ts). One at a time, they cannot.
 */
const QUEUE_CREATION_LOCK_KEY = 7_246_002;
/** Job-level retries cover failures of our own (e.g. the database blipped during an attempt). */
const QUEUE_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** pg-boss's tables live in its default schema: the plugin does not name another. */
const JOB_SCHEMA = sql.identifier("pgboss");

/**
 * pg-boss 10's own job insert (`insertJob` in pg-boss's plans.js) for jobs that take every setting from their
 * queue, written as one SQL fragment: `source` is a subquery with a jsonb column `data`, one row per job. It can
 * be a data-modifying CTE of the statement that stores the records the jobs refer to, so the jobs cost no round
 * trip of their own (docs/decisions/027-lead-api-throughput.md). Like pg-boss's insert, it adds nothing when the
 * queue does not exist yet, and a job a queue policy refuses is skipped (`on conflict do nothing`). With
 * `startAfter`, `source` also has a timestamptz column `start_after`: when each job may run.
 */
export function insertJobs(queue: string, source: SQL, options: { startAfter?: boolean } = {}): SQL {
  const startAfter = options.startAfter ? sql`, start_after` : sql``;
  const startAfterValue = options.startAfter ? sql`, source.start_after` : sql``;
  return sql`insert into ${JOB_SCHEMA}.job (name, data, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy${startAfter})
    select q.name, source.data, q.dead_letter,
      coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
      now() + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      coalesce(q.retry_limit, 2),
      case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1) else coalesce(q.retry_delay, 0) end,
      coalesce(q.retry_backoff, false),
      q.policy${startAfterValue}
    from (${source}) source join ${JOB_SCHEMA}.queue q on q.name = ${queue}
    on conflict do nothing`;
}

/** The ids in the `data` of the queue's jobs still waiting to run (not yet fetched), as a subquery of text. */
export function waitingJobRecordIds(queue: string): SQL {
  return sql`select data->>'id' from ${JOB_SCHEMA}.job where name = ${queue} and state < 'active'`;
}

/** pg-boss on the application's database: PostgreSQL by URL, or the embedded PGlite through an adapter. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const connection = options.databaseUrl
      ? // Bounded like the app's own pool, so a database dropping packets cannot hold a worker for minutes.
        {
          connectionString: options.databaseUrl,
          max: 4,
          connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
        }
      : { db: app.database.pgliteExecutor as PgBoss.Db };
    // pg-boss 10 writes a job's outcome without awaiting it; unguarded, a database blip at that moment is an
    // unhandled rejection that stops the process (job-outcomes.ts, docs/decisions/017-unrecorded-job-outcomes.md).
    guardJobOutcomes();
    const boss = new PgBoss({ ...connection, schedule: false });
    boss.on("error", (error) => app.log.error({ err: error }, "job queue error"));
    onUnrecordedJobOutcome(boss, ({ outcome, queue, jobIds, error }) =>
      app.log.warn(
        { err: error, queue, jobIds, outcome },
        "job queue could not record a job's outcome; pg-boss runs the job again once it expires",
      ),
    );
    await boss.start();

    const workerIds = new Map<string, string[]>();
    const jobs: Jobs = {
      async createQueue(queue) {
        const create = () => boss.createQueue(queue, { name: queue, ...QUEUE_RETRY });
        // PGlite is one process with one connection, and waiting on a transaction of its own would never end.
        if (app.database.kind !== "postgres") return create();
        await app.database.transaction(async ({ executor }) => {
          await executor.executeSql("select pg_advisory_xact_lock($1)", [QUEUE_CREATION_LOCK_KEY]);
          await create();
        });
      },
      async send(queue, data, sendOptions = {}) {
        await boss.send(queue, data, {
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
          ...(sendOptions.executor ? { db: sendOptions.executor as PgBoss.Db } : {}),
        });
      },
      async work(queue, handler, { workers = 1 } = {}) {
        // pg-boss 10 has no team size: concurrency is more workers, each running one job at a time.
        for (let worker = 0; worker < workers; worker += 1) {
          let workerId: string | undefined;
          workerId = await boss.work<object>(
            queue,
            { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
            async ([job]) => {
              if (!job) return;
              await handler(job.data as Parameters<typeof handler>[0]);
              // A worker that found a job fetches the next at once; only an empty queue waits a polling interval.
              if (workerId) boss.notifyWorker(workerId);
            },
          );
          workerIds.set(queue, [...(workerIds.get(queue) ?? []), workerId]);
        }
      },
      wake(queue) {
        for (const workerId of workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
      },
    };
    app.decorate("jobs", jobs);
    app.addHook("onClose", async () => {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    });
  },
  { name: "jobs", dependencies: ["database"] },
);
