/**
 * The database's own limit for the lead API's work: the statements of one submission's transaction
 * (server/services/leads.ts, `leadStatements`: the advisory lock, then one statement that checks for a duplicate,
 * stores the lead and its event, queues its HubSpot and staff-alert jobs and writes its welcome e-mail), run with
 * nothing of our server in between, from as many concurrent callers as the load has connections. The lead API's
 * figure is read against it.
 *
 * - PostgreSQL: `pgbench` with a script of the same statements (BEGIN, the lock, the store, COMMIT), each client
 *   submitting its own e-mails, `-j 2` threads, simple protocol.
 * - PGlite: it is one connection inside one process, so there is no pgbench for it. The server's own call
 *   (`storeLead`: on PGlite the store statement alone, through Drizzle) runs from concurrent callers, each
 *   starting its next submission when its last one ends: they queue on PGlite's single connection as the
 *   server's requests do.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PgDialect } from "drizzle-orm/pg-core";
import { CURRENT_CONSENT_VERSION } from "#contracts/consent";
import { CRM_SYNC_QUEUE } from "#server/services/crm-sync";
import { type LeadSubmission, leadStatements, storeLead } from "#server/services/leads";
import { LEAD_ALERT_QUEUE } from "#server/services/staff-alerts";
import { type DatabaseLocation, openBenchDatabase } from "./processes.ts";
import { percentile } from "./stats.ts";

export const PGBENCH = "/usr/bin/pgbench";
export const PGBENCH_INSTALL_HINT = "apt-get install postgresql-client (Debian's package, pgbench)";
export const LIMIT_SECONDS = 10;
/** pgbench's worker threads: the machine's two cores. */
const PGBENCH_THREADS = 2;
/** The e-mails this module stores end with it, so the lead bench's row count leaves them out. */
export const LIMIT_EMAIL_DOMAIN = "limit.harmoniyoga.example";
const LEAD_JOB_QUEUES = [CRM_SYNC_QUEUE, LEAD_ALERT_QUEUE];

export interface DatabaseLimit {
  method: string;
  clients: number;
  seconds: number;
  transactions: number;
  transactionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Transactions that failed (pgbench stops a client at its first error). */
  failed: number;
}

/** What the lead modal sends, its consent included (lead-load.ts sends the same), from the bench's own address. */
function submission(email: string): LeadSubmission {
  return {
    name: "Bench Visitor",
    email,
    phone: "+14155550142",
    consent: { version: CURRENT_CONSENT_VERSION, sms: false },
    ip: "127.0.0.1",
  };
}

/** A SQL string literal: the statements are sent as text by pgbench's simple protocol. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The lead transaction as a pgbench script: the server's own statements with their parameters written in,
 * and the e-mail built from pgbench's client id and a per-client counter (`-D seq=0`), so every transaction
 * stores a new lead as every bench request does.
 */
export function pgbenchScript(): string {
  // Lower case: the e-mail is stored lower-cased.
  const marker = "pgbenchclientsequence";
  const dialect = new PgDialect();
  const { lock, store } = leadStatements(submission(`${marker}@${LIMIT_EMAIL_DOMAIN}`), LEAD_JOB_QUEUES);
  const render = (statement: typeof lock) => {
    const query = dialect.sqlToQuery(statement);
    const text = query.sql.replace(/\$(\d+)/g, (_, index) => literal(query.params[Number(index) - 1]));
    // Inside a quoted literal: close it, append the client and counter, reopen it.
    return `${text.replaceAll(marker, "pgbench-' || :client_id || '-' || :seq || '").replace(/\s+/g, " ").trim()};`;
  };
  return ["\\set seq :seq + 1", "BEGIN;", render(lock), render(store), "COMMIT;", ""].join("\n");
}

async function pgbenchLatencies(logDir: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(logDir)) {
    for (const line of (await readFile(join(logDir, file), "utf8")).split("\n")) {
      // client_id transaction_no latency_us script_no epoch epoch_us
      const latencyUs = Number(line.split(" ")[2]);
      if (line && Number.isFinite(latencyUs)) latencies.push(latencyUs / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

/** pgbench with the lead transaction against the bench's (migrated) PostgreSQL database. */
export async function postgresLimit(databaseUrl: string, clients: number): Promise<DatabaseLimit> {
  if (!existsSync(PGBENCH))
    throw new Error(`pgbench is not installed at ${PGBENCH}: ${PGBENCH_INSTALL_HINT}.`);
  const dir = await mkdtemp(join(tmpdir(), "harmoni-pgbench-"));
  try {
    const script = join(dir, "lead.sql");
    await writeFile(script, pgbenchScript());
    const logDir = join(dir, "log");
    await mkdir(logDir);
    const { stdout } = await promisify(execFile)(
      PGBENCH,
      [
        "--no-vacuum",
        `--file=${script}`,
        `--client=${clients}`,
        `--jobs=${PGBENCH_THREADS}`,
        `--time=${LIMIT_SECONDS}`,
        "--protocol=simple",
        "--define=seq=0",
        "--log",
        `--log-prefix=${join(logDir, "lead")}`,
        databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps || !processed) throw new Error(`pgbench printed no summary:\n${stdout}`);
    const latencies = await pgbenchLatencies(logDir);
    return {
      method: `pgbench, ${PGBENCH_THREADS} threads, simple protocol`,
      clients,
      seconds: LIMIT_SECONDS,
      transactions: Number(processed[1]),
      transactionsPerSecond: Number(tps[1]),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failed: failed ? Number(failed[1]) : 0,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The server's own `storeLead` on the embedded database, from `callers` concurrent loops. */
export async function pgliteLimit(database: DatabaseLocation, callers: number): Promise<DatabaseLimit> {
  const handle = await openBenchDatabase(database);
  const latencies: number[] = [];
  let failed = 0;
  try {
    const started = performance.now();
    const deadline = started + LIMIT_SECONDS * 1000;
    const caller = async (id: number) => {
      for (let sequence = 1; performance.now() < deadline; sequence += 1) {
        const statements = leadStatements(
          submission(`pglite-${id}-${sequence}@${LIMIT_EMAIL_DOMAIN}`),
          LEAD_JOB_QUEUES,
        );
        const begun = performance.now();
        try {
          await storeLead(handle, statements);
          latencies.push(performance.now() - begun);
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: callers }, (_, id) => caller(id)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      method: `the server's driver (Drizzle over PGlite), ${callers} concurrent callers`,
      clients: callers,
      seconds: Math.round(seconds * 10) / 10,
      transactions: latencies.length,
      transactionsPerSecond: latencies.length / seconds,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      failed,
    };
  } finally {
    await handle.close();
  }
}
