import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import { openDatabase } from "../db/client.ts";
import { leads } from "../db/schema.ts";
import { insertJobs } from "../plugins/internal/jobs.ts";
import { CRM_SYNC_QUEUE } from "./crm-sync.ts";

/** More than two of reconcile's batches (500 records each). */
const BACKLOG = 1_100;

describe.each(testDatabases())(
  "a backlog of overdue deliveries when the server starts, on $name",
  (database) => {
    const server = useTestApp(database, { persistent: true });
    const db = () => server.app.database.db;

    /** How many jobs each backlog lead has in the HubSpot queue, whatever their state. */
    async function jobsPerLead(): Promise<number[]> {
      const rows = (await db().execute(
        sql`select count(j.id)::int as jobs from ${leads} l
        left join pgboss.job j on j.name = ${CRM_SYNC_QUEUE} and j.data->>'id' = l.id::text
        where l.email like 'backlog.%' group by l.id`,
      )) as { rows: { jobs: number }[] };
      return rows.rows.map((row) => row.jobs);
    }

    it("is re-queued after the server is up, in batches, one job a lead, and none for a lead whose job still waits", {
      timeout: 120_000,
    }, async () => {
      // Made while the server is down, so no instance takes part before the one under test: leads whose HubSpot
      // attempt is long overdue, as after a crash under load, half of them with a job still waiting in the queue.
      await server.restart(async () => {
        const offline = await openDatabase(database.persistentConfig());
        try {
          const overdue = new Date(Date.now() - 3_600_000);
          await offline.db.insert(leads).values(
            Array.from({ length: BACKLOG }, (_, index) => ({
              name: `Backlog ${index}`,
              email: `backlog.${index}@example.com`,
              phone: `+1415555${String(index).padStart(4, "0")}`,
              crmStatus: "pending" as const,
              crmNextAttemptAt: overdue,
            })),
          );
          await offline.db.execute(
            insertJobs(
              CRM_SYNC_QUEUE,
              sql`select jsonb_build_object('id', id, 'attempt', 0) as data from ${leads}
              where email like 'backlog.%' and right(split_part(email, '@', 1), 1) in ('0', '2', '4', '6', '8')`,
            ),
          );
          // Still waiting when the server is back: due later, so no worker fetches them while reconcile looks.
          // (A job a worker has fetched is re-queued all the same: it may be a dead instance's; a live one's
          // second job finds its attempt claimed and does nothing.)
          await offline.db.execute(
            sql`update pgboss.job set start_after = now() + interval '1 hour' where name = ${CRM_SYNC_QUEUE}`,
          );
        } finally {
          await offline.close();
        }
      });

      // Every lead ends up with exactly one job: the waiting ones were left alone, the others got theirs.
      const counts = await waitFor(async () => {
        const perLead = await jobsPerLead();
        return perLead.every((jobs) => jobs >= 1) ? perLead : undefined;
      }, 60_000);
      expect(counts).toHaveLength(BACKLOG);
      expect(new Set(counts)).toEqual(new Set([1]));
    });
  },
);
