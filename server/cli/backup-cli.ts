import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { moveToPostgres } from "../db/backup/move-to-postgres.ts";
import { backupPglite, restorePglite } from "../db/backup/pglite-backup.ts";
import { backupPostgres, restorePostgres } from "../db/backup/postgres-backup.ts";
import { DatabaseLockedError, IN_MEMORY_DATA_DIR } from "../db/client.ts";
import { LOCAL_KEY_FILE } from "../services/totp-secrets.ts";

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const USAGE = `Back up, restore or move the Harmoni Yoga database (docs/operations/backups.md).

Usage:
  npm run backup [-- FILE]              write a backup (default backups/harmoni-<time>.tar, or .pgdump)
  npm run restore -- FILE [--force]     restore a backup into an empty database; --force replaces one
  npm run db:move-to-postgres -- --to postgres://user:password@host:5432/database
                                        copy the embedded database into an empty PostgreSQL database

The database is the server's: DATABASE_URL (pg_dump and pg_restore), else the embedded one in DATA_DIR,
which the server must not be running on: stop the server first.`;

class UsageError extends Error {}

/**
 * The embedded database's generated two-factor key (docs/security.md, Two-factor secrets at rest) when it is the
 * one in use: it lies in DATA_DIR, not in the database, so it is never in a backup and must travel on its own.
 */
function localTwoFactorKey(config: Config): string | undefined {
  if (config.staff.totpEncryptionKeys) return undefined;
  const path = join(config.dataDir, LOCAL_KEY_FILE);
  return existsSync(path) ? path : undefined;
}

export interface BackupCliIo {
  env: Record<string, string | undefined>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  now?: () => Date;
}

export type BackupCommand = "backup" | "restore" | "move-to-postgres";

function parse(args: string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === "--force" || arg === "--help" || arg === "-h") flags.set(arg, true);
    else if (arg === "--to") {
      const value = args[index + 1];
      if (!value) throw new UsageError("--to needs a postgres:// URL.");
      flags.set(arg, value);
      index += 1;
    } else if (arg.startsWith("--to=")) flags.set("--to", arg.slice(5));
    else if (arg.startsWith("-")) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { positional, flags };
}

function embeddedDataDir(config: Config): string {
  if (config.dataDir === IN_MEMORY_DATA_DIR)
    throw new UsageError("DATA_DIR is memory://: there is nothing to keep.");
  return config.dataDir;
}

/** A file name that sorts by time and holds no character a shell or another system would trip on. */
function defaultFile(config: Config, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]|\.\d+/g, "");
  return resolve("backups", `harmoni-${stamp}.${config.databaseUrl ? "pgdump" : "tar"}`);
}

async function run(command: BackupCommand, args: string[], io: BackupCliIo): Promise<number> {
  const { positional, flags } = parse(args);
  if (flags.has("--help") || flags.has("-h")) {
    io.stdout.write(`${USAGE}\n`);
    return EXIT_OK;
  }
  const config = loadConfig(io.env);
  const now = io.now?.() ?? new Date();
  const say = (line: string) => io.stdout.write(`${line}\n`);
  if (command === "backup") {
    if (positional.length > 1) throw new UsageError("Give at most one file to write.");
    const file = resolve(positional[0] ?? defaultFile(config, now));
    if (config.databaseUrl) {
      const level = await backupPostgres(config.databaseUrl, file);
      say(`Backed up PostgreSQL (schema at ${level.latest}, ${level.applied} migrations) to ${file}`);
    } else {
      const manifest = await backupPglite(embeddedDataDir(config), file, now);
      say(`Backed up ${config.dataDir} (schema at ${manifest.migrations.latest}) to ${file}`);
      say(
        `It holds ${Object.entries(manifest.rows)
          .map(([name, rows]) => `${rows} ${name}`)
          .join(", ")}.`,
      );
      const key = localTwoFactorKey(config);
      if (manifest.rows.twoFactorAccounts && key) {
        say(
          `Two-factor secrets are sealed with the key in ${key}, which a backup leaves out: keep a copy of that file apart from the backups; a restore needs it.`,
        );
      }
    }
    return EXIT_OK;
  }
  if (command === "restore") {
    const [file, extra] = positional;
    if (!file || extra) throw new UsageError("Give the one backup file to restore.");
    const force = flags.has("--force");
    if (config.databaseUrl) {
      await restorePostgres(resolve(file), config.databaseUrl, { force });
      say(`Restored ${file} into PostgreSQL. Start the server: it applies any newer migrations.`);
    } else {
      const result = await restorePglite(resolve(file), embeddedDataDir(config), { force, now });
      say(`Restored ${file} (made ${result.manifest.createdAt}) into ${config.dataDir}.`);
      if (result.replaced)
        say(`The database that was there is in ${result.replaced}; delete it when satisfied.`);
      const twoFactor = result.manifest.rows.twoFactorAccounts;
      if (twoFactor && !config.staff.totpEncryptionKeys && !localTwoFactorKey(config)) {
        say(
          `${twoFactor} accounts use two-factor sign-in: before starting the server, copy ${LOCAL_KEY_FILE} from the old DATA_DIR into ${config.dataDir}, or set TOTP_ENCRYPTION_KEYS to the keys that sealed them.`,
        );
      }
      say("Start the server: it applies any newer migrations.");
    }
    return EXIT_OK;
  }
  const to = flags.get("--to");
  if (typeof to !== "string" || positional.length > 0)
    throw new UsageError("Give the target as --to postgres://….");
  if (!/^postgres(ql)?:\/\//.test(to)) throw new UsageError("--to must be a postgres:// URL.");
  const result = await moveToPostgres(embeddedDataDir(config), to);
  for (const table of result.tables) say(`${table.name}: ${table.rows} rows`);
  const key = localTwoFactorKey(config);
  if (result.twoFactorAccounts && key) {
    say(
      `${result.twoFactorAccounts} accounts use two-factor sign-in, sealed with the key in ${key}: set TOTP_ENCRYPTION_KEYS to that file's one line on every PostgreSQL server (a new key may go first: new:<key>,<that line>).`,
    );
  }
  say(
    `Moved ${config.dataDir} into PostgreSQL. Set DATABASE_URL to it and start the server; keep ${config.dataDir} until you are satisfied.`,
  );
  return EXIT_OK;
}

/** Runs one command; answers the exit code, having printed what happened or why it could not. */
export async function runBackupCli(command: BackupCommand, args: string[], io: BackupCliIo): Promise<number> {
  try {
    return await run(command, args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return EXIT_USAGE;
    }
    if (
      error instanceof BackupError ||
      error instanceof DatabaseLockedError ||
      error instanceof ConfigError
    ) {
      io.stderr.write(`${error.message}\n`);
      return EXIT_FAILED;
    }
    throw error;
  }
}
