/**
 * The lead API under load: a fixed number of valid submissions, each with its own e-mail so none is folded into a
 * duplicate, from 50 connections; then the leads table must hold exactly one row per 2xx answer.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import * as api from "../contracts/api.ts";
import { type DatabaseLocation, openBenchDatabase, type RunningServer } from "./processes.ts";

export const LEAD_CONNECTIONS = 50;
export const LEAD_SUBMISSIONS = 2_000;
const WARMUP_SUBMISSIONS = 200;
const EMAIL_DOMAIN = "bench.harmoniyoga.example";

export interface LeadResult {
  database: "PGlite" | "PostgreSQL";
  submissions: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers in the measured run. */
  errors: number;
  /** 2xx answers over the warm-up and the measured run, and the lead rows stored by both. */
  accepted: number;
  rowsStored: number;
}

function submit(origin: string, amount: number, connections: number, tag: string) {
  let next = 0;
  return autocannon({
    url: origin,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path: api.submitLead.path,
        headers: { "content-type": "application/json" },
        // Called once per request, so every submission carries a new address.
        setupRequest: (request) => {
          next += 1;
          const lead = {
            name: "Bench Visitor",
            email: `${tag}-${next}@${EMAIL_DOMAIN}`,
            phone: "+14155550142",
          };
          return { ...request, body: JSON.stringify(lead) };
        },
      },
    ],
  });
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

/** Runs the load; the caller stops the server and counts the rows (PGlite allows one process at a time). */
export async function loadLeads(server: RunningServer) {
  const warmup = await submit(server.origin, WARMUP_SUBMISSIONS, 10, "warmup");
  const measured = await submit(server.origin, LEAD_SUBMISSIONS, LEAD_CONNECTIONS, "bench");
  return {
    submissions: LEAD_SUBMISSIONS,
    connections: LEAD_CONNECTIONS,
    requestsPerSecond: measured.requests.total / measured.duration,
    p50Ms: measured.latency.p50,
    p99Ms: measured.latency.p99,
    errors: measured.errors + measured.non2xx,
    accepted: warmup["2xx"] + measured["2xx"],
  };
}
