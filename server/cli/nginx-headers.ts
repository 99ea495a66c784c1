// `npm run nginx:headers [-- <folder>]`: writes the two includes nginx serves the client build with (into build/nginx
// unless a folder is given), from the build in CLIENT_DIR and the settings the server will run with
// (docs/operations/nginx.md).
import { loadConfig } from "../config.ts";
import { loadEnvFile } from "../env-file.ts";
import { writeNginxHeaders } from "../nginx-headers.ts";

try {
  loadEnvFile();
  const output = process.argv[2];
  const { dir, files } = await writeNginxHeaders(loadConfig(process.env), output);
  process.stdout.write(`nginx headers for ${files} files written to ${dir}\n`);
} catch (error) {
  process.stderr.write(
    `The nginx headers were not written: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
