import { and, eq, getTableColumns, gt, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { KindsWithDetail, LeadHistoryEvent } from "#contracts/lead-history";
import type { LeadKind } from "#contracts/lead-ref";
import type { DatabaseHandle, SqlExecutor, Transaction } from "../db/client.ts";
import { insertJobs, type Jobs, waitingJobRecordIds } from "../plugins/internal/jobs.ts";
import { recordLeadEvent } from "./lead-records.ts";
import type { Metrics } from "./metrics.ts";

/**
 * Where a record stands with one delivery (HubSpot, an e-mail): `pending` until the first attempt,
 * `retrying` between attempts, the delivered status or `failed` at the end, `not_configured` when the
 * provider had no settings when it ran (re-queued once it has).
 */
export const OPEN_DELIVERY_STATUSES = ["pending", "retrying"] as const;

/** A provider call that did not succeed; `retryable` says whether trying again later can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/**
 * Exponential backoff from the base, capped at `maxDelaySeconds` so a long outage is still retried
 * regularly, and never sooner than the provider's Retry-After.
 */
export function retryDelaySeconds(
  attempt: number,
  baseSeconds: number,
  retryAfterSeconds?: number,
  maxDelaySeconds = Number.POSITIVE_INFINITY,
): number {
  const backoff = Math.min(baseSeconds * 2 ** (attempt - 1), maxDelaySeconds);
  return Math.max(backoff, retryAfterSeconds ?? 0);
}

/** Rejects with `onTimeout()` when the call takes longer than `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One job is one attempt; `attempt` is how many attempts the record had when the job was made. `reqId` is the id of
 * the request that stored the record, carried from attempt to attempt so the attempts' log lines name it
 * (server/request-ids.ts); jobs re-queued by reconcile() have none.
 */
export interface DeliveryJob {
  id: string;
  attempt: number;
  reqId?: string;
}

export interface DeliverySettings {
  retryBaseSeconds: number;
  /** The longest backoff between attempts; without it the delay keeps doubling. */
  retryMaxDelaySeconds?: number;
  maxAttempts: number;
  /** How long an attempt may take before the record counts as stuck (the provider timeout plus a margin). */
  attemptTimeoutMs: number;
  /** Attempts this process runs at once; more lets a backlog drain as fast as the provider allows. */
  concurrency?: number;
}

/**
 * The events the machine itself records at each stage, by kind (contracts/lead-history.ts): only kinds whose detail
 * is what that stage writes. What was delivered is the target's own event (DeliveryOutcome).
 */
export interface DeliveryEventTypes {
  attempt: KindsWithDetail<{ attempt: number }>;
  retryScheduled: KindsWithDetail<{ attempt: number; error: string; nextAttemptAt: string }>;
  failed: KindsWithDetail<{ attempt: number; error: string; status?: number }>;
  notConfigured: KindsWithDetail<Record<string, never>>;
}

/** Column changes for the delivery's table, keyed by Drizzle property name (`crmContactId`). */
export type RowChanges<TRow> = { [K in keyof TRow]?: TRow[K] | SQL };
type ColumnChanges = Record<string, unknown>;

export interface DeliveryProgress<TRow> {
  /** This attempt's number (1 for the first), which the delivered event records. */
  attempt: number;
  /**
   * Records that one step of a multi-step delivery is done (e.g. the contact exists), so a retry
   * resumes after it instead of repeating it. A step may be known by its event alone (no changes).
   */
  save(changes: RowChanges<TRow>, event: LeadHistoryEvent): Promise<void>;
}

export interface DeliveryOutcome<TRow> {
  /** Columns to set with the delivered status, e.g. the provider's id for what was created. */
  changes: RowChanges<TRow>;
  /** The record's delivered event, e.g. `crm_synced` with the attempt and the contact's id. */
  event: LeadHistoryEvent;
  /**
   * `skipped`: nothing was sent and nothing ever will be, because the record no longer needs it (a message about a
   * booking that changed since); the record ends `skipped` instead of the delivered status.
   */
  skipped?: true;
}

export interface DeliveryTarget<TRow> {
  /** False when the provider has no settings: nothing is attempted and the record waits. */
  readonly configured: boolean;
  /** Throws a DeliveryError when the provider did not take it. */
  deliver(row: TRow, progress: DeliveryProgress<TRow>): Promise<DeliveryOutcome<TRow>>;
}

/** Which columns of the table hold this delivery's state (one table may carry several deliveries). */
export interface DeliveryStateColumns<TRow> {
  status: keyof TRow & string;
  attempts: keyof TRow & string;
  lastError: keyof TRow & string;
  nextAttemptAt: keyof TRow & string;
}

/**
 * Records left `not_configured` are normally all re-queued once the provider has settings. With this,
 * only those younger than `maxAgeSeconds` (by `ageColumn`) are; older ones get `expiredStatus` and are
 * never sent, for deliveries that are noise once stale (a new-lead alert weeks late).
 */
export interface NotConfiguredExpiry<TRow> {
  ageColumn: keyof TRow & string;
  maxAgeSeconds: number;
  expiredStatus: string;
}

export interface DeliveryDefinition<TRow extends { id: string }> {
  /** For logs: "HubSpot sync", "sales e-mail". */
  name: string;
  queue: string;
  table: PgTable;
  /** Whose history the events join: a lead's (`lead_events`) or a quote request's (`quote_events`). */
  history: LeadKind;
  /**
   * The column holding the id of the lead or quote request whose history the events join, when the table's rows
   * are not themselves leads or quote requests (a visitor message's `leadId`); the row's own id otherwise.
   */
  historyIdColumn?: keyof TRow & string;
  /**
   * A column holding when the record may first be sent: an attempt whose job runs earlier claims nothing, and
   * reconcile() gives the record a job once it is due (by `nextAttemptAt`, or by this column while that is null).
   */
  dueColumn?: keyof TRow & string;
  columns: DeliveryStateColumns<TRow>;
  deliveredStatus: string;
  events: DeliveryEventTypes;
  target: DeliveryTarget<TRow>;
  notConfiguredExpiry?: NotConfiguredExpiry<TRow>;
}

export interface Delivery {
  /** Queues the first attempt inside the transaction that stores the record, for the request `reqId`. */
  enqueueFirstAttempt(id: string, executor: SqlExecutor, reqId?: string): Promise<void>;
  /** The pg-boss queue of its jobs, for {@link firstAttemptJobs}. */
  queue: string;
  runAttempt(job: DeliveryJob): Promise<void>;
  /** Re-queues records whose job was lost (crash, exhausted job retries) or that waited for settings. */
  reconcile(): Promise<number>;
  start(): Promise<void>;
  stop(): void;
}

/** What every delivery is built with. */
export interface DeliveryDeps {
  database: DatabaseHandle;
  jobs: Jobs;
  settings: DeliverySettings;
  log: FastifyBaseLogger;
  /** Counts each attempt's outcome by queue. */
  metrics: Pick<Metrics, "delivery">;
}

/**
 * The first-attempt jobs `enqueueFirstAttempt` queues, as SQL: one per row of `records` (a subquery with a uuid
 * column `id`), to be a data-modifying CTE of the statement that stores the records. With `startAfterColumn`, each
 * job waits until that column of `records` (a timestamptz: when the record is due).
 */
export function firstAttemptJobs(
  queue: string,
  records: SQL,
  reqId?: string,
  options: { startAfterColumn?: string } = {},
): SQL {
  const request = reqId ? sql`, 'reqId', ${reqId}::text` : sql``;
  const { startAfterColumn } = options;
  const startAfter = startAfterColumn ? sql`, ${sql.identifier(startAfterColumn)} as start_after` : sql``;
  return insertJobs(
    queue,
    sql`select jsonb_build_object('id', id, 'attempt', 0${request}) as data${startAfter} from (${records}) records`,
    { startAfter: Boolean(startAfterColumn) },
  );
}

/**
 * How far past its `nextAttemptAt` an open record may be before reconcile() gives it a new job. A due
 * job is normally fetched within one poll (JOB_POLL_SECONDS, 2 s by default); retry times are set from
 * Node's clock but compared with the database's, which may differ by a second; and an attempt cut off
 * at the end of its budget still has its last database write to make. 10 s covers all three several
 * times over, and it is all a record whose attempt died with its process waits beyond the attempt's
 * budget. Erring short costs only a duplicate job, which the claim turns into a no-op.
 */
export const OVERDUE_GRACE_SECONDS = 10;
/** The longest reconcile() sleeps: it also finds records that another, dead, instance claimed. */
const RECONCILE_EVERY_MS = 5 * 60_000;
/** The shortest, so records becoming overdue one after another cannot make it spin. */
const RECONCILE_MIN_SLEEP_MS = 1_000;
/** Records re-queued per transaction, so a large backlog neither holds one long transaction nor many locks. */
const RECONCILE_BATCH = 500;

/**
 * The attempt/backoff/claim/reconcile machinery shared by every outbound delivery: one pg-boss job is
 * one attempt, each state change and its event are written in one transaction, and a record is
 * claimed by its attempt count so a re-queued record is never sent twice.
 */
export function createDelivery<TRow extends { id: string }>(
  deps: DeliveryDeps & { definition: DeliveryDefinition<TRow> },
): Delivery {
  const { database, jobs, settings, log, metrics, definition } = deps;
  const { name, queue, table, events, target } = definition;
  const { db } = database;
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  function column(key: string): PgColumn {
    const found = tableColumns[key];
    if (!found) throw new Error(`Delivery "${name}": the table has no column "${key}".`);
    return found;
  }
  const id = column("id");
  const historyId = column(definition.historyIdColumn ?? "id");
  const due = definition.dueColumn ? column(definition.dueColumn) : undefined;
  const status = column(definition.columns.status);
  const attempts = column(definition.columns.attempts);
  const nextAttemptAt = column(definition.columns.nextAttemptAt);
  /** When an open record counts as overdue: a record that was never attempted is due at its due time. */
  const overdueFrom = due ? sql`coalesce(${nextAttemptAt}, ${due})` : sql`${nextAttemptAt}`;
  const keys = definition.columns;
  const expiry = definition.notConfiguredExpiry && {
    ...definition.notConfiguredExpiry,
    age: column(definition.notConfiguredExpiry.ageColumn),
  };
  const set = (changes: ColumnChanges) => changes as PgUpdateSetSource<PgTable>;
  let reconcileTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const isOpen = inArray(status, [...OPEN_DELIVERY_STATUSES]);
  /**
   * The record is still the claimed attempt's to finish. After its busy window reconcile() may hand
   * the record to a new attempt; an attempt that outlived its window then changes nothing.
   */
  const heldBy = (attempt: number) => and(isOpen, eq(attempts, attempt));
  /** Records the event on the history the row belongs to, whose id `returning({ historyId })` read. */
  const record = (tx: Transaction["db"], owner: string, event: LeadHistoryEvent) =>
    recordLeadEvent(tx, { kind: definition.history, id: owner }, event);

  /**
   * Changes the record's delivery state and records why in one transaction, so the status and the
   * event log never disagree. Records that do not meet `condition` are left alone.
   */
  async function transition(
    recordId: string,
    changes: ColumnChanges,
    event: LeadHistoryEvent,
    condition: SQL | undefined,
  ): Promise<boolean> {
    return database.transaction(async ({ db: tx }) => {
      const [updated] = await tx
        .update(table)
        .set(set(changes))
        .where(and(eq(id, recordId), condition))
        .returning({ historyId });
      if (!updated) return false;
      await record(tx, String(updated.historyId), event);
      return true;
    });
  }

  /** A job's logger: with the id of the request that stored the record, when the job carries it. */
  function logOf(job: DeliveryJob): FastifyBaseLogger {
    return job.reqId ? log.child({ reqId: job.reqId }) : log;
  }

  async function markNotConfigured(job: DeliveryJob, jobLog: FastifyBaseLogger) {
    const changed = await transition(
      job.id,
      { [keys.status]: "not_configured", [keys.nextAttemptAt]: null },
      { kind: events.notConfigured, detail: {} },
      isOpen,
    );
    if (!changed) return;
    metrics.delivery(queue, "not_configured");
    jobLog.info({ id: job.id, delivery: name }, `kept; ${name} is not configured so nothing was sent`);
  }

  /**
   * Takes the attempt only if no other job took it first, and marks the record busy for the attempt's
   * budget: reconcile() leaves it alone until then (plus its grace), and takes over if it is still
   * open after that because the attempt died with its process.
   */
  async function claim(job: DeliveryJob): Promise<TRow | undefined> {
    return database.transaction(async ({ db: tx }) => {
      const [row] = await tx
        .update(table)
        .set(
          set({
            [keys.attempts]: job.attempt + 1,
            [keys.nextAttemptAt]: sql`now() + ${settings.attemptTimeoutMs} * interval '1 millisecond'`,
          }),
        )
        .where(and(eq(id, job.id), heldBy(job.attempt), due && lte(due, sql`now()`)))
        .returning();
      if (row) {
        const owner = String((row as Record<string, unknown>)[definition.historyIdColumn ?? "id"]);
        await record(tx, owner, { kind: events.attempt, detail: { attempt: job.attempt + 1 } });
      }
      return row as TRow | undefined;
    });
  }

  /**
   * A job that ran before its record was due (queued without a start time) is queued again for the due time,
   * instead of leaving the record to reconcile().
   */
  async function postponeUntilDue(job: DeliveryJob): Promise<void> {
    if (!due) return;
    const [early] = await db
      .select({ dueAt: due })
      .from(table)
      .where(and(eq(id, job.id), heldBy(job.attempt), gt(due, sql`now()`)));
    if (early) await jobs.send(queue, job, { startAfter: early.dueAt as Date });
  }

  function logOvertaken(jobLog: FastifyBaseLogger, recordId: string, attempt: number) {
    jobLog.warn(
      { id: recordId, attempt, delivery: name },
      `${name} attempt outlived its busy window and a later attempt took the record over; its outcome is dropped`,
    );
  }

  async function scheduleRetry(job: DeliveryJob, jobLog: FastifyBaseLogger, error: DeliveryError) {
    const recordId = job.id;
    const attempt = job.attempt + 1;
    const delay = retryDelaySeconds(
      attempt,
      settings.retryBaseSeconds,
      error.retryAfterSeconds,
      settings.retryMaxDelaySeconds,
    );
    const at = new Date(Date.now() + delay * 1000);
    const scheduled = await database.transaction(async (tx) => {
      const [updated] = await tx.db
        .update(table)
        .set(set({ [keys.status]: "retrying", [keys.lastError]: error.message, [keys.nextAttemptAt]: at }))
        .where(and(eq(id, recordId), heldBy(attempt)))
        .returning({ historyId });
      if (!updated) return false;
      await record(tx.db, String(updated.historyId), {
        kind: events.retryScheduled,
        detail: { attempt, error: error.message, nextAttemptAt: at.toISOString() },
      });
      await jobs.send(queue, { ...job, attempt } satisfies DeliveryJob, {
        startAfter: at,
        executor: tx.executor,
      });
      return true;
    });
    if (!scheduled) return logOvertaken(jobLog, recordId, attempt);
    metrics.delivery(queue, "retry_scheduled");
    jobLog.warn(
      { id: recordId, attempt, delaySeconds: delay, err: error },
      `${name} failed; retry scheduled`,
    );
  }

  async function markFailed(job: DeliveryJob, jobLog: FastifyBaseLogger, error: DeliveryError) {
    const recordId = job.id;
    const attempt = job.attempt + 1;
    const failed = await transition(
      recordId,
      { [keys.status]: "failed", [keys.lastError]: error.message, [keys.nextAttemptAt]: null },
      { kind: events.failed, detail: { attempt, error: error.message, status: error.status } },
      heldBy(attempt),
    );
    if (!failed) return logOvertaken(jobLog, recordId, attempt);
    metrics.delivery(queue, "failed");
    jobLog.error(
      { id: recordId, attempt, err: error },
      `${name} failed for good; the record is kept as failed`,
    );
  }

  async function runAttempt(job: DeliveryJob) {
    const jobLog = logOf(job);
    if (!target.configured) return markNotConfigured(job, jobLog);
    const row = await claim(job);
    if (!row) return postponeUntilDue(job);
    const attempt = job.attempt + 1;
    const progress: DeliveryProgress<TRow> = {
      attempt,
      async save(changes, event) {
        // The attempt count is written back unchanged, so a step known by its event alone is still an
        // update that only the attempt holding the record can make.
        await transition(row.id, { ...changes, [keys.attempts]: attempt }, event, heldBy(attempt));
      },
    };
    try {
      // The busy window claimed for this attempt must hold even when a delivery makes several calls.
      const outcome = await withTimeout(
        target.deliver(row, progress),
        settings.attemptTimeoutMs,
        () => new DeliveryError(`${name} took longer than ${settings.attemptTimeoutMs} ms`, true),
      );
      const delivered = await transition(
        row.id,
        {
          ...outcome.changes,
          [keys.status]: outcome.skipped ? "skipped" : definition.deliveredStatus,
          [keys.lastError]: null,
          [keys.nextAttemptAt]: null,
        },
        outcome.event,
        heldBy(attempt),
      );
      if (!delivered) return logOvertaken(jobLog, row.id, attempt);
      metrics.delivery(queue, outcome.skipped ? "skipped" : "delivered");
      // With the request id the job carries, one line per delivery lets a request be traced to its end.
      jobLog.info(
        { id: row.id, delivery: name, attempt },
        outcome.skipped ? `${name} no longer needed; skipped` : `${name} delivered`,
      );
    } catch (caught) {
      const error =
        caught instanceof DeliveryError
          ? caught
          : new DeliveryError(`Unexpected ${name} error: ${String(caught)}`, true);
      if (error.retryable && attempt < settings.maxAttempts) await scheduleRetry(job, jobLog, error);
      else await markFailed(job, jobLog, error);
    }
  }

  /** Records that waited for settings get their job now, except those too old to be worth sending. */
  async function requeueNotConfigured() {
    const waiting = eq(status, "not_configured");
    if (expiry) {
      const expired = await db
        .update(table)
        .set(set({ [keys.status]: expiry.expiredStatus }))
        .where(and(waiting, lt(expiry.age, sql`now() - ${expiry.maxAgeSeconds} * interval '1 second'`)))
        .returning({ id });
      if (expired.length > 0)
        log.info(
          { count: expired.length, delivery: name, status: expiry.expiredStatus },
          `${name} waited for settings too long and will not be sent`,
        );
    }
    await db
      .update(table)
      .set(set({ [keys.status]: "pending", [keys.nextAttemptAt]: sql`now() - interval '1 day'` }))
      .where(waiting);
  }

  /**
   * Gives each overdue open record a job, in batches of RECONCILE_BATCH, each in one transaction: the record
   * is looked at again only after a full interval, and rows another instance is re-queueing are skipped, so two
   * instances never re-queue the same record at once. A record whose job is still waiting in the queue (a
   * backlog, not a lost attempt) gets no second one: a minute of full load once left 87k jobs for 22k leads.
   */
  async function reconcile() {
    if (target.configured) await requeueNotConfigured();
    let requeued = 0;
    for (;;) {
      const batch = await database.transaction(async (tx) => {
        const overdue = tx.db
          .select({ id })
          .from(table)
          .where(
            and(
              isOpen,
              lt(overdueFrom, sql`now() - ${OVERDUE_GRACE_SECONDS} * interval '1 second'`),
              sql`${id}::text not in (${waitingJobRecordIds(queue)})`,
            ),
          )
          .orderBy(overdueFrom)
          .limit(RECONCILE_BATCH)
          .for("update", { skipLocked: true });
        const records = (await tx.db
          .update(table)
          .set(set({ [keys.nextAttemptAt]: sql`now() + ${RECONCILE_EVERY_MS} * interval '1 millisecond'` }))
          .where(inArray(id, overdue))
          .returning({ id, attempts })) as { id: string; attempts: number }[];
        if (records.length > 0) {
          const attemptsToRun = sql`select jsonb_build_object('id', r.id, 'attempt', r.attempts) as data
            from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id text, attempts int)`;
          await tx.db.execute(insertJobs(queue, attemptsToRun));
        }
        return records.length;
      });
      requeued += batch;
      if (batch < RECONCILE_BATCH || stopped) break;
    }
    if (requeued > 0) log.info({ count: requeued, delivery: name }, `re-queued records waiting for ${name}`);
    return requeued;
  }

  /** Milliseconds until the earliest open record becomes overdue, by the database's clock. */
  async function untilNextOverdueMs(): Promise<number> {
    const [next] = await db
      .select({
        ms: sql<number | null>`extract(epoch from min(${overdueFrom}) - now())::float8 * 1000`,
      })
      .from(table)
      .where(isOpen);
    return next?.ms == null ? RECONCILE_EVERY_MS : Number(next.ms) + OVERDUE_GRACE_SECONDS * 1000;
  }

  /**
   * Reconciles again when the earliest open record would become overdue: after a crash that is when
   * the busy window of the attempt it cut off ends (plus the grace), rather than a fixed interval later.
   */
  function scheduleReconcile(afterMs: number) {
    if (stopped) return;
    const sleepMs = Math.min(RECONCILE_EVERY_MS, Math.max(RECONCILE_MIN_SLEEP_MS, afterMs));
    reconcileTimer = setTimeout(async () => {
      try {
        await reconcile();
        scheduleReconcile(await untilNextOverdueMs());
      } catch (error) {
        log.error({ err: error, delivery: name }, "re-queueing failed; trying again shortly");
        scheduleReconcile(OVERDUE_GRACE_SECONDS * 1000);
      }
    }, sleepMs);
    reconcileTimer.unref();
  }

  return {
    async enqueueFirstAttempt(recordId, executor, reqId) {
      const job: DeliveryJob = { id: recordId, attempt: 0, ...(reqId ? { reqId } : {}) };
      await jobs.send(queue, job, { executor });
    },
    queue,
    runAttempt,
    reconcile,
    async start() {
      await jobs.createQueue(queue);
      await jobs.work<DeliveryJob>(queue, runAttempt, { workers: settings.concurrency ?? 1 });
      // The server listens first: a backlog left by a crash is re-queued in the background, batch by batch,
      // instead of holding the start past any health check's patience (54–105 s after a minute of full load).
      scheduleReconcile(0);
    },
    stop() {
      stopped = true;
      clearTimeout(reconcileTimer);
    },
  };
}
