import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { IN_MEMORY_DATA_DIR } from "#server/db/client";

export interface TestDatabase {
  /** Shown in test names. */
  name: "PGlite" | "PostgreSQL";
  /** The Config fields that point a server at this database (PGlite: a new in-memory one each time). */
  config(): { dataDir: string; databaseUrl?: string };
  /** Like config(), but every server built with it in this file sees the same data, as after a restart. */
  persistentConfig(): { dataDir: string; databaseUrl?: string };
  setup(): Promise<void>;
  teardown(): Promise<void>;
}

function pglite(): TestDatabase {
  let folder: string | undefined;
  return {
    name: "PGlite",
    config: () => ({ dataDir: IN_MEMORY_DATA_DIR }),
    persistentConfig() {
      folder ??= mkdtempSync(join(tmpdir(), "harmoni-pglite-"));
      return { dataDir: folder };
    },
    async setup() {},
    async teardown() {
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A fresh database per test file on the server in TEST_DATABASE_URL, dropped afterwards. */
function postgres(adminUrl: string): PostgresTestDatabase {
  const databaseName = `harmoni_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    name: "PostgreSQL",
    url: url.toString(),
    config: () => ({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.toString() }),
    persistentConfig: () => ({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.toString() }),
    setup: () => admin(`CREATE DATABASE "${databaseName}"`),
    teardown: () => admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? [pglite(), postgres(adminUrl)] : [pglite()];
}

export interface PostgresTestDatabase extends TestDatabase {
  /** The database's own URL, for reading it directly or pointing a proxy at it. */
  url: string;
}

/** A fresh PostgreSQL database, for the suites that only run against TEST_DATABASE_URL. */
export function postgresTestDatabase(): PostgresTestDatabase {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("TEST_DATABASE_URL is not set; vitest.config.ts includes this suite only with it.");
  return postgres(adminUrl);
}
