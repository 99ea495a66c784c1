import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { LOCAL_KEY_FILE } from "#server/services/totp-secrets";
import {
  backupSuite,
  expectRestored,
  npmRun,
  PENDING_DELIVERY_CONFIG,
  runHere,
  type SeededData,
} from "#tests/support/backup-data.ts";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { createStaffUser, signIn, TEST_STAFF_PASSWORD, turnOnTwoFactor } from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

// An app on a data folder migrates on disk, and seeding waits for HubSpot's first failure: on a busy 2-core
// machine the suite's hooks took over the default minute.
vi.setConfig({ hookTimeout: 180_000 });

const { scratch, seedWithHubSpotDown } = backupSuite("harmoni-backup-");

const pglite = testDatabases().find((database) => database.name === "PGlite");
if (!pglite) throw new Error("testDatabases() always includes PGlite");

/** docs/operations/backups.md and ADR 046: the embedded database is backed up with the server stopped. */
describe("npm run backup and restore on the embedded database", { timeout: 240_000 }, () => {
  // Without TOTP_ENCRYPTION_KEYS, as a studio on the embedded database runs: the key is generated into DATA_DIR.
  const config = {
    ...PENDING_DELIVERY_CONFIG,
    staff: { ...testConfig().staff, totpEncryptionKeys: undefined },
  };
  const server = useTestApp(pglite, { persistent: true, config });
  const dataDir = () => pglite.persistentConfig().dataDir;
  let seeded: SeededData;

  beforeAll(async () => {
    seeded = await seedWithHubSpotDown(server.app);
    const secured = await createStaffUser(server.app, "staff.two-factor", TEST_STAFF_PASSWORD, "staff");
    await turnOnTwoFactor(server.app, await signIn(server.app, secured), secured.password, SUITE_NOW);
  });

  it("refuses while the server holds the data folder, says to stop it, and writes nothing", async () => {
    const file = join(scratch, "while-running.tar");
    const backup = await npmRun("backup", [file], { DATA_DIR: dataDir() });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(`The embedded database in ${dataDir()} is in use by another process`);
    expect(backup.stderr).toContain("Stop the server first");
    expect(readdirSync(scratch)).toEqual([]);
  });

  it("round trips: a backup taken with the server stopped restores into a new DATA_DIR that a fresh server reads", async () => {
    const file = join(scratch, "harmoni.tar");
    let backup: Awaited<ReturnType<typeof npmRun>> | undefined;
    await server.restart(async () => {
      backup = await npmRun("backup", [file], { DATA_DIR: dataDir() });
    });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup?.stdout).toContain("It holds 1 leads, 0 quoteRequests, 2 staffUsers, 1 leadNotes");
    // The generated two-factor key stays out of the backup, and the command says to keep it apart.
    const keyFile = join(dataDir(), LOCAL_KEY_FILE);
    expect(backup?.stdout).toContain(`Two-factor secrets are sealed with the key in ${keyFile}`);
    expect(readdirSync(scratch)).toEqual(["harmoni.tar"]);

    const restoredDir = join(scratch, "restored");
    const restore = await npmRun("restore", [file], { DATA_DIR: restoredDir });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toContain(
      `1 accounts use two-factor sign-in: before starting the server, copy ${LOCAL_KEY_FILE}`,
    );
    const restoredConfig = testConfig({ ...config, dataDir: restoredDir });
    // As the restore says: the key travels on its own, before the server starts.
    copyFileSync(keyFile, join(restoredDir, LOCAL_KEY_FILE));
    const restored = await buildApp(restoredConfig, { now: () => SUITE_NOW });
    try {
      await expectRestored(restored, seeded);
    } finally {
      await restored.close();
    }

    // A folder that holds a database is replaced only on request, and what was there is kept aside.
    const again = await runHere("restore", [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already holds a database");
    const forced = await runHere("restore", [file, "--force"], { DATA_DIR: restoredDir });
    expect(forced.code).toBe(0);
    const kept = readdirSync(restoredDir).filter((name) => name.startsWith("pglite.replaced-"));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(restoredDir, "pglite", "PG_VERSION"))).toBe(true);

    // Not even --force restores under a running server.
    const underServer = await runHere("restore", [file, "--force"], { DATA_DIR: dataDir() });
    expect(underServer.code).toBe(1);
    expect(underServer.stderr).toContain("Stop the server first");
    expect(readdirSync(dataDir()).filter((name) => name.startsWith("pglite."))).toEqual([]);
  });

  it("refuses a file that is not a backup", async () => {
    const restore = await runHere("restore", [resolve("package.json")], {
      DATA_DIR: join(scratch, "never"),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("is not a backup of the embedded database");
  });
});
