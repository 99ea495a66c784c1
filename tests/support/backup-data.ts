import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import type { LeadDetail } from "#contracts/leads-inbox";
import { type BackupCommand, runBackupCli } from "#server/cli/backup-cli";
import type { Config } from "#server/config";
import { leads } from "#server/db/schema";
import { CRM_SYNC_QUEUE } from "#server/services/crm-sync";
import { fakeHubSpot } from "./hubspot.ts";
import { adminHeaders, createStaffUser, signIn } from "./staff.ts";
import { waitFor } from "./wait-for.ts";

/**
 * HubSpot is on, and its first failure puts a lead's next attempt an hour away: the retry job waits in the queue
 * through the backup and restore, as a delivery waiting out an outage would.
 */
export const PENDING_DELIVERY_CONFIG: Partial<Config> = {
  hubspot: { accessToken: "pat-backup-test", timeoutMs: 2_000, retryBaseSeconds: 3_600, maxAttempts: 100 },
};

/** What a backup must bring back, made through the app as staff and visitors would. */
export interface SeededData {
  leadId: string;
  leadEmail: string;
  staff: { username: string; password: string };
  note: string;
}

/**
 * The CRM sync jobs waiting in pg-boss's queue for `recordId` (not yet fetched by a worker). Only that queue's:
 * the lead's staff alert has a job of its own, which may still wait on a busy machine.
 */
export async function waitingJobs(app: FastifyInstance, recordId: string): Promise<{ name: string }[]> {
  const result = (await app.database.db.execute(
    sql`select name from pgboss.job where name = ${CRM_SYNC_QUEUE} and data->>'id' = ${recordId} and state < 'active'`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows;
}

/**
 * A lead posted through the API while HubSpot is down (`hubspot` must be failing), whose retry then waits in the
 * queue; an owner account; and a note on the lead's timeline, added through the staff API.
 */
export async function seedThroughTheApp(
  app: FastifyInstance,
  hubspot: ReturnType<typeof fakeHubSpot>,
): Promise<SeededData> {
  const leadEmail = "mira.backup@example.com";
  const posted = await app.inject({
    method: "POST",
    url: api.submitLead.path,
    payload: { name: "Mira Backup", email: leadEmail, phone: "+14155550142", website: "" },
  });
  expect(posted.statusCode).toBe(200);
  const lead = await waitFor(async () => {
    const [row] = await app.database.db.select().from(leads).where(eq(leads.email, leadEmail));
    return row?.crmStatus === "retrying" && row;
  }, 20_000);
  expect(hubspot.requests.length).toBeGreaterThan(0);
  expect(await waitingJobs(app, lead.id)).toHaveLength(1);

  const staff = await createStaffUser(app, "owner.backup");
  const session = await signIn(app, staff);
  const note = "Called back, wants the Tuesday class. Kept through a backup.";
  const added = await app.inject({
    method: "POST",
    url: apiUrl(api.addLeadNote, { params: { kind: "lead", id: lead.id } }),
    headers: adminHeaders(session),
    payload: { text: note },
  });
  expect(added.statusCode).toBe(200);
  return { leadId: lead.id, leadEmail, staff, note };
}

/** A server on a restored database finds the lead, lets the owner sign in, shows the note and still has the job. */
export async function expectRestored(app: FastifyInstance, seeded: SeededData): Promise<void> {
  const session = await signIn(app, seeded.staff);
  const detail = await app.inject({
    method: "GET",
    url: apiUrl(api.lead, { params: { kind: "lead", id: seeded.leadId } }),
    headers: adminHeaders(session),
  });
  expect(detail.statusCode).toBe(200);
  const body = detail.json() as LeadDetail;
  expect(body).toMatchObject({ email: seeded.leadEmail, crmStatus: "retrying" });
  expect(JSON.stringify(body.timeline)).toContain(seeded.note);
  expect(await waitingJobs(app, seeded.leadId)).toHaveLength(1);
}

/** `npm run <script> -- args` as an operator runs it, with only DATA_DIR set; answers its exit code and output. */
export function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", fail);
    child.once("exit", (code) => done({ code, stdout, stderr }));
  });
}

/** The same command in this process, for the checks that need no separate process: quicker than npm and tsx. */
export async function runHere(
  command: BackupCommand,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = { stdout: "", stderr: "" };
  const collect = (name: keyof typeof output) =>
    new Writable({
      write(chunk, _encoding, done) {
        output[name] += chunk;
        done();
      },
    });
  const code = await runBackupCli(command, args, {
    env: { NODE_ENV: "production", ...env },
    stdout: collect("stdout"),
    stderr: collect("stderr"),
  });
  return { code, ...output };
}

/**
 * What every backup suite file needs: HubSpot faked at the network for the whole file, a scratch folder removed
 * after it, and seeding with HubSpot down, so the lead's CRM sync waits in the queue (PENDING_DELIVERY_CONFIG).
 */
export function backupSuite(folderPrefix: string) {
  const mockHubSpot = setupServer();
  beforeAll(() => mockHubSpot.listen({ onUnhandledRequest: "error" }));
  afterAll(() => mockHubSpot.close());
  const scratch = mkdtempSync(join(tmpdir(), folderPrefix));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return {
    scratch,
    seedWithHubSpotDown(app: FastifyInstance): Promise<SeededData> {
      const hubspot = fakeHubSpot();
      mockHubSpot.use(...hubspot.handlers);
      hubspot.down([{ status: 503 }]);
      return seedThroughTheApp(app, hubspot);
    },
  };
}
