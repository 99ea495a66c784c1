import { type SQL, sql } from "drizzle-orm";
import { visitorMessages } from "../db/schema.ts";
import { firstAttemptJobs } from "./delivery.ts";

/**
 * The pg-boss queue of the messages the server sends visitors by itself (table `visitor_messages`, one delivery):
 * named apart from the delivery so the writers of rows (the lead statement, the trial bookings) queue the first
 * attempt in the statement that writes the row, without importing the sender.
 */
export const VISITOR_MESSAGE_QUEUE = "visitor-message";

/**
 * How long after the lead form the welcome e-mail waits: a visitor who picks a time in the thank-you view at once
 * has usually done so by then, and the e-mail names the time instead of a call to wait for.
 */
export const WELCOME_DELAY_SECONDS = 45;

/**
 * The first-attempt jobs of the visitor messages in `messages` (a subquery with columns `id` and `due_at`), each
 * waiting until its message is due; a data-modifying CTE of the statement that writes the messages. The messages'
 * `next_attempt_at` must be their `due_at`, so a job lost before it ran is found by reconcile once it is due.
 */
export function visitorMessageJobs(messages: SQL, reqId?: string): SQL {
  return firstAttemptJobs(VISITOR_MESSAGE_QUEUE, messages, reqId, { startAfterColumn: "due_at" });
}

/**
 * The CTEs (each followed by a comma) that write the welcome e-mail of every lead in the CTE `created` and queue
 * its job, for the statement that stores the lead (server/services/leads.ts).
 */
export function welcomeMessageCtes(created: string, reqId?: string): SQL {
  const due = sql`now() + ${WELCOME_DELAY_SECONDS} * interval '1 second'`;
  return sql`welcome_message as (
      insert into ${visitorMessages} (lead_id, kind, channel, due_at, next_attempt_at)
      select id, 'welcome', 'email', ${due}, ${due} from ${sql.identifier(created)}
      returning id, due_at
    ),
    welcome_job as (${visitorMessageJobs(sql`select id, due_at from welcome_message`, reqId)}),`;
}
