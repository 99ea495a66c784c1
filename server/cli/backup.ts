// `npm run backup`, `npm run restore` and `npm run db:move-to-postgres` (see backup-cli.ts).
import { loadEnvFile } from "../env-file.ts";
import { type BackupCommand, runBackupCli } from "./backup-cli.ts";

const [command, ...args] = process.argv.slice(2);
try {
  loadEnvFile();
  process.exitCode = await runBackupCli(command as BackupCommand, args, {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
} catch (error) {
  process.stderr.write(
    `The ${command} command failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
