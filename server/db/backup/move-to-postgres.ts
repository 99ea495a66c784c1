import { sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import { BackupError } from "./backup-error.ts";

/** What the move copied, table by table, for the command to report. */
export interface MoveResult {
  tables: { name: string; rows: number }[];
  /** Accounts whose two-factor secrets need the key that sealed them on the PostgreSQL servers too. */
  twoFactorAccounts: number;
}

interface Table {
  oid: number;
  name: string;
  columns: string[];
  hasTriggers: boolean;
}

/** Rows read from the embedded database and inserted into PostgreSQL per statement. */
const BATCH_ROWS = 500;

/**
 * The tables the move copies, in an order where each comes after the tables its foreign keys point to: every
 * table of the app's schema, and pg-boss's but its version (written by pg-boss itself) and its queues (created
 * through pg-boss's own function, which also makes each queue's partition of the jobs table).
 */
async function tablesToCopy(target: pg.Client): Promise<Table[]> {
  const { rows } = await target.query<{
    oid: number;
    name: string;
    columns: string[];
    has_triggers: boolean;
  }>(
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name,
            array(select quote_ident(a.attname) from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as columns,
            exists(select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as has_triggers
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss') and c.relkind in ('r', 'p') and not c.relispartition
        and not (n.nspname = 'pgboss' and c.relname in ('version', 'queue'))
      order by n.nspname desc, c.relname`,
  );
  const references = await target.query<{ from: number; to: number }>(
    "select conrelid::int as from, confrelid::int as to from pg_constraint where contype = 'f' and conrelid <> confrelid",
  );
  const ordered: Table[] = [];
  const placed = new Set<number>();
  const inSet = new Set(rows.map((row) => row.oid));
  const pending = rows.map((row) => ({
    oid: row.oid,
    name: row.name,
    columns: row.columns,
    hasTriggers: row.has_triggers,
    needs: references.rows.filter((ref) => ref.from === row.oid && inSet.has(ref.to)).map((ref) => ref.to),
  }));
  while (pending.length > 0) {
    const next = pending.findIndex((table) => table.needs.every((oid) => placed.has(oid)));
    if (next < 0) throw new Error(`The tables' foreign keys form a cycle: ${pending.map((t) => t.name)}.`);
    const [table] = pending.splice(next, 1);
    if (!table) break;
    placed.add(table.oid);
    ordered.push(table);
  }
  return ordered;
}

/** Reads one statement's rows from the embedded database. */
async function read<T>(source: DatabaseHandle, text: string): Promise<T[]> {
  return ((await source.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/**
 * Copies one table: the embedded database's rows as JSON through a cursor, inserted in batches with
 * `json_populate_recordset`, so every column keeps its type, identity values included.
 */
async function copyTable(source: DatabaseHandle, target: pg.Client, table: Table): Promise<number> {
  const columns = table.columns.join(", ");
  const insert = `insert into ${table.name} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${table.name}, $1::json)`;
  let copied = 0;
  await source.transaction(async ({ executor }) => {
    await executor.executeSql(
      `declare harmoni_move no scroll cursor for select row_to_json(t)::text as row from ${table.name} t`,
    );
    for (;;) {
      const { rows } = await executor.executeSql(`fetch forward ${BATCH_ROWS} from harmoni_move`);
      if (rows.length === 0) break;
      await target.query(insert, [`[${(rows as { row: string }[]).map((row) => row.row).join(",")}]`]);
      copied += rows.length;
    }
    await executor.executeSql("close harmoni_move");
  });
  return copied;
}

/** Creates pg-boss's schema in the target, as a server's first start would, so the move can fill it. */
async function createJobSchema(url: string) {
  const boss = new PgBoss({ connectionString: url, max: 1, schedule: false, supervise: false });
  const failures: Error[] = [];
  boss.on("error", (error) => failures.push(error));
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  if (failures[0]) throw failures[0];
}

async function copyAll(source: DatabaseHandle, target: pg.Client): Promise<MoveResult> {
  const tables = await tablesToCopy(target);
  for (const table of tables) {
    const { rows } = await target.query(`select 1 from ${table.name} limit 1`);
    if (rows.length > 0) {
      throw new BackupError(
        `The PostgreSQL database is not empty: ${table.name} has rows. Move into a new, empty database.`,
      );
    }
  }
  const [twoFactor] = await read<{ n: number }>(
    source,
    "select count(*)::int as n from staff_users where two_factor_secret is not null",
  );
  const result: MoveResult = { tables: [], twoFactorAccounts: twoFactor?.n ?? 0 };
  await target.query("begin");
  try {
    const queues = await read<{ name: string; options: object }>(
      source,
      `select name, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay,
              'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds,
              'retentionMinutes', retention_minutes, 'deadLetter', dead_letter) as options
         from pgboss.queue order by dead_letter is not null, name`,
    );
    for (const queue of queues) {
      await target.query("select pgboss.create_queue($1, $2::json)", [
        queue.name,
        JSON.stringify(queue.options),
      ]);
    }
    for (const table of tables) {
      // The copied rows are final: a trigger (contact_identities', ADR 038) would add rows the copy brings too.
      if (table.hasTriggers) await target.query(`alter table ${table.name} disable trigger user`);
      const copied = await copyTable(source, target, table);
      if (table.hasTriggers) await target.query(`alter table ${table.name} enable trigger user`);
      const [counted] = await read<{ n: number }>(source, `select count(*)::int as n from ${table.name}`);
      if (copied !== counted?.n) throw new Error(`${table.name}: copied ${copied} rows of ${counted?.n}.`);
      result.tables.push({ name: table.name, rows: copied });
    }
    const sequences = await read<{ name: string }>(
      source,
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname in ('public', 'pgboss')`,
    );
    for (const { name } of sequences) {
      const [state] = await read<{ last_value: string; is_called: boolean }>(
        source,
        `select last_value::text, is_called from ${name}`,
      );
      await target.query("select setval($1::regclass, $2::bigint, $3)", [
        name,
        state?.last_value,
        state?.is_called,
      ]);
    }
    await target.query("commit");
  } catch (error) {
    await target.query("rollback");
    throw error;
  }
  return result;
}

/**
 * Moves the embedded database in DATA_DIR into an empty PostgreSQL database (ADR 046): the target is migrated
 * and given pg-boss's schema as a first server start would, then every row of the app's tables and pg-boss's
 * (waiting jobs included) is copied in one transaction, with identity sequences where the source left them. The
 * embedded database is locked throughout, so the server must be stopped, and it is left as it was.
 */
export async function moveToPostgres(dataDir: string, url: string): Promise<MoveResult> {
  const source = await openDatabase({ dataDir });
  try {
    const migrated = await openDatabase({ dataDir, databaseUrl: url });
    await migrated.close();
    await createJobSchema(url);
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      return await copyAll(source, target);
    } finally {
      await target.end();
    }
  } finally {
    await source.close();
  }
}
