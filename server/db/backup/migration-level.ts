import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "../client.ts";

/** How far a database's schema is: the migrations applied, and the name of the last one. */
export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

/** Runs one statement on whichever database a command has open (PGlite's `query` and pg's both fit). */
export type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The migrations this release knows, oldest first (Drizzle's journal, server/db/migrations/meta). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** The level Drizzle's own table records; an empty database has applied none. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const { rows } = await query(
    "select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations",
  ).catch((error: { code?: string }) => {
    // No such schema or table: nothing was ever migrated here.
    if (error.code === "3F000" || error.code === "42P01") return { rows: [{ applied: 0, latest: null }] };
    throw error;
  });
  const row = rows[0] as { applied: number; latest: string | null };
  const latest = knownMigrations().find((migration) => String(migration.when) === row.latest);
  return { applied: row.applied, latest: latest?.tag ?? row.latest };
}

/** Why this release cannot take data at `level`, or undefined when it can (it migrates older data at start). */
export function newerThanThisRelease(level: MigrationLevel): string | undefined {
  const known = knownMigrations();
  if (level.applied <= known.length && (level.latest === null || known.some((m) => m.tag === level.latest))) {
    return undefined;
  }
  return `The backup's schema is at migration ${level.latest} (${level.applied} applied), newer than this release knows (${known.at(-1)?.tag}); restore it with the release that made it.`;
}
