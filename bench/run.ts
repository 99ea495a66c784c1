/**
 * npm run bench — builds the production site into build-bench, serves it as `npm run serve` does, and measures:
 * Lighthouse on the main public pages, tap-to-open of the booking form on a throttled phone, static pages under load against nginx, static pages from nginx as deployed
 * (deploy/nginx, TLS and HTTP/2) beside our server, and the lead API on PGlite and on
 * PostgreSQL (a database it creates and drops). Writes bench/results/latest.md and latest.json. Takes about
 * 8 minutes; `--no-build` reuses build-bench; `--only=lighthouse`, `--only=tap`, `--only=static`, `--only=leads` or `--only=instances` measures one part alone (a few minutes,
 * without Lighthouse). Not a test: the numbers depend on the machine and its load.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pgliteLimit, postgresLimit } from "./database-limit.ts";
import { measureDeployStatic } from "./deploy-static.ts";
import { describeEnvironment } from "./environment.ts";
import { H2LOAD_INSTALL_HINT, h2loadInstalled } from "./h2load.ts";
import { type InstanceRun, measureInstances } from "./instances.ts";
import { countBenchLeads, LEAD_CONNECTIONS, type LeadLoad, type LeadResult, loadLeads } from "./lead-load.ts";
import { CHROMIUM_PATH, measureLighthouse } from "./lighthouse.ts";
import { NGINX_INSTALL_HINT, nginxSetup, startNginx } from "./nginx.ts";
import {
  BENCH_LEAD_RATE_LIMIT,
  buildSite,
  CLIENT_DIR,
  type DatabaseLocation,
  type RunningServer,
  startServer,
} from "./processes.ts";
import { type BenchReport, markdown, RESULTS_DIR, targets, writeReport } from "./report.ts";
import { measureStatic, staticCases } from "./static-load.ts";
import { measureTapToOpen, writeTapReport } from "./tap-to-open.ts";
import { WRK_INSTALL_HINT, wrkInstalled } from "./wrk.ts";

const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_NAME = "harmoni_bench_leads";

const log = (line: string) => console.log(`[bench] ${line}`);

async function admin(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Loads the lead API on a running server, stops it, counts the rows it stored, then measures the database's own
 * limit for the same transaction on the same database (PGlite allows one process at a time).
 */
async function leadRun(
  database: LeadResult["database"],
  server: RunningServer,
  location: DatabaseLocation,
): Promise<LeadResult> {
  log(`lead API on ${database}`);
  let load: LeadLoad;
  try {
    load = await loadLeads(server);
  } finally {
    await server.stop();
  }
  const rowsStored = await countBenchLeads(location);
  log(`database limit on ${database}`);
  const limit =
    "dataDir" in location
      ? await pgliteLimit(location, LEAD_CONNECTIONS)
      : await postgresLimit(location.databaseUrl, LEAD_CONNECTIONS);
  return { database, ...load, rowsStored, limit };
}

/** Why a static comparison cannot run on this machine, with how to install what is missing. */
function staticSkipped(nginxInstalled: boolean, needsH2load = false): string {
  const missing = [
    ...(nginxInstalled ? [] : [`nginx (${NGINX_INSTALL_HINT})`]),
    ...(wrkInstalled() ? [] : [`wrk (${WRK_INSTALL_HINT})`]),
    ...(needsH2load && !h2loadInstalled() ? [`h2load (${H2LOAD_INSTALL_HINT})`] : []),
  ];
  return `Not measured: install ${missing.join(" and ")}.`;
}

async function main() {
  const started = Date.now();
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const parts = ["lighthouse", "tap", "static", "leads", "instances"] as const;
  type Part = (typeof parts)[number];
  if (only !== undefined && !parts.includes(only as Part))
    throw new Error(`--only takes ${parts.join(", ")}, not "${only}".`);
  const measures = (part: Part) => only === undefined || only === part;
  if (!process.argv.includes("--no-build")) {
    log("building the production site into build-bench");
    await buildSite();
  }
  const temp = await mkdtemp(join(tmpdir(), "harmoni-bench-"));
  const nginx = await nginxSetup();
  const postgresVersion = (await admin("show server_version")).rows[0]?.server_version ?? "unknown";
  const pglite = { dataDir: join(temp, "data") };
  try {
    const ours = await startServer(pglite);
    let lighthouse: BenchReport["lighthouse"];
    let tapToOpen: BenchReport["tapToOpen"] = { skipped: `Not measured in this run (\`--only=${only}\`).` };
    let staticResult: BenchReport["static"];
    let deployStatic: BenchReport["deployStatic"];
    try {
      lighthouse = measures("lighthouse") ? await measureLighthouse(ours.origin, log) : [];
      if (measures("tap")) {
        tapToOpen = await measureTapToOpen(ours.origin, log);
        await writeTapReport(tapToOpen);
      }
      if (!measures("static")) {
        staticResult = { skipped: `Not measured in this run (\`--only=${only}\`).` };
      } else if (nginx && wrkInstalled()) {
        log("static answers: ours vs nginx, with wrk");
        const yardstick = await startNginx(nginx, join(temp, "nginx"), CLIENT_DIR);
        try {
          staticResult = await measureStatic(ours, yardstick, await staticCases(CLIENT_DIR));
        } finally {
          await yardstick.stop();
        }
      } else {
        staticResult = { skipped: staticSkipped(nginx !== undefined) };
      }
      if (!measures("static")) {
        deployStatic = { skipped: `Not measured in this run (\`--only=${only}\`).` };
      } else if (nginx && wrkInstalled() && h2loadInstalled()) {
        log("static pages in the deployment: nginx from deploy/ vs ours, with wrk and h2load");
        deployStatic = await measureDeployStatic(ours, CLIENT_DIR);
      } else {
        deployStatic = { skipped: staticSkipped(nginx !== undefined, true) };
      }
    } catch (error) {
      await ours.stop();
      throw error;
    }
    if (!measures("leads")) await ours.stop();
    const leads = measures("leads") ? [await leadRun("PGlite", ours, pglite)] : [];

    const url = new URL(ADMIN_URL);
    url.pathname = `/${DATABASE_NAME}`;
    const postgres = { databaseUrl: url.toString() };
    if (measures("leads")) {
      await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${DATABASE_NAME}"`);
      try {
        leads.push(await leadRun("PostgreSQL", await startServer(postgres), postgres));
      } finally {
        await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
      }
    }

    let instances: BenchReport["instances"] = { skipped: "Not measured in this run." };
    if (measures("instances")) {
      if (nginx && wrkInstalled()) {
        const runs: InstanceRun[] = [];
        for (const count of [1, 2]) {
          log(`instances: ${count} on PostgreSQL behind nginx`);
          await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
          await admin(`CREATE DATABASE "${DATABASE_NAME}"`);
          try {
            runs.push(await measureInstances(postgres, count, "PostgreSQL"));
          } finally {
            await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
          }
        }
        log("instances: 1 on PGlite behind nginx");
        runs.push(await measureInstances({ dataDir: join(temp, "instances-data") }, 1, "PGlite"));
        instances = runs;
      } else {
        instances = { skipped: staticSkipped(nginx !== undefined) };
      }
    }

    const report: BenchReport = {
      environment: await describeEnvironment(CHROMIUM_PATH, nginx, postgresVersion),
      durationSeconds: (Date.now() - started) / 1000,
      lighthouse,
      tapToOpen,
      static: staticResult,
      deployStatic,
      leads,
      instances,
      notes: [
        ...(only ? [`Run with \`--only=${only}\`: only that part was measured.`] : []),
        "The machine is shared (other work may run at the same time) and has few cores: the load generator, the server and Chromium share them, so the numbers are noisy; compare runs on the same machine only.",
        nginx
          ? `nginx ${nginx.version}: one worker process (our server is one Node process), access log off, sendfile, serving the same build-bench/client with ${nginx.encodings.includes("br") ? "brotli_static (Debian's libnginx-mod-http-brotli-static) and gzip_static" : "gzip_static only (install libnginx-mod-http-brotli-static for brotli_static)"}.`
          : `nginx is not installed: ${NGINX_INSTALL_HINT}.`,
        `The lead rate limit is per client IP and every bench request comes from 127.0.0.1, so the run raises LEAD_RATE_LIMIT_PER_MINUTE to ${BENCH_LEAD_RATE_LIMIT.toLocaleString("en-US")}.`,
        "HubSpot, SMTP and Twilio are not configured for the run: leads are stored and their CRM sync is marked not configured; nothing leaves the machine.",
        `PGlite in a temp DATA_DIR; PostgreSQL in a database created and dropped for the run (${DATABASE_NAME}).`,
        "The staff inbox's query timings are a separate report: `npm run bench:inbox` (bench/results/inbox-search.md).",
      ],
    };
    // One part alone leaves the last full report be; the part's own file (e.g. tap-to-open.md) has its numbers.
    if (only === undefined) await writeReport(report);
    console.log(`\n${markdown(report)}`);
    const missed = targets(report).filter((target) => !target.met);
    log(
      `${only === undefined ? `written to ${RESULTS_DIR}/latest.md and latest.json` : `only ${only} measured`}; ${missed.length} target(s) missed`,
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

await main();
