import { expect, it } from "vitest";
import { OVERDUE_GRACE_SECONDS } from "#server/services/delivery";
import { readJsonLines } from "#tests/support/child-server.ts";
import type { FakeHubSpotEntry } from "#tests/support/hubspot-child.ts";
import { setUpServerProcesses } from "#tests/support/server-processes.ts";
import { waitFor } from "#tests/support/wait-for.ts";

const LEADS = 40;
const HUBSPOT_TIMEOUT_MS = 1_000;
/** Long enough that the kill surely lands while upserts wait for their answers. */
const HUBSPOT_ANSWER_DELAY_MS = 300;
/**
 * Beyond reconcile's grace: its one-second floor, a job poll, and the re-queued job waiting behind the
 * leads never attempted, on a machine busy with other test files.
 */
const RECOVERY_SLACK_MS = 8_000;
const processes = setUpServerProcesses("crash");

async function startServer() {
  return processes.start({
    HUBSPOT_ACCESS_TOKEN: "pat-test-token",
    HUBSPOT_TIMEOUT_MS: String(HUBSPOT_TIMEOUT_MS),
    LEAD_RATE_LIMIT_PER_MINUTE: String(LEADS * 2),
    HUBSPOT_FAKE_DELAY_MS: String(HUBSPOT_ANSWER_DELAY_MS),
  });
}

function lead(index: number) {
  return {
    name: "Crash Visitor",
    email: `crash-${index}@example.com`,
    phone: `+1415555${String(index).padStart(4, "0")}`,
    website: "",
  };
}

interface LeadSync {
  email: string;
  crm_status: string;
  crm_attempts: number;
  crm_contact_id: string | null;
  /** When the current attempt's busy window ends, or when the next attempt is due. */
  busy_until: number | null;
  synced_events: number;
  /** When each attempt claimed the lead, in order. */
  attempts_at: number[];
}

async function syncState(): Promise<LeadSync[]> {
  const { rows } = await processes.direct.query<LeadSync>(`
    SELECT l.email, l.crm_status, l.crm_attempts, l.crm_contact_id,
           (extract(epoch FROM l.crm_next_attempt_at) * 1000)::float8 AS busy_until,
           count(*) FILTER (WHERE e.type = 'crm_synced')::int AS synced_events,
           coalesce(array_agg((extract(epoch FROM e.created_at) * 1000)::float8 ORDER BY e.id)
             FILTER (WHERE e.type = 'crm_sync_attempt'), '{}') AS attempts_at
    FROM leads l LEFT JOIN lead_events e ON e.lead_id = l.id
    GROUP BY l.id ORDER BY l.email`);
  return rows;
}

it("syncs each of 40 leads exactly once after a SIGKILL with HubSpot upserts in flight", {
  timeout: 90_000,
}, async () => {
  const first = await startServer();
  const answers = await Promise.all(
    Array.from({ length: LEADS }, (_, index) =>
      fetch(`${first.origin}/api/hubspot-lead`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead(index)),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(LEADS).fill(200));

  // Some upserts answered, and at least one waiting for its answer: kill now.
  await waitFor(
    () => {
      const entries = readJsonLines<FakeHubSpotEntry>(processes.hubspotLog);
      const answered = new Set(
        entries.filter((entry) => entry.type === "answer").map((entry) => entry.email),
      );
      return answered.size >= 4 && entries.some((entry) => !answered.has(entry.email));
    },
    20_000,
    5,
  );
  first.kill("SIGKILL");
  expect((await first.exited).signal).toBe("SIGKILL");
  const killedAt = Date.now();

  // The attempts the kill cut off: claimed (so counted) but never finished.
  const atKill = await syncState();
  const cutOff = atKill.filter((row) => row.crm_attempts > 0 && row.crm_status !== "synced");
  const inFlightUpserts = readJsonLines<FakeHubSpotEntry>(processes.hubspotLog).filter(
    (entry, _, entries) =>
      entry.type === "request" &&
      !entries.some((other) => other.type === "answer" && other.email === entry.email),
  );
  expect(cutOff.length).toBeGreaterThanOrEqual(1);
  expect(inFlightUpserts.length).toBeGreaterThanOrEqual(1);

  const second = await startServer();
  const restartedAt = Date.now();
  const finalState = await waitFor(
    async () => {
      const rows = await syncState();
      return rows.length === LEADS && rows.every((row) => row.crm_status === "synced") && rows;
    },
    60_000,
    100,
  );
  const recoveredAt = Date.now();

  // No lead lost; each synced exactly once, with the one contact the fake holds for its e-mail.
  const requests = readJsonLines<FakeHubSpotEntry>(processes.hubspotLog).filter(
    (entry) => entry.type === "request",
  );
  expect(finalState.map((row) => row.email).sort()).toEqual(
    Array.from({ length: LEADS }, (_, index) => lead(index).email).sort(),
  );
  for (const row of finalState) {
    const forEmail = requests.filter((entry) => entry.email === row.email);
    expect(row.synced_events, row.email).toBe(1);
    expect(new Set(forEmail.map((entry) => entry.contactId)), row.email).toEqual(
      new Set([row.crm_contact_id]),
    );
    expect(
      forEmail.filter((entry) => entry.created),
      row.email,
    ).toHaveLength(1);
    const wasCutOff = cutOff.some((killed) => killed.email === row.email);
    expect(row.crm_attempts, row.email).toBe(wasCutOff ? 2 : 1);
    // Each claim is recorded with its attempt event, even the one the kill cut off.
    expect(row.attempts_at, row.email).toHaveLength(row.crm_attempts);
    // A cut-off attempt may or may not have reached HubSpot; every other attempt sent one upsert.
    expect(forEmail.length, row.email).toBeLessThanOrEqual(row.crm_attempts);
    expect(forEmail.at(-1)?.pid, row.email).toBe(wasCutOff ? second.pid : forEmail[0]?.pid);
  }

  // Each cut-off lead was claimed again only once its busy window had ended, and promptly then.
  const lateness = cutOff.map((killed) => {
    const retried = finalState.find((row) => row.email === killed.email);
    return (retried?.attempts_at[1] ?? Number.NaN) - (killed.busy_until ?? Number.NaN);
  });
  for (const late of lateness) {
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThanOrEqual(OVERDUE_GRACE_SECONDS * 1000 + RECOVERY_SLACK_MS);
  }
  const busyWindow = (killed: LeadSync) => (killed.busy_until ?? 0) - (killed.attempts_at[0] ?? 0);
  console.info(
    `process-crash: ${LEADS} leads, ${requests.length} upserts; SIGKILL cut off ${cutOff.length} attempts ` +
      `(${inFlightUpserts.length} upserts awaiting their answer, busy window ${Math.round(busyWindow(cutOff[0] as LeadSync))} ms); ` +
      `restart ${restartedAt - killedAt} ms; cut-off attempts claimed again ${lateness.map((late) => Math.round(late)).join(", ")} ms ` +
      `after their busy window ended; all synced ${recoveredAt - killedAt} ms after the kill`,
  );
});
