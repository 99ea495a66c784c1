import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Param, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createMemoryTemplate, templateKey } from "./memory-template.ts";
import { createRequestsFirst } from "./requests-first.ts";
import * as schema from "./schema.ts";
import { createTurns, type Lane, type Turns } from "./turns.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The shape pg-boss accepts to run its SQL on a connection we own. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Transaction {
  db: Database;
  /** Runs raw SQL inside the same transaction, so a job can be enqueued atomically with the data. */
  executor: SqlExecutor;
}

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /**
   * The same database for work no request waits on (the deliveries' workers). On PGlite its queries and
   * transactions take their turn after those of requests (turns.ts); on PostgreSQL its transactions start
   * when no request's transaction is open (requests-first.ts).
   */
  background: DatabaseHandle;
  /** Set only for the embedded database: pg-boss runs through it on the same instance, as background work. */
  pgliteExecutor?: SqlExecutor;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Set only for PostgreSQL: how busy its connection pool is now, for /metrics. */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

/** pg's pool counts: connections open, of those idle, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  onPoolError?: (error: Error) => void;
}

export const IN_MEMORY_DATA_DIR = "memory://";

/** Serialises schema migrations when several server instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_246_001;

/**
 * The nearest server/db/migrations above this module: the same walk works from TypeScript sources (server/db)
 * and from the compiled server (build/node/server/db, where tsc copies no SQL), so migrations are found in both.
 * It looks for the migrations, not for a package.json: the compiled server has its own (ADR 043).
 */
function migrationsFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, "server", "db", "migrations");
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error("Could not find server/db/migrations above the server.");
  }
}

export const MIGRATIONS_FOLDER = migrationsFolder();

/** Rewrites `$1`-style SQL from pg-boss into a Drizzle query with bound parameters. */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${new Param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function drizzleExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

function withTransactions(db: Database) {
  return <T>(work: (tx: Transaction) => Promise<T>) =>
    db.transaction((tx) => work({ db: tx, executor: drizzleExecutor(tx) }));
}

/** The embedded database folder is open in another process (or already in this one). */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process${pid > 0 ? ` (pid ${pid})` : ""}. ` +
        "Stop the server first, or use PostgreSQL (DATABASE_URL).",
    );
    this.name = "DatabaseLockedError";
  }
}

/** flock(1)'s exit code when another process holds the lock (--conflict-exit-code). */
const LOCK_CONFLICT = 75;

/**
 * PGlite is single-process: two processes opening one folder corrupt it, and acknowledged leads are lost. The
 * lock is the kernel's (flock(2) on `harmoni.lock`), taken and held by util-linux's flock(1) in a child process
 * that lives as long as this process's end of a pipe: whatever way this process ends, the kernel closes the pipe
 * and the lock goes with it. Unlike a pid in a file, it holds against a process in another PID namespace (a
 * second container on a shared volume), and a crashed owner's lock is never left behind (ADR 044).
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = resolve(dataDir, "harmoni.lock");
  const holder = spawn(
    "flock",
    [
      "--nonblock",
      "--conflict-exit-code",
      String(LOCK_CONFLICT),
      lockFile,
      "sh",
      "-c",
      "echo locked; exec cat",
    ],
    { stdio: ["pipe", "pipe", "ignore"] },
  );
  const exited = new Promise<number | null>((done) => holder.once("exit", (code) => done(code)));
  const taken = await new Promise<boolean | Error>((done) => {
    holder.once("error", (error) => done(error));
    holder.stdout?.once("data", () => done(true));
    void exited.then(() => done(false));
  });
  if (taken instanceof Error) {
    throw new Error(
      `The embedded database needs util-linux's flock to lock ${dataDir} (${taken.message}); install util-linux, or use PostgreSQL (DATABASE_URL).`,
    );
  }
  if (!taken) {
    const pid = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if ((await exited) === LOCK_CONFLICT) throw new DatabaseLockedError(dataDir, pid);
    throw new Error(`The embedded database's lock file ${lockFile} could not be locked.`);
  }
  // For the message a second process shows; the lock itself is the kernel's, not this text.
  await writeFile(lockFile, String(process.pid));
  // The holder must not keep this process alive on its own: closing the database releases it.
  holder.unref();
  (holder.stdin as unknown as { unref(): void } | null)?.unref();
  (holder.stdout as unknown as { unref(): void } | null)?.unref();
  return {
    async release() {
      // Referenced again while it ends, or a process with nothing else to do would exit before the lock is gone.
      holder.ref();
      holder.stdin?.end();
      await exited;
    },
  };
}

/**
 * Loaded into every embedded database: migration 0003 creates pg_trgm for the inbox search, 0015 btree_gist for
 * the trials' no-overlap constraint.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** The folder in DATA_DIR that holds the embedded database's files (beside the lock file). */
export function pgliteFolder(dataDir: string): string {
  return resolve(dataDir, "pglite");
}

const memoryTemplate = createMemoryTemplate(() => templateKey(MIGRATIONS_FOLDER));

/** An empty database with every migration applied, as a data-folder dump to start in-memory ones from. */
async function emptyMigratedDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let client: PGlite;
  let lock: { release(): Promise<void> } | undefined;
  if (dataDir === IN_MEMORY_DATA_DIR) {
    const loadDataDir = await memoryTemplate.get(emptyMigratedDump);
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  } else {
    lock = await lockDataDir(dataDir);
    const folder = pgliteFolder(dataDir);
    try {
      await mkdir(folder, { recursive: true });
      client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    await lock?.release();
    throw error;
  }
  const turns = createTurns({ maxBackgroundWaitMs: MAX_BACKGROUND_WAIT_MS });
  const close = async () => {
    if (!client.closed) await client.close();
    await lock?.release();
  };
  const backgroundClient = pgliteInLane(client, turns, "background");
  const pgliteExecutor: SqlExecutor = {
    // pg-boss sends its schema setup as one multi-statement text without parameters; `query`
    // takes a single statement, `exec` takes many but no parameters.
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await backgroundClient.query(text, values)).rows };
      const results = await backgroundClient.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  const background = pgliteHandle({ client: backgroundClient, pgliteExecutor, close });
  return pgliteHandle({ client: pgliteInLane(client, turns, "request"), pgliteExecutor, close, background });
}

/**
 * The longest background work waits while requests keep coming, on PGlite for a turn (turns.ts) and on
 * PostgreSQL for a transaction (requests-first.ts): a burst slows each of the deliveries' workers to about one
 * query or transaction a second, and never stops them.
 */
export const MAX_BACKGROUND_WAIT_MS = 1_000;

/** PGlite's query, exec and transaction, each taking its turn in `lane`; Drizzle calls nothing else. */
function pgliteInLane(client: PGlite, turns: Turns, lane: Lane): PGlite {
  return {
    query: (...args: Parameters<PGlite["query"]>) => turns.run(lane, () => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => turns.run(lane, () => client.exec(...args)),
    transaction: (...args: Parameters<PGlite["transaction"]>) =>
      turns.run(lane, () => client.transaction(...args)),
  } as PGlite;
}

/** A handle on PGlite through `client` (one lane); without `background`, it is its own background. */
function pgliteHandle(parts: {
  client: PGlite;
  pgliteExecutor: SqlExecutor;
  close: () => Promise<void>;
  background?: DatabaseHandle;
}): DatabaseHandle {
  const { client, pgliteExecutor, close } = parts;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    kind: "pglite",
    db,
    get background() {
      return parts.background ?? handle;
    },
    pgliteExecutor,
    transaction: withTransactions(db),
    async ping() {
      await client.query("select 1");
    },
    close,
  };
  return handle;
}

/**
 * How long a query waits for a connection: to open one, or for a busy pool to free one. Without it a
 * database whose packets are dropped (a dead host, a firewall) holds every request until the operating
 * system gives up, minutes later. A healthy PostgreSQL accepts in milliseconds, and at 100 concurrent
 * lead submissions a pool slot frees within about a second (tests/resilience/postgres/lead-load.test.ts,
 * p99); 5 s leaves ample margin for a loaded server, yet the visitor hears "try again" long before a
 * browser or a reverse proxy (30-60 s) gives up on the request.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // pg-pool listens for errors only on idle clients. A client checked out for a transaction whose
  // connection drops between two queries would emit an unhandled 'error' and kill the process; with its
  // own listener, its next query fails instead and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
  // An idle client's error also reaches the pool, which throws without a listener; the client's own
  // listener has logged it already.
  pool.on("error", () => {});
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: migrationClient, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await migrationClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    migrationClient.release();
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  // Drizzle's own pool transaction sends BEGIN before its try/finally, so a BEGIN on a connection that
  // just dropped leaks that client for good; ten such leaks and every request waits on an empty pool
  // until a restart. Here the client is always released, and destroyed when its connection failed.
  async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let failure: unknown;
    try {
      // Without the schema: building its relational config took ~80 µs per transaction, and nothing
      // inside a transaction uses relational queries (`db.query.*`).
      return await withTransactions(drizzleNodePg({ client }) as unknown as Database)(work);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  }
  const requestsFirst = createRequestsFirst({ maxBackgroundWaitMs: MAX_BACKGROUND_WAIT_MS });
  const inLane = (lane: Lane): DatabaseHandle => ({
    kind: "postgres",
    db,
    get background() {
      return background;
    },
    transaction: (work) => requestsFirst.run(lane, () => transaction(work)),
    async ping() {
      await pool.query("select 1");
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  });
  const background = inLane("background");
  return inLane("request");
}

/** Opens the embedded database in DATA_DIR, or PostgreSQL when a URL is given, and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** True when an error means the database cannot be reached, as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || code.startsWith("08"))) return true;
    if (
      /PGlite is closed|Cannot use a pool after calling end|Connection terminated|is not queryable|timeout exceeded when trying to connect/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}
