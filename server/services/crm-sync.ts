import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DatabaseHandle, SqlExecutor } from "../db/client.ts";
import { type CrmStatus, type LeadEventType, leadEvents, leads } from "../db/schema.ts";
import type { Jobs } from "../plugins/jobs.ts";
import { type Crm, CrmError } from "./crm.ts";

export const CRM_SYNC_QUEUE = "crm-sync-lead";

/** One job is one attempt; `attempt` is how many attempts the lead had when the job was made. */
export interface CrmSyncJob {
  leadId: string;
  attempt: number;
}

export interface CrmSyncSettings {
  retryBaseSeconds: number;
  maxAttempts: number;
  /** How long an attempt may take before the lead counts as stuck (the CRM timeout plus a margin). */
  attemptTimeoutMs: number;
}

export interface CrmSync {
  /** Queues the first attempt inside the transaction that stores the lead. */
  enqueueFirstAttempt(leadId: string, executor: SqlExecutor): Promise<void>;
  runAttempt(job: CrmSyncJob): Promise<void>;
  /** Re-queues leads whose job was lost (crash, exhausted job retries) or that waited for a token. */
  reconcile(): Promise<number>;
  start(): Promise<void>;
  stop(): void;
}

const OPEN_STATUSES: CrmStatus[] = ["pending", "retrying"];
const STUCK_GRACE_SECONDS = 60;
const RECONCILE_EVERY_MS = 5 * 60_000;

async function recordEvent(
  db: Database,
  leadId: string,
  type: LeadEventType,
  detail: Record<string, unknown>,
) {
  await db.insert(leadEvents).values({ leadId, type, detail });
}

/** Exponential backoff from the base, never sooner than HubSpot's Retry-After. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, retryAfterSeconds?: number): number {
  const backoff = baseSeconds * 2 ** (attempt - 1);
  return Math.max(backoff, retryAfterSeconds ?? 0);
}

export function createCrmSync(deps: {
  database: DatabaseHandle;
  jobs: Jobs;
  crm: Crm;
  settings: CrmSyncSettings;
  log: FastifyBaseLogger;
}): CrmSync {
  const { database, jobs, crm, settings, log } = deps;
  const { db } = database;
  let reconcileTimer: NodeJS.Timeout | undefined;

  /**
   * Changes the lead's sync state and records why in one transaction, so the status and the event log
   * never disagree. `onlyWhileOpen` skips leads that another attempt already finished.
   */
  async function transition(
    leadId: string,
    changes: PgUpdateSetSource<typeof leads>,
    event: { type: LeadEventType; detail: Record<string, unknown> },
    onlyWhileOpen = false,
  ): Promise<boolean> {
    return database.transaction(async ({ db: tx }) => {
      const updated = await tx
        .update(leads)
        .set(changes)
        .where(
          onlyWhileOpen
            ? and(eq(leads.id, leadId), inArray(leads.crmStatus, OPEN_STATUSES))
            : eq(leads.id, leadId),
        )
        .returning({ id: leads.id });
      if (updated.length === 0) return false;
      await recordEvent(tx, leadId, event.type, event.detail);
      return true;
    });
  }

  async function markNotConfigured(leadId: string) {
    const changed = await transition(
      leadId,
      { crmStatus: "not_configured", crmNextAttemptAt: null },
      { type: "crm_not_configured", detail: {} },
      true,
    );
    if (changed) log.info({ leadId }, "lead kept; HubSpot is not configured so it was not sent");
  }

  /** Takes the attempt only if no other job took it first, so a re-queued lead is never sent twice. */
  async function claim(job: CrmSyncJob) {
    const [lead] = await db
      .update(leads)
      .set({
        crmAttempts: job.attempt + 1,
        crmNextAttemptAt: sql`now() + ${Math.ceil(settings.attemptTimeoutMs / 1000) + STUCK_GRACE_SECONDS} * interval '1 second'`,
      })
      .where(
        and(
          eq(leads.id, job.leadId),
          eq(leads.crmAttempts, job.attempt),
          inArray(leads.crmStatus, OPEN_STATUSES),
        ),
      )
      .returning();
    return lead;
  }

  async function scheduleRetry(leadId: string, attempt: number, error: CrmError) {
    const delay = retryDelaySeconds(attempt, settings.retryBaseSeconds, error.retryAfterSeconds);
    const nextAttemptAt = new Date(Date.now() + delay * 1000);
    await database.transaction(async (tx) => {
      await tx.db
        .update(leads)
        .set({ crmStatus: "retrying", crmLastError: error.message, crmNextAttemptAt: nextAttemptAt })
        .where(eq(leads.id, leadId));
      await recordEvent(tx.db, leadId, "crm_retry_scheduled", {
        attempt,
        error: error.message,
        nextAttemptAt: nextAttemptAt.toISOString(),
      });
      await jobs.send(CRM_SYNC_QUEUE, { leadId, attempt } satisfies CrmSyncJob, {
        startAfter: nextAttemptAt,
        executor: tx.executor,
      });
    });
    log.warn({ leadId, attempt, delaySeconds: delay, err: error }, "HubSpot sync failed; retry scheduled");
  }

  async function markFailed(leadId: string, attempt: number, error: CrmError) {
    await transition(
      leadId,
      { crmStatus: "failed", crmLastError: error.message, crmNextAttemptAt: null },
      { type: "crm_failed", detail: { attempt, error: error.message, status: error.status } },
    );
    log.error({ leadId, attempt, err: error }, "HubSpot sync failed for good; the lead is kept as failed");
  }

  async function runAttempt(job: CrmSyncJob) {
    if (!crm.configured) return markNotConfigured(job.leadId);
    const lead = await claim(job);
    if (!lead) return;
    const attempt = job.attempt + 1;
    await recordEvent(db, lead.id, "crm_sync_attempt", { attempt });
    try {
      const { contactId } = await crm.upsertContact(lead);
      await transition(
        lead.id,
        {
          crmStatus: "synced",
          crmContactId: contactId,
          crmSyncedAt: sql`now()`,
          crmLastError: null,
          crmNextAttemptAt: null,
        },
        { type: "crm_synced", detail: { attempt, contactId } },
      );
    } catch (caught) {
      const error =
        caught instanceof CrmError ? caught : new CrmError(`Unexpected CRM error: ${String(caught)}`, true);
      if (error.retryable && attempt < settings.maxAttempts) await scheduleRetry(lead.id, attempt, error);
      else await markFailed(lead.id, attempt, error);
    }
  }

  async function reconcile() {
    if (crm.configured) {
      await db
        .update(leads)
        .set({ crmStatus: "pending", crmNextAttemptAt: sql`now() - interval '1 day'` })
        .where(eq(leads.crmStatus, "not_configured"));
    }
    const stuck = await db
      .select({ id: leads.id, attempts: leads.crmAttempts })
      .from(leads)
      .where(
        and(
          inArray(leads.crmStatus, OPEN_STATUSES),
          lt(leads.crmNextAttemptAt, sql`now() - ${STUCK_GRACE_SECONDS} * interval '1 second'`),
        ),
      );
    for (const lead of stuck) {
      await jobs.send(CRM_SYNC_QUEUE, { leadId: lead.id, attempt: lead.attempts } satisfies CrmSyncJob);
    }
    if (stuck.length > 0) log.info({ count: stuck.length }, "re-queued leads waiting for HubSpot sync");
    return stuck.length;
  }

  return {
    async enqueueFirstAttempt(leadId, executor) {
      await jobs.send(CRM_SYNC_QUEUE, { leadId, attempt: 0 } satisfies CrmSyncJob, { executor });
    },
    runAttempt,
    reconcile,
    async start() {
      await jobs.createQueue(CRM_SYNC_QUEUE);
      await jobs.work<CrmSyncJob>(CRM_SYNC_QUEUE, runAttempt);
      await reconcile();
      reconcileTimer = setInterval(() => {
        reconcile().catch((error) => log.error({ err: error }, "re-queueing unsynced leads failed"));
      }, RECONCILE_EVERY_MS);
      reconcileTimer.unref();
    },
    stop() {
      clearInterval(reconcileTimer);
    },
  };
}
