/**
 * npm run bench:nginx — the deployment's static pages alone (bench/deploy-static.ts): builds into build-bench
 * (`--no-build` reuses it), starts our server on a throwaway PGlite as `npm run bench` does, measures nginx from
 * deploy/ beside it, and writes bench/results/nginx-deploy.md. About 2 minutes after the build.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { deployStaticSection, measureDeployStatic } from "./deploy-static.ts";
import { buildSite, CLIENT_DIR, startServer } from "./processes.ts";
import { RESULTS_DIR } from "./report.ts";

const log = (line: string) => console.log(`[bench:nginx] ${line}`);

if (!process.argv.includes("--no-build")) {
  log("building the production site into build-bench");
  await buildSite();
}
const loadAverage = loadavg()
  .map((load) => load.toFixed(2))
  .join(" / ");
const temp = await mkdtemp(join(tmpdir(), "harmoni-bench-nginx-"));
try {
  // Behind nginx on the same machine, as docs/operations/nginx.md sets it up.
  const server = await startServer({ dataDir: join(temp, "data") }, { TRUST_PROXY: "loopback" });
  try {
    log("static pages: nginx from deploy/ vs ours, with wrk and h2load");
    const section = deployStaticSection(await measureDeployStatic(server, CLIENT_DIR));
    const report = [
      "# Static pages in the deployment",
      "",
      `Run with \`npm run bench:nginx\` on ${new Date().toISOString()}, load average at start ${loadAverage}: on a shared machine compare runs with a like load only.`,
      ...section.slice(1),
      "",
    ].join("\n");
    await writeFile(join(RESULTS_DIR, "nginx-deploy.md"), report);
    console.log(`\n${report}`);
  } finally {
    await server.stop();
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}
