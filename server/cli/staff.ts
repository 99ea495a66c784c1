// `npm run staff -- <command>`: manage staff accounts (see staff-cli.ts for the commands).
import { loadEnvFile } from "../env-file.ts";
import { runStaffCli } from "./staff-cli.ts";

const io = { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
try {
  loadEnvFile();
  process.exitCode = await runStaffCli(process.argv.slice(2), io);
} catch (error) {
  process.stderr.write(
    `The staff command failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
