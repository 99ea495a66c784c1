/**
 * The lead API under load with wrk: valid submissions from 50 connections for a fixed time, each with its own
 * e-mail so none is folded into a duplicate; then every 2xx answer must be a stored lead and every stored lead
 * a request wrk sent (bench/wrk.ts runs wrk; this module gives it the Lua that builds the bodies).
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import * as api from "#contracts/api";
import { CURRENT_CONSENT_VERSION } from "#contracts/consent";
import type { DatabaseLimit } from "./database-limit.ts";
import { type DatabaseLocation, openBenchDatabase, type RunningServer } from "./processes.ts";
import { COUNT_STATUSES, runWrk, type WrkResult } from "./wrk.ts";

export const LEAD_CONNECTIONS = 50;
export const LEAD_SECONDS = 10;
const LEAD_THREADS = 2;
const WARMUP_CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const EMAIL_DOMAIN = "bench.harmoniyoga.example";

export interface LeadLoad {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and non-2xx answers in the measured run. */
  errors: number;
  /** 2xx answers over the warm-up and the measured run. */
  accepted: number;
  /** Requests wrk sent over both runs but stopped waiting for when its time was up; the server may store them. */
  cutOff: number;
  /** wrk's CPU use in the measured run, in percent of one core. */
  generatorCpuPercent: number;
}

export interface LeadResult extends LeadLoad {
  database: "PGlite" | "PostgreSQL";
  /** Lead rows stored by the warm-up and the measured run, counted after the server stopped. */
  rowsStored: number;
  /** The same transaction with nothing of our server in between, measured after the load (database-limit.ts). */
  limit: DatabaseLimit;
}

/** Every 2xx answer is a stored lead, and any other stored lead is one of the requests wrk cut off. */
export function leadsAccountedFor(lead: LeadResult): boolean {
  return lead.rowsStored >= lead.accepted && lead.rowsStored <= lead.accepted + lead.cutOff;
}

/**
 * Per wrk thread: `init` names the thread (the address of its `wrk.thread`, unique while wrk runs), `request`
 * numbers its submissions and appends one byte per request to the thread's file in `sentDir` (buffered; the
 * files' sizes are the requests sent once wrk exits), and `response` counts answers by status.
 */
function leadScript(tag: string, sentDir: string): string {
  const headers = `{ ["content-type"] = "application/json" }`;
  return `${COUNT_STATUSES}
local prefix, sequence, sent = nil, 0, nil
function init(args)
  local thread = string.match(tostring(wrk.thread), "0x%x+") or tostring(math.random(1, 1e9))
  prefix = "${tag}-" .. thread .. "-"
  sent = io.open("${sentDir}/" .. thread, "w")
end
function request()
  sequence = sequence + 1
  sent:write(".")
  local body = '{"name":"Bench Visitor","email":"' .. prefix .. sequence .. '@${EMAIL_DOMAIN}","phone":"+14155550142","consent":{"version":"${CURRENT_CONSENT_VERSION}","sms":false}}'
  return wrk.format("${api.submitLead.method}", "${api.submitLead.path}", ${headers}, body)
end
function response(status, headers, body)
  count_status(status)
end
`;
}

async function submit(origin: string, connections: number, seconds: number, tag: string) {
  const sentDir = await mkdtemp(join(tmpdir(), "harmoni-lead-sent-"));
  try {
    const result = await runWrk({
      url: origin,
      connections,
      threads: Math.min(LEAD_THREADS, connections),
      durationSeconds: seconds,
      script: leadScript(tag, sentDir),
    });
    let sent = 0;
    for (const file of await readdir(sentDir)) sent += (await stat(join(sentDir, file))).size;
    return { result, sent };
  } finally {
    await rm(sentDir, { recursive: true, force: true });
  }
}

const answered = (result: WrkResult) =>
  Object.values(result.statuses ?? {}).reduce((sum, count) => sum + count, 0);
const accepted = (result: WrkResult) =>
  Object.entries(result.statuses ?? {})
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);

/** Runs the load; the caller stops the server and counts the rows (PGlite allows one process at a time). */
export async function loadLeads(server: RunningServer): Promise<LeadLoad> {
  const warmup = await submit(server.origin, WARMUP_CONNECTIONS, WARMUP_SECONDS, "warmup");
  const measured = await submit(server.origin, LEAD_CONNECTIONS, LEAD_SECONDS, "bench");
  const { errors } = measured.result;
  return {
    connections: LEAD_CONNECTIONS,
    seconds: measured.result.durationSeconds,
    requestsPerSecond: measured.result.requestsPerSecond,
    p50Ms: measured.result.latency.p50Ms,
    p99Ms: measured.result.latency.p99Ms,
    errors: errors.connect + errors.read + errors.write + errors.timeout + measured.result.non2xx,
    accepted: accepted(warmup.result) + accepted(measured.result),
    cutOff: warmup.sent - answered(warmup.result) + measured.sent - answered(measured.result),
    generatorCpuPercent: measured.result.generatorCpuPercent,
  };
}

/** Opens the database the server used (after it stopped, for PGlite) and counts the bench's leads. */
export async function countBenchLeads(database: DatabaseLocation): Promise<number> {
  const handle = await openBenchDatabase(database);
  try {
    const result = (await handle.db.execute(
      sql`select count(*)::int as rows from leads where email like ${`%@${EMAIL_DOMAIN}`}`,
    )) as { rows: { rows: number }[] };
    return result.rows[0]?.rows ?? 0;
  } finally {
    await handle.close();
  }
}
