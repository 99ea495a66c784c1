import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { knownMigrations } from "#server/db/backup/migration-level";
import {
  backupSuite,
  expectRestored,
  npmRun,
  PENDING_DELIVERY_CONFIG,
  runHere,
  type SeededData,
} from "#tests/support/backup-data.ts";
import { testConfig } from "#tests/support/config.ts";
import { postgresTestDatabase, testDatabases } from "#tests/support/db.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

// An app on a data folder migrates on disk, and seeding waits for HubSpot's first failure: on a busy 2-core
// machine the suite's hooks took over the default minute.
vi.setConfig({ hookTimeout: 180_000 });

const { scratch, seedWithHubSpotDown } = backupSuite("harmoni-pg-backup-");

/** A fresh server on `url` must find everything `seeded` made. */
async function expectRestoredOn(url: string, seeded: SeededData) {
  const restored = await buildApp(testConfig({ ...PENDING_DELIVERY_CONFIG, databaseUrl: url }), {
    now: () => SUITE_NOW,
  });
  try {
    await expectRestored(restored, seeded);
  } finally {
    await restored.close();
  }
}

/** docs/operations/backups.md: pg_dump while the servers run, pg_restore into a new database. */
describe("npm run backup and restore on PostgreSQL", { timeout: 180_000 }, () => {
  const source = postgresTestDatabase();
  const target = postgresTestDatabase();
  const server = useTestApp(source, { config: PENDING_DELIVERY_CONFIG });
  let seeded: SeededData;

  beforeAll(async () => {
    await target.setup();
    seeded = await seedWithHubSpotDown(server.app);
  });
  afterAll(() => target.teardown());

  it("dumps the running database and restores it into a new one that a fresh server reads", async () => {
    const file = join(scratch, "harmoni.pgdump");
    const backup = await npmRun("backup", [file], { DATABASE_URL: source.url });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toContain(`schema at ${knownMigrations().at(-1)?.tag}`);

    const restore = await npmRun("restore", [file], { DATABASE_URL: target.url });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    await expectRestoredOn(target.url, seeded);

    const again = await runHere("restore", [file], { DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("The database in DATABASE_URL is not empty");
  });
});

const pglite = testDatabases().find((database) => database.name === "PGlite");
if (!pglite) throw new Error("testDatabases() always includes PGlite");

/** README, "PGlite is for one process": the documented way from the embedded database to PostgreSQL. */
describe("npm run db:move-to-postgres", { timeout: 180_000 }, () => {
  const server = useTestApp(pglite, { persistent: true, config: PENDING_DELIVERY_CONFIG });
  const target = postgresTestDatabase();
  let seeded: SeededData;

  beforeAll(async () => {
    await target.setup();
    seeded = await seedWithHubSpotDown(server.app);
  });
  afterAll(() => target.teardown());

  it("copies every table, jobs waiting included, into an empty database that a fresh server reads", async () => {
    const dataDir = pglite.persistentConfig().dataDir;
    let move: Awaited<ReturnType<typeof npmRun>> | undefined;
    await server.restart(async () => {
      move = await npmRun("db:move-to-postgres", ["--to", target.url], { DATA_DIR: dataDir });
    });
    expect(move).toMatchObject({ code: 0, stderr: "" });
    expect(move?.stdout).toMatch(/public\.leads: 1 rows/);
    await expectRestoredOn(target.url, seeded);

    // Identities continue where the embedded database left them: a new audit row takes the next id.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ max: number; next: string }>(
        "select max(id) as max, nextval(pg_get_serial_sequence('audit_log', 'id'))::int as next from audit_log",
      );
      expect(rows[0]?.next).toBe((rows[0]?.max ?? 0) + 1);
    } finally {
      await client.end();
    }

    const whileRunning = await runHere("move-to-postgres", ["--to", target.url], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain("Stop the server first");
    let again: Awaited<ReturnType<typeof npmRun>> | undefined;
    await server.restart(async () => {
      again = await runHere("move-to-postgres", ["--to", target.url], { DATA_DIR: dataDir });
    });
    expect(again?.code).toBe(1);
    expect(again?.stderr).toContain("The PostgreSQL database is not empty");
  });
});
