/**
 * npm run bench:inbox — times the staff inbox's queries on PostgreSQL with 10,000 leads and 2,500 quote
 * requests. Creates its own database (harmoni_bench_inbox) on the server in TEST_DATABASE_URL or
 * DATABASE_URL, applies the migrations, seeds, measures, prints a table, writes
 * bench/results/inbox-search.md, and drops the database. Not a test: numbers depend on the machine.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { type InboxQueryInput, inboxQuerySchema } from "#contracts/leads-inbox";
import { type DatabaseHandle, IN_MEMORY_DATA_DIR, openDatabase } from "#server/db/client";
import { createLeadsInbox, inboxRowsSql } from "#server/services/leads-inbox";
import { overdueBefore, responsePromise } from "#server/services/response-promise";
import { inboxSeed, insertSeed } from "#tests/support/inbox-seed.ts";

const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE_NAME = "harmoni_bench_inbox";
const ROWS = 12_500;
const WARMUP = 20;
const REPETITIONS = 200;
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), "results", "inbox-search.md");

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The plan's index names, to show the view is answered from indexes rather than by reading whole tables. */
async function plan(handle: DatabaseHandle, statement: SQL): Promise<string[]> {
  const result = (await handle.db.execute(sql`explain ${statement}`)) as { rows: { "QUERY PLAN": string }[] };
  return result.rows.map((row) => row["QUERY PLAN"]);
}

async function main() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE_NAME}`;
  await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE_NAME}"`);
  const handle = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url.toString() });
  try {
    const seed = inboxSeed(ROWS, new Date());
    await insertSeed(handle.db, seed);
    await handle.db.execute(sql`analyze`);
    const promise = responsePromise(24);
    const inbox = createLeadsInbox(handle, promise);
    const sample = seed[1234] ?? seed[0];
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const cases: { name: string; query: InboxQueryInput }[] = [
      { name: "no filter, page 1", query: { page: 1 } },
      { name: "no filter, page 200", query: { page: 200 } },
      { name: "search: name fragment 'okaf'", query: { q: "okaf", page: 1 } },
      { name: "search: e-mail fragment 'rossi12'", query: { q: "rossi12", page: 1 } },
      {
        name: `search: phone digits '${sample?.phone.replace(/\D/g, "").slice(-6)}'`,
        query: { q: sample?.phone.replace(/\D/g, "").slice(-6), page: 1 },
      },
      { name: "status + kind (new leads)", query: { status: "new", kind: "lead", page: 1 } },
      { name: "source + date range", query: { source: "google", from, to, page: 1 } },
      { name: "overdue for first contact", query: { promise: "overdue", page: 1 } },
      { name: "sorted by due, page 1", query: { sort: "due", page: 1 } },
      { name: "sorted by due, page 200", query: { sort: "due", page: 200 } },
    ];

    const lines: string[] = [];
    const rows: string[] = [];
    for (const { name, query: input } of cases) {
      const query = inboxQuerySchema.parse(input);
      const result = await inbox.page(query);
      const { median, p95 } = await time(() => inbox.page(query));
      rows.push(`| ${name} | ${result.total} | ${median.toFixed(2)} | ${p95.toFixed(2)} |`);
      const { page, ...filter } = query;
      const statement = inboxRowsSql(filter, (page - 1) * 25, 25, overdueBefore(new Date(), promise));
      if (statement) {
        const indexes = new Set(
          (await plan(handle, statement)).flatMap((line) => line.match(/(?:on|using) (\w+_idx)/g) ?? []),
        );
        lines.push(
          `- ${name}: ${[...indexes].map((index) => index.replace(/^(on|using) /, "")).join(", ") || "no index"}`,
        );
      }
    }
    const summary = await time(() => inbox.summary());
    rows.push(`| summary counts | – | ${summary.median.toFixed(2)} | ${summary.p95.toFixed(2)} |`);

    const versionResult = (await handle.db.execute(sql`show server_version`)) as {
      rows: { server_version: string }[];
    };
    const version = versionResult.rows[0]?.server_version ?? "";
    const table = [
      "| query (page + total count) | rows in view | median ms | p95 ms |",
      "| --- | ---: | ---: | ---: |",
      ...rows,
    ].join("\n");
    const report = [
      "# Inbox search benchmark",
      "",
      `PostgreSQL ${version}, ${ROWS - ROWS / 5} leads + ${ROWS / 5} quote requests, ${REPETITIONS} runs each after ${WARMUP} warm-up runs, measured through the service (one page of 25 and the total count).`,
      `Run: ${new Date().toISOString()} with \`npm run bench:inbox\`.`,
      "",
      table,
      "",
      "Indexes in the page query's plan (EXPLAIN):",
      "",
      ...lines,
      "",
    ].join("\n");
    console.log(table);
    console.log(`\n${lines.join("\n")}`);
    await mkdir(dirname(RESULTS), { recursive: true });
    await writeFile(RESULTS, report);
    console.log(`\nWritten to ${RESULTS}`);
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
  }
}

await main();
