import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { LeadKind } from "#contracts/lead-ref";
import type { DatabaseHandle, PoolUse } from "../db/client.ts";

/** How a delivery's attempt ended (server/services/delivery.ts). */
export type DeliveryOutcomeName = "delivered" | "skipped" | "retry_scheduled" | "failed" | "not_configured";

/**
 * This app's metrics. A registry of its own (tests build many apps in one process, so never prom-client's global
 * one) with ours (`harmoni_*`, listed in docs/operations/metrics.md) and, when /metrics is served, Node's process
 * metrics (`process_*`, `nodejs_*`).
 */
export interface Metrics {
  registry: Registry;
  /** A new lead or quote request stored, or a repeat submission folded into an earlier lead. */
  stored(kind: LeadKind, repeat: boolean): void;
  delivery(queue: string, outcome: DeliveryOutcomeName): void;
  /** One answer, by the route that matched it (never the raw URL, so the labels stay few) and its status. */
  answered(method: string, route: string, statusCode: number, seconds: number): void;
  /** The job queues' depth and the connection pool, read from `database` when Prometheus scrapes. */
  watch(database: DatabaseHandle, log: FastifyBaseLogger): void;
}

/** pg-boss 10's table, in the schema the jobs plugin leaves at its default (server/plugins/internal/jobs.ts). */
const JOB_TABLE = sql.raw("pgboss.job");
const QUEUE_TABLE = sql.raw("pgboss.queue");

interface QueueRow {
  queue: string;
  waiting: number;
  oldest_due_seconds: number;
}

/**
 * Every queue with its waiting jobs (created or retry, scheduled ones included) and how long the job due longest
 * has waited since it became due: one grouped query over pg-boss's partial index of waiting jobs (job_i5).
 */
const QUEUE_DEPTH = sql`
  select q.name as queue, count(j.id)::int as waiting,
    coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8
      as oldest_due_seconds
  from ${QUEUE_TABLE} q left join ${JOB_TABLE} j on j.name = q.name and j.state < 'active'
  group by q.name`;

/** `served`: /metrics is on, so Node's process metrics are collected too (each set watches the event loop and GC). */
export function createMetrics(served: boolean): Metrics {
  const registry = new Registry();
  if (served) collectDefaultMetrics({ register: registry });
  const stored = new Counter({
    name: "harmoni_leads_stored_total",
    help: "Leads (kind=lead) and business quote requests (kind=quote) stored; repeat=true for a repeat submission within the duplicate window.",
    labelNames: ["kind", "repeat"] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "harmoni_deliveries_total",
    help: "Delivery attempts by job queue and outcome: delivered, retry_scheduled, failed (for good) or not_configured.",
    labelNames: ["queue", "outcome"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "harmoni_http_request_duration_seconds",
    help: "Time to answer each HTTP request, by method, matched route (static: a file of the site) and status code; its _count counts the requests.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  let database: DatabaseHandle | undefined;
  let log: FastifyBaseLogger | undefined;
  let scrape: Promise<QueueRow[]> | undefined;
  /** Both queue gauges read the same query, run once per scrape (the registry collects them concurrently). */
  function queueRows(): Promise<QueueRow[]> {
    if (!database) return Promise.resolve([]);
    scrape ??= database.background.db
      .execute(QUEUE_DEPTH)
      .then((result) => (result as unknown as { rows: QueueRow[] }).rows)
      .catch((error: unknown) => {
        log?.warn({ err: error }, "metrics: the job queues could not be read");
        return [];
      })
      .finally(() => {
        scrape = undefined;
      });
    return scrape;
  }
  new Gauge({
    name: "harmoni_job_queue_depth",
    help: "Jobs waiting in each queue (created or retry, including those scheduled for later).",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: row.queue }, row.waiting);
    },
  });
  new Gauge({
    name: "harmoni_job_queue_oldest_due_seconds",
    help: "How long the job due longest in each queue has waited since it became due (0: none due).",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: row.queue }, row.oldest_due_seconds);
    },
  });
  /** Only PostgreSQL has a pool; PGlite is one connection inside the process, and nothing is reported for it. */
  function watchPool(pool: () => PoolUse) {
    const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    gauge(
      "harmoni_db_pool_connections",
      "PostgreSQL connections the app's pool holds (at most 10).",
      (use) => use.total,
    );
    gauge(
      "harmoni_db_pool_idle_connections",
      "Of those, the connections idle in the pool.",
      (use) => use.idle,
    );
    gauge(
      "harmoni_db_pool_waiting_queries",
      "Queries waiting for a connection of the pool.",
      (use) => use.waiting,
    );
  }
  return {
    registry,
    stored: (kind, repeat) => stored.inc({ kind, repeat: String(repeat) }),
    delivery: (queue, outcome) => deliveries.inc({ queue, outcome }),
    answered(method, route, statusCode, seconds) {
      duration.observe({ method, route, status_code: statusCode }, seconds);
    },
    watch(watched, logger) {
      database = watched;
      log = logger;
      if (watched.poolUse) watchPool(watched.poolUse);
    },
  };
}
