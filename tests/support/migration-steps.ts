import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "#server/db/client";
import type { testDatabases } from "./db.ts";

/**
 * Migrations run one by one on a database reached without the server, for tests of what one migration does to
 * the rows that were there before it.
 */
export interface MigrationSession {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** The migrations before `tag`, in order, by their file names without `.sql`. */
function migrationsBefore(tag: string): string[] {
  return readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith(".sql") && file < tag)
    .sort()
    .map((file) => file.replace(/\.sql$/, ""));
}

/** A fresh database of the given kind, with no migration applied. */
async function openFresh(database: ReturnType<typeof testDatabases>[number]): Promise<MigrationSession> {
  const { databaseUrl } = database.config();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async <Row>(text: string, values?: unknown[]) =>
        (await client.query(text, values)).rows as Row[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await client.query<Row>(text, values)).rows,
    close: () => client.close(),
  };
}

/** One migration file's statements, split as drizzle's migrator splits them. */
export function migrationStatements(tag: string): string[] {
  const text = readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
  return text.split("--> statement-breakpoint").filter((statement) => statement.trim());
}

/** Applies one migration file. */
export async function runMigration(session: MigrationSession, tag: string): Promise<void> {
  for (const statement of migrationStatements(tag)) await session.query(statement);
}

/**
 * In a describe block: a fresh database of this kind with every migration before `tag` applied, opened before
 * its tests and dropped after them. Call the returned function inside a test for the session.
 */
export function useDatabaseBefore(
  database: ReturnType<typeof testDatabases>[number],
  tag: string,
): () => MigrationSession {
  let session: MigrationSession | undefined;
  beforeAll(async () => {
    await database.setup();
    session = await openFresh(database);
    for (const earlier of migrationsBefore(tag)) await runMigration(session, earlier);
  });
  afterAll(async () => {
    await session?.close();
    await database.teardown();
  });
  return () => {
    if (!session) throw new Error(`The database before ${tag} is not open: use it inside a test.`);
    return session;
  };
}
