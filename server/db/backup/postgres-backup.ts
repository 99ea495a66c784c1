import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { writeAtomically } from "./atomic-file.ts";
import { BackupError } from "./backup-error.ts";
import { type MigrationLevel, migrationLevel } from "./migration-level.ts";

/**
 * libpq's connection for PostgreSQL's own tools: the URL without its password, which goes in PGPASSWORD, so it
 * never shows in the process list.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs one of PostgreSQL's client tools; its own words become the error when it fails. */
function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      fail(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on PATH. Install PostgreSQL's client tools at the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      );
    });
    child.once("exit", (code) => {
      if (code === 0) done();
      else fail(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `pg_dump --format=custom` of DATABASE_URL into `file`, written atomically; answers the schema's level. */
export async function backupPostgres(url: string, file: string): Promise<MigrationLevel> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; name another file.`);
  const level = await withClient(url, (client) => migrationLevel((text) => client.query(text)));
  const { dbname, env } = toolConnection(url);
  await writeAtomically(file, (temporary) =>
    runTool("pg_dump", ["--format=custom", `--file=${temporary}`, `--dbname=${dbname}`], env),
  );
  return level;
}

/** The tables in the schemas a restore writes: the app's, Drizzle's record of migrations, and pg-boss's. */
export async function tablesIn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_tables
      where schemaname in ('public', 'drizzle', 'pgboss') order by 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * `pg_restore` of a `pg_dump --format=custom` file into DATABASE_URL, in one transaction: into an empty database,
 * or with `force` over the tables there (`--clean --if-exists`). Owners and grants are the restoring user's.
 */
export async function restorePostgres(file: string, url: string, options: { force: boolean }): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const tables = await withClient(url, tablesIn);
  if (tables.length > 0 && !options.force) {
    throw new BackupError(
      `The database in DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables[0]}). Restore into a new database, or add --force to replace its tables.`,
    );
  }
  const { dbname, env } = toolConnection(url);
  await runTool(
    "pg_restore",
    [
      "--exit-on-error",
      "--single-transaction",
      "--no-owner",
      "--no-privileges",
      ...(options.force ? ["--clean", "--if-exists"] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
