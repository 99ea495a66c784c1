import { eq, sql } from "drizzle-orm";
import type { LeadStatus } from "#contracts/lead-status";
import type { VisitorMessageKind } from "#contracts/visitor-messages";
import type { Database } from "../db/client.ts";
import { leads, type TrialBookingRow, visitorMessages } from "../db/schema.ts";
import type { Actor } from "./lead-records.ts";
import { recordStatusChange } from "./lead-status.ts";
import { smsConsent } from "./sms-consent.ts";
import { reminderSchedule } from "./trial-reminders.ts";
import { visitorMessageJobs } from "./visitor-message-queue.ts";

/**
 * What follows a change of a trial, the same whoever makes it, the visitor through their link or staff
 * (docs/product/trial-booking.md; docs/product/staff-area.md, Trials): where the lead's status goes, and which
 * messages the visitor is sent. Each runs in the change's own transaction.
 */
export type TrialChange = "booked" | "confirmed" | "moved" | "attended" | "no_show" | "cancelled";

/**
 * A trial held, confirmed, moved or attended means Trial booked; a no-show or a cancellation sends a lead that was at
 * Trial booked back to Contacted, to be called and rebooked. A Member or a Lost lead stays where staff put it.
 */
export function leadStatusAfter(change: TrialChange, current: LeadStatus): LeadStatus {
  if (current === "member" || current === "lost") return current;
  if (change === "no_show" || change === "cancelled")
    return current === "trial_booked" ? "contacted" : current;
  return "trial_booked";
}

/** Moves the lead's status as the change says, recorded with who made it. */
export async function followLeadStatus(
  db: Database,
  leadId: string,
  change: TrialChange,
  actor: Actor,
): Promise<void> {
  const [lead] = await db
    .select({ status: leads.status })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) return;
  const status = leadStatusAfter(change, lead.status);
  if (status === lead.status) return;
  await db.update(leads).set({ status }).where(eq(leads.id, leadId));
  await recordStatusChange(db, { kind: "lead", id: leadId }, { from: lead.status, to: status }, actor);
}

/** The invitation a change sends: the first, an update (confirmed or moved), or its cancellation. */
const INVITATION: Partial<Record<TrialChange, VisitorMessageKind>> = {
  booked: "booking_confirmation",
  confirmed: "booking_update",
  moved: "booking_update",
  cancelled: "booking_cancellation",
};

interface QueuedMessage {
  kind: VisitorMessageKind;
  channel: "email" | "sms";
  /** Later than now for a reminder; absent for a message due at once. */
  dueAt?: Date;
}

/**
 * Writes the visitor's messages for the trial as it now stands, each with the trial's sequence so a later change
 * makes it stale (the sender skips it), and each message's first job, waiting until the message is due.
 */
async function queueVisitorMessages(
  db: Database,
  trial: TrialBookingRow,
  messages: readonly QueuedMessage[],
  reqId?: string,
): Promise<void> {
  if (messages.length === 0) return;
  const inserted = await db
    .insert(visitorMessages)
    .values(
      messages.map(({ kind, channel, dueAt }) => {
        const due = dueAt ?? sql`now()`;
        return {
          leadId: trial.leadId,
          bookingId: trial.id,
          kind,
          channel,
          bookingSequence: trial.sequence,
          dueAt: due,
          nextAttemptAt: due,
        };
      }),
    )
    .returning({ id: visitorMessages.id });
  const ids = inserted.map((message) => message.id);
  await db.execute(
    visitorMessageJobs(
      sql`select id, due_at from ${visitorMessages} where id = any(${sql.param(ids)}::uuid[])`,
      reqId,
    ),
  );
}

/**
 * The visitor's messages for a change: its invitation, and for a trial that is confirmed after it (booked confirmed
 * at once, confirmed, or moved while confirmed) its reminders at their times.
 */
export async function queueTrialMessages(
  db: Database,
  trial: TrialBookingRow,
  change: TrialChange,
  options: { now: Date; reqId?: string },
): Promise<void> {
  const invitation = INVITATION[change];
  const remind =
    trial.status === "confirmed" && (change === "booked" || change === "confirmed" || change === "moved");
  const reminders = remind
    ? reminderSchedule(trial, { now: options.now, smsConsent: await smsConsent(db, trial.leadId) })
    : [];
  await queueVisitorMessages(
    db,
    trial,
    [...(invitation ? [{ kind: invitation, channel: "email" as const }] : []), ...reminders],
    options.reqId,
  );
}
