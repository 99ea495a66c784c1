import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { webhookEvents } from "../db/schema.ts";
import { insertJobs } from "../plugins/internal/jobs.ts";
import { stored } from "./stored.ts";

/** What a webhook's job carries: the stored event it acts on, and the payload it acts with. */
export interface WebhookJob<P extends object> {
  event: string;
  payload: P;
}

/**
 * Ids are kept as the provider wrote them (Twilio's SIDs are 34 characters); a longer one is kept as its
 * SHA-256, so no id a provider can send is too long for the unique index.
 */
const LONGEST_STORED_ID = 200;

function storableEventId(eventId: string): string {
  return eventId.length <= LONGEST_STORED_ID
    ? eventId
    : `sha256:${createHash("sha256").update(eventId).digest("hex")}`;
}

export interface WebhookEvents {
  /**
   * Stores the provider's event and queues its job, in one statement: false, and nothing queued, when the
   * provider sent this event before.
   */
  receive(event: { provider: string; eventId: string; queue: string; payload: object }): Promise<boolean>;
  /** The event's job has done its work. */
  processed(id: string): Promise<void>;
}

/**
 * The provider events the webhook area took in (docs/decisions/039-webhook-area-guarded-by-construction.md).
 * Requests store them on `database`; their jobs mark them processed on `database.background`.
 */
export function createWebhookEvents(database: DatabaseHandle): WebhookEvents {
  return {
    async receive({ provider, eventId, queue, payload }) {
      // One statement is atomic on its own: the event is stored exactly when its job is, on PGlite and
      // PostgreSQL alike, and two deliveries of one event at once meet at the unique index.
      const statement = sql`with event as (
          insert into ${webhookEvents} (provider, event_id) values (${provider}, ${storableEventId(eventId)})
          on conflict (provider, event_id) do nothing
          returning id
        ),
        job as (${insertJobs(
          queue,
          sql`select jsonb_build_object('event', id, 'payload', ${JSON.stringify(payload)}::jsonb) as data from event`,
        )})
        select id from event`;
      const result = (await stored(() => database.db.execute(statement))) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
    },

    async processed(id) {
      await database.background.db
        .update(webhookEvents)
        .set({ processedAt: sql`now()` })
        .where(eq(webhookEvents.id, id));
    },
  };
}
