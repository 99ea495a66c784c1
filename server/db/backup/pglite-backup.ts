import { existsSync, readdirSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir, PGLITE_EXTENSIONS, pgliteFolder } from "../client.ts";
import { writeAtomically } from "./atomic-file.ts";
import { BackupError } from "./backup-error.ts";
import { type MigrationLevel, migrationLevel, newerThanThisRelease, type Query } from "./migration-level.ts";
import { NotABackupError, readTar, writeTar } from "./tar.ts";

/** What a backup holds, written beside the data so an operator can tell backups apart without restoring one. */
export interface BackupManifest {
  format: "harmoni-backup";
  version: 1;
  database: "pglite";
  createdAt: string;
  postgresVersion: string;
  migrations: MigrationLevel;
  /** Counts to check a restore against (leads, quote requests, staff, notes, jobs waiting), and two-factor users. */
  rows: Record<string, number>;
}

const MANIFEST = "manifest.json";
const DATA = "pgdata.tar.gz";

const COUNTED = {
  leads: "select count(*)::int as n from leads",
  quoteRequests: "select count(*)::int as n from quote_requests",
  staffUsers: "select count(*)::int as n from staff_users",
  leadNotes: "select count(*)::int as n from lead_notes",
  waitingJobs: "select count(*)::int as n from pgboss.job where state < 'active'",
  twoFactorAccounts: "select count(*)::int as n from staff_users where two_factor_secret is not null",
};

/** The counts of the manifest; a table not there yet (pg-boss before the server first started) counts 0. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, text] of Object.entries(COUNTED)) {
    const result = await query(text).catch((error: { code?: string }) => {
      if (error.code === "3F000" || error.code === "42P01") return { rows: [{ n: 0 }] };
      throw error;
    });
    counts[name] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/** Runs `work` holding DATA_DIR's lock (ADR 044): a running server refuses it, and no server starts meanwhile. */
async function holdingDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = await lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

/**
 * Writes the embedded database in DATA_DIR to `file`: a tar of `manifest.json` and PGlite's own dump of its data
 * folder. It takes the folder's lock, so it runs only while the server is stopped (ADR 046), and opens the
 * database without migrating it: the backup is of the data as the last release left it.
 */
export async function backupPglite(dataDir: string, file: string, now = new Date()): Promise<BackupManifest> {
  const folder = pgliteFolder(dataDir);
  if (existsSync(file)) throw new BackupError(`${file} already exists; name another file.`);
  if (!existsSync(`${folder}/PG_VERSION`)) {
    throw new BackupError(`There is no embedded database in ${folder} to back up (DATA_DIR is ${dataDir}).`);
  }
  return holdingDataDir(dataDir, async () => {
    const client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
    try {
      const query: Query = (text) => client.query(text);
      const version = await client.query<{ server_version: string }>("show server_version");
      const manifest: BackupManifest = {
        format: "harmoni-backup",
        version: 1,
        database: "pglite",
        createdAt: now.toISOString(),
        postgresVersion: version.rows[0]?.server_version ?? "unknown",
        migrations: await migrationLevel(query),
        rows: await rowCounts(query),
      };
      const data = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
      const entries = [
        { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
        { name: DATA, data },
      ];
      await writeAtomically(file, (temporary) => writeTar(temporary, entries, now));
      return manifest;
    } finally {
      await client.close();
    }
  });
}

/** The manifest and data of a backup file, or a BackupError saying why it is not one. */
export async function readBackup(file: string): Promise<{ manifest: BackupManifest; data: Buffer }> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  try {
    const files = await readTar(file);
    const manifest = JSON.parse(files.get(MANIFEST)?.toString("utf8") ?? "null") as BackupManifest | null;
    const data = files.get(DATA);
    if (manifest?.format !== "harmoni-backup" || manifest.database !== "pglite" || !data) {
      throw new NotABackupError("no manifest.json of an embedded-database backup");
    }
    return { manifest, data };
  } catch (error) {
    if (error instanceof NotABackupError || error instanceof SyntaxError) {
      throw new BackupError(`${file} is not a backup of the embedded database (${error.message}).`);
    }
    throw error;
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where --force moved the database that was there before. */
  replaced?: string;
}

/**
 * Restores a backup into DATA_DIR: into an empty one, or with `force` in place of the database there, which is
 * moved aside rather than deleted. The data is loaded into a folder beside the database's, checked, and renamed
 * into place, so an interrupted restore leaves DATA_DIR as it was. Never while the server holds the lock.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force: boolean; now?: Date },
): Promise<RestoreResult> {
  const { manifest, data } = await readBackup(file);
  const tooNew = newerThanThisRelease(manifest.migrations);
  if (tooNew) throw new BackupError(tooNew);
  return holdingDataDir(dataDir, async () => {
    const folder = pgliteFolder(dataDir);
    const occupied = !isEmptyFolder(folder);
    if (occupied && !options.force) {
      throw new BackupError(
        `${folder} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the current one is kept beside it).`,
      );
    }
    const incoming = `${folder}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    try {
      const client = await PGlite.create(incoming, {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: new Blob([new Uint8Array(data)], { type: "application/x-gzip" }),
      });
      try {
        const level = await migrationLevel((text) => client.query(text));
        if (level.applied !== manifest.migrations.applied) {
          throw new BackupError(`${file} did not load as its manifest says (${level.applied} migrations).`);
        }
      } finally {
        await client.close();
      }
      let replaced: string | undefined;
      if (occupied) {
        const stamp = (options.now ?? new Date()).toISOString().replace(/[-:]|\.\d+/g, "");
        replaced = `${folder}.replaced-${stamp}`;
        await rename(folder, replaced);
      } else {
        await rm(folder, { recursive: true, force: true });
      }
      await rename(incoming, folder);
      return replaced ? { manifest, replaced } : { manifest };
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  });
}
