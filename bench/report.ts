/** bench/results/latest.json (everything measured) and latest.md (the tables and whether each target was met). */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as api from "#contracts/api";
import { type DeployStaticResult, deployStaticSection } from "./deploy-static.ts";
import type { Environment } from "./environment.ts";
import { type InstanceRun, instancesSection } from "./instances.ts";
import { type LeadResult, leadsAccountedFor } from "./lead-load.ts";
import {
  CATEGORIES,
  CATEGORY_TARGETS,
  LIGHTHOUSE_RUNS,
  lighthouseRetries,
  type PageResult,
} from "./lighthouse.ts";
import { ROOT } from "./processes.ts";
import {
  BROTLI,
  type CaseResult,
  type LoadSummary,
  type PathCheck,
  STATIC_CONNECTIONS,
  type StaticResult,
} from "./static-load.ts";
import { LOADED_TAP_TARGET_MS, type TapResult, tapLoadedTargetMet, tapSection } from "./tap-to-open.ts";

export const RESULTS_DIR = join(ROOT, "bench", "results");
export const STATIC_RATIO_TARGET = 0.6;
/** The lead API against the database's own limit for the same transaction, and its p99, on PostgreSQL. */
export const LEAD_LIMIT_RATIO_TARGET = 0.5;
export const LEAD_P99_TARGET_MS = { PostgreSQL: 150, PGlite: 500 } as const;

/** Lead API requests/s over the database's transactions/s for the same work. */
export const limitRatio = (lead: LeadResult) => lead.requestsPerSecond / lead.limit.transactionsPerSecond;

export interface BenchReport {
  environment: Environment;
  durationSeconds: number;
  lighthouse: PageResult[];
  /** The booking form's tap-to-open on a throttled phone (bench/tap-to-open.ts); why not, when not measured. */
  tapToOpen: TapResult | { skipped: string };
  /** Missing when nginx or wrk is not installed: the reason and how to install it. */
  static: StaticResult | { skipped: string };
  /** Static pages from nginx as deployed (deploy/nginx) beside our server; why not, when it was not measured. */
  deployStatic: DeployStaticResult | { skipped: string };
  leads: LeadResult[];
  /** The lead API with one and two instances behind nginx, and what each instance needs (bench/instances.ts). */
  instances: InstanceRun[] | { skipped: string };
  notes: string[];
}

export interface Target {
  name: string;
  met: boolean;
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits)).toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${round(bytes / 1024)} KiB`;

/** The static answers the issue sets a target for (bench/static-load.ts names them). */
const RATIO_TARGET_CASES = ["page", "large script"];

function staticRatio(result: BenchReport["static"], name: string): number {
  if (!("cases" in result)) return 0;
  return result.cases.find((item) => item.name === name)?.ratio ?? 0;
}

export function targets(report: BenchReport): Target[] {
  const pages = report.lighthouse.map((page) => ({
    name: `Lighthouse ${page.path}: ${CATEGORIES.map((category) => `${category} ≥ ${CATEGORY_TARGETS[category]}`).join(", ")}`,
    met: CATEGORIES.every((category) => page.scores[category] >= CATEGORY_TARGETS[category]),
  }));
  const postgres = report.leads.find((lead) => lead.database === "PostgreSQL");
  const pglite = report.leads.find((lead) => lead.database === "PGlite");
  return [
    ...pages,
    ...("cases" in report.tapToOpen
      ? [
          {
            name: `Tap-to-open on a loaded page under slow 4G and a 4× slower CPU: every run ≤ ${LOADED_TAP_TARGET_MS} ms`,
            met: tapLoadedTargetMet(report.tapToOpen),
          },
        ]
      : []),
    // A part this run did not measure (`--only=`) has no target to miss.
    ...("cases" in report.static
      ? RATIO_TARGET_CASES.map((name) => ({
          name: `Static ${name} ours/nginx ≥ ${STATIC_RATIO_TARGET} at ${STATIC_CONNECTIONS} connections`,
          met: staticRatio(report.static, name) >= STATIC_RATIO_TARGET,
        }))
      : []),
    ...leadTargets(postgres, pglite),
  ];
}

function leadTargets(postgres: LeadResult | undefined, pglite: LeadResult | undefined): Target[] {
  if (postgres === undefined && pglite === undefined) return [];
  return [
    {
      name: `Lead API on PostgreSQL at 50 connections: ≥ ${LEAD_LIMIT_RATIO_TARGET} × the database limit, p99 < ${LEAD_P99_TARGET_MS.PostgreSQL} ms, zero errors, every 2xx answer stored`,
      met:
        postgres !== undefined &&
        limitRatio(postgres) >= LEAD_LIMIT_RATIO_TARGET &&
        postgres.p99Ms < LEAD_P99_TARGET_MS.PostgreSQL &&
        postgres.errors === 0 &&
        leadsAccountedFor(postgres),
    },
    {
      name: `Lead API on PGlite at 50 connections: p99 < ${LEAD_P99_TARGET_MS.PGlite} ms, zero errors, every 2xx answer stored`,
      met:
        pglite !== undefined &&
        pglite.p99Ms < LEAD_P99_TARGET_MS.PGlite &&
        pglite.errors === 0 &&
        leadsAccountedFor(pglite),
    },
  ];
}

function lighthouseSection(pages: PageResult[]): string[] {
  if (pages.length === 0) return ["## Lighthouse", "", "Not measured in this run."];
  const table = [
    "| page | perf | a11y | best practices | SEO | LCP | FCP | TBT | CLS | Speed Index | total bytes | JS bytes |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...pages
      .map(({ path, scores, metrics }) =>
        [
          path,
          ...CATEGORIES.map((category) => scores[category]),
          seconds(metrics.lcpMs),
          seconds(metrics.fcpMs),
          `${round(metrics.tbtMs)} ms`,
          metrics.cls.toFixed(3),
          seconds(metrics.speedIndexMs),
          kib(metrics.totalBytes),
          kib(metrics.scriptBytes),
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
  ];
  const lost = pages.flatMap((page) =>
    page.lostPoints.map((audit) => {
      const reading = [audit.displayValue, audit.score === null ? "" : `score ${audit.score}`].filter(
        Boolean,
      );
      const items = audit.items.length > 0 ? `: ${audit.items.map((item) => `\`${item}\``).join(", ")}` : "";
      return `- ${page.path}, ${audit.category}${audit.kind === "opportunity" ? " (opportunity)" : ""}: ${audit.title} (\`${audit.audit}\`, ${reading.join(", ")}; ${audit.runs}/${LIGHTHOUSE_RUNS} runs)${items}`;
    }),
  );
  return [
    `## Lighthouse (mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)`,
    "",
    ...table,
    "",
    "### Where points were lost",
    "",
    "Weighted audits below a full score, and performance opportunities (zero weight, but they estimate a saving on FCP, LCP, TBT or CLS).",
    "",
    ...(lost.length > 0 ? lost : ["- None: every audit scored in full."]),
    "",
    lighthouseRetries.length > 0
      ? `Runs repeated because Lighthouse could not record its trace: ${lighthouseRetries.join("; ")}.`
      : "No run had to be repeated.",
  ];
}

function staticSection(result: BenchReport["static"]): string[] {
  if (!("cases" in result)) return ["## Static answers: ours vs nginx", "", result.skipped];
  const { calibration } = result;
  const cell = (summary: LoadSummary) =>
    `${round(summary.requestsPerSecond)} (wrk CPU ${round(summary.generatorCpuPercent)} %)`;
  const rounds = (summary: LoadSummary) => summary.rounds.map((r) => round(r)).join(", ");
  const latency = (summary: LoadSummary) => `${round(summary.p50Ms, 2)} / ${round(summary.p99Ms, 2)} ms`;
  const answer = (item: CaseResult, server: PathCheck["server"]) => {
    const check = item.checks.find((c) => c.server === server);
    return check ? `${check.status}, ${check.encoding}, ${round(check.bytes)} B` : "–";
  };
  return [
    "## Static answers: ours vs nginx",
    "",
    `wrk ${result.threads} threads, ${result.connections} connections, one path per run, \`Accept-Encoding: ${BROTLI}\`; after a warm-up, ${result.rounds} rounds of ${result.roundSeconds} s per path alternating ours, bare Node and nginx; medians. wrk's CPU use is in percent of one core (its ${result.threads} threads can reach ${result.threads * 100} %).`,
    "",
    "**Bare Node** is a second yardstick: a Node.js server in its own process that answers every request with the answer ours gave for the path (the same status, headers and bytes), with no routing or lookup (bench/bare-node-server.mjs). Ours/bare Node is the share of Node's own speed our server keeps; bare Node/nginx is the most any single Node process could reach here.",
    "",
    `**Calibration** (${calibration.description}): ${round(calibration.requestsPerSecond)} requests/s, p99 ${calibration.p99Ms} ms, wrk CPU ${calibration.generatorCpuPercent} %. No figure below can exceed this ceiling.`,
    "",
    "| answer | path | ours requests/s | bare Node requests/s | nginx requests/s | ours/nginx | ours/bare Node | bare Node/nginx | ours p50 / p99 | nginx p50 / p99 | errors ours / bare Node / nginx | ours answered | nginx answered |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...result.cases.map(
      (item) =>
        `| ${item.name} | \`${item.path}\` | ${cell(item.ours)} | ${cell(item.bareNode)} | ${cell(item.nginx)} | **${item.ratio.toFixed(2)}** | ${item.oursPerBareNode.toFixed(2)} | ${item.bareNodePerNginx.toFixed(2)} | ${latency(item.ours)} | ${latency(item.nginx)} | ${item.ours.errors} / ${item.bareNode.errors} / ${item.nginx.errors} | ${answer(item, "ours")} | ${answer(item, "nginx")} |`,
    ),
    "",
    `Targets: ours/nginx ≥ ${STATIC_RATIO_TARGET} on the page and the large script. Requests/s per round: ${result.cases.map((item) => `${item.name} ours ${rounds(item.ours)}, bare Node ${rounds(item.bareNode)}, nginx ${rounds(item.nginx)}`).join("; ")}.`,
  ];
}

function leadSection(leads: LeadResult[]): string[] {
  return [
    `## Lead API (${api.submitLead.method} ${api.submitLead.path}) against the database's limit`,
    "",
    "| database | connections | requests/s | p50 | p99 | errors + non-2xx | 2xx answers | rows stored | cut off | wrk CPU | database limit (tx/s) | limit p50 | limit p99 | lead API / limit |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...leads.map(
      (lead) =>
        `| ${lead.database} | ${lead.connections} | ${round(lead.requestsPerSecond)} | ${lead.p50Ms} ms | ${lead.p99Ms} ms | ${lead.errors} | ${round(lead.accepted)} | ${round(lead.rowsStored)} | ${lead.cutOff} | ${lead.generatorCpuPercent} % | ${round(lead.limit.transactionsPerSecond)} | ${round(lead.limit.p50Ms, 1)} ms | ${round(lead.limit.p99Ms, 1)} ms | **${limitRatio(lead).toFixed(2)}** |`,
    ),
    "",
    `wrk, each request a new e-mail, ${leads[0]?.seconds.toFixed(0) ?? "10"} s after a 3 s warm-up at 10 connections; 2xx answers and rows stored include the warm-up. "Cut off": requests wrk had sent but stopped waiting for when its time was up; the server may still store them, so rows stored lie between the 2xx answers and 2xx + cut off.`,
    "",
    "The database limit is the lead's own transaction (server/services/leads.ts, `leadStatements`: the advisory lock, then one statement for the duplicate check, the lead, its event and its two jobs; on PGlite that statement alone, `storeLead`) with nothing of our server in between, from as many clients as wrk had connections, on the same database right after the load:",
    "",
    ...leads.map(
      (lead) =>
        `- ${lead.database}: ${lead.limit.method}, ${lead.limit.seconds} s, ${round(lead.limit.transactions)} transactions, ${lead.limit.failed} failed.`,
    ),
    "- PGlite is one connection in one process, running each statement synchronously on the server's event loop: its limit is how many store statements that loop can run, the server takes requests' turns before its deliveries' workers', and a request's latency is mostly its wait behind the other connections' turns (docs/decisions/031-pglite-submissions-first.md).",
  ];
}

export function markdown(report: BenchReport): string {
  const { environment: env } = report;
  return [
    "# Performance report",
    "",
    `Run with \`npm run bench\` on ${env.date} (commit ${env.commit}), ${round(report.durationSeconds)} s in all.`,
    "",
    `Machine: ${env.machine.cpu}, ${env.machine.cores} cores, ${env.machine.memoryGiB} GiB, Linux ${env.machine.kernel}, load average at start ${env.machine.loadAverageAtStart.join(" / ")}.`,
    `Versions: ${Object.entries(env.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join("; ")}.`,
    "",
    ...report.notes.map((note) => `- ${note}`),
    "",
    "## Targets",
    "",
    ...targets(report).map((target) => `- ${target.met ? "✅" : "❌"} ${target.name}`),
    "",
    ...lighthouseSection(report.lighthouse),
    "",
    ...tapSection(report.tapToOpen),
    "",
    ...staticSection(report.static),
    "",
    ...deployStaticSection(report.deployStatic),
    "",
    ...leadSection(report.leads),
    "",
    ...instancesSection(report.instances),
    "",
  ].join("\n");
}

export async function writeReport(report: BenchReport) {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    join(RESULTS_DIR, "latest.json"),
    `${JSON.stringify({ ...report, targets: targets(report) }, null, 2)}\n`,
  );
  await writeFile(join(RESULTS_DIR, "latest.md"), markdown(report));
}
