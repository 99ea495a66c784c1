import { count, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { webhookEvents } from "#server/db/schema";
import { waitFor } from "./wait-for.ts";

/**
 * Waits until every webhook event the app took in has had its job run (processed_at set): a webhook is
 * answered before its work is done, so its effects are read only after this.
 */
export async function webhookWorkDone(app: FastifyInstance): Promise<void> {
  await waitFor(async () => {
    const [waiting] = await app.database.db
      .select({ n: count() })
      .from(webhookEvents)
      .where(isNull(webhookEvents.processedAt));
    return waiting?.n === 0;
  });
}

/** How many jobs a webhook's queue was given: one per event acted on. */
export async function webhookJobs(app: FastifyInstance, queue: string): Promise<number> {
  const result = (await app.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${queue}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
