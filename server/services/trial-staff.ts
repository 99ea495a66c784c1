import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { KindsWithDetail, LeadHistoryDetail } from "#contracts/lead-history";
import type { LeadStatus } from "#contracts/lead-status";
import { teacherName } from "#contracts/teachers";
import type { TrialBookingStatus } from "#contracts/trial-booking";
import { type StaffTrial, type StaffTrialChange, TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import type { VisitorMessageKind } from "#contracts/visitor-messages";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { leads, type TrialBookingRow, trialBookings, visitorMessages } from "../db/schema.ts";
import { firstAttemptJobs } from "./delivery.ts";
import { type Actor, recordLeadEvent, storedActor } from "./lead-records.ts";
import { recordStatusChange } from "./lead-status.ts";
import { stored } from "./stored.ts";
import { reminderSchedule } from "./trial-reminders.ts";
import { VISITOR_MESSAGE_QUEUE } from "./visitor-message-queue.ts";

/** A change staff asked for that the trial cannot make: answered 404 or 409 with these words. */
export class TrialChangeError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
    this.name = "TrialChangeError";
  }
}

/**
 * Which statuses each change may start from (docs/product/staff-area.md, Trials): a held trial is confirmed; a
 * confirmed one is attended or a no-show once it has started, and either can be corrected to the other; a held or
 * confirmed one can be cancelled.
 */
const CHANGES_FROM: Record<StaffTrialChange, readonly TrialBookingStatus[]> = {
  confirmed: ["hold"],
  attended: ["confirmed", "no_show"],
  no_show: ["confirmed", "attended"],
  cancelled: ["hold", "confirmed"],
};

/** The kinds whose detail is a trial's as it stands (not a move's, which also keeps where it was). */
type TrialEventKind = KindsWithDetail<LeadHistoryDetail<"trial_confirmed">>;

const EVENT_OF: Record<StaffTrialChange, TrialEventKind> = {
  confirmed: "trial_confirmed",
  attended: "trial_attended",
  no_show: "trial_no_show",
  cancelled: "trial_cancelled",
};

/**
 * Where the lead's status goes with the trial: a trial held, confirmed or attended means Trial booked; a no-show or a
 * cancellation sends a lead that was at Trial booked back to Contacted, to be called and rebooked. A lead already
 * past the trial (Member) or Lost is left where staff put it.
 */
function leadStatusAfter(change: StaffTrialChange, current: LeadStatus): LeadStatus {
  if (current === "member" || current === "lost") return current;
  if (change === "no_show" || change === "cancelled")
    return current === "trial_booked" ? "contacted" : current;
  return "trial_booked";
}

/** The e-mail a change sends the visitor: a confirmed or cancelled invitation; attendance is staff's own record. */
const MESSAGE_OF: Partial<Record<StaffTrialChange, VisitorMessageKind>> = {
  confirmed: "booking_update",
  cancelled: "booking_cancellation",
};

export interface TrialStaffService {
  /** The trials starting in [from, from + days) of `timeZone`'s calendar, earliest first. */
  list(query: { from: string; days: 1 | 7; timeZone: string }): Promise<StaffTrial[]>;
  change(id: string, to: StaffTrialChange, actor: Actor, now?: Date): Promise<StaffTrial>;
}

function trialOf(row: TrialBookingRow, lead: StaffTrial["lead"]): StaffTrial {
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    teacher: { id: row.teacherId, name: teacherName(row.teacherId) },
    status: row.status,
    timeZone: row.timeZone,
    lead,
  };
}

const leadColumns = { id: leads.id, name: leads.name, phone: leads.phone, email: leads.email };

/**
 * The visitor's messages for the trial as it now stands, due now or at their time (a reminder), each with the trial's
 * sequence so a later change makes it stale. Due-now messages get their first job here; later ones are found by the
 * delivery's reconcile once due (ADR 014).
 */
async function queueMessages(
  db: Database,
  trial: TrialBookingRow,
  messages: { kind: VisitorMessageKind; channel: "email" | "sms"; dueAt?: Date }[],
): Promise<void> {
  if (messages.length === 0) return;
  const inserted = await db
    .insert(visitorMessages)
    .values(
      messages.map(({ kind, channel, dueAt }) => ({
        leadId: trial.leadId,
        bookingId: trial.id,
        kind,
        channel,
        bookingSequence: trial.sequence,
        ...(dueAt ? { dueAt, nextAttemptAt: dueAt } : { nextAttemptAt: new Date() }),
      })),
    )
    .returning({ id: visitorMessages.id, kind: visitorMessages.kind });
  // Each kind is written once per change, so it tells which rows are due now.
  const later = new Set(messages.filter((message) => message.dueAt).map((message) => message.kind));
  const dueNow = inserted.filter((message) => !later.has(message.kind));
  if (dueNow.length === 0) return;
  await db.execute(
    firstAttemptJobs(
      VISITOR_MESSAGE_QUEUE,
      sql`select unnest(${sql.param(dueNow.map((message) => message.id))}::uuid[]) as id`,
    ),
  );
}

/** The lead's latest answer to the form's text-message box (docs/product/consent.md). */
async function agreedToTexts(db: Database, leadId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select granted from lead_consents where lead_id = ${leadId} and purpose = 'sms' order by created_at desc, id desc limit 1`,
  )) as unknown as { rows: { granted: boolean }[] };
  return result.rows[0]?.granted ?? false;
}

export function createTrialStaff(database: DatabaseHandle): TrialStaffService {
  return {
    async list({ from, days, timeZone }) {
      const start = DateTime.fromISO(from, { zone: timeZone }).startOf("day");
      const end = start.plus({ days });
      const rows = await stored(() =>
        database.db
          .select({ trial: trialBookings, lead: leadColumns })
          .from(trialBookings)
          .innerJoin(leads, eq(leads.id, trialBookings.leadId))
          .where(
            and(gte(trialBookings.startsAt, start.toJSDate()), lt(trialBookings.startsAt, end.toJSDate())),
          )
          .orderBy(asc(trialBookings.startsAt), asc(trialBookings.teacherId)),
      );
      return rows.map(({ trial, lead }) => trialOf(trial, lead));
    },

    change(id, to, actor, now = new Date()) {
      return stored(() =>
        database.transaction(async ({ db }) => {
          const [found] = await db
            .select({ trial: trialBookings, lead: { ...leadColumns, status: leads.status } })
            .from(trialBookings)
            .innerJoin(leads, eq(leads.id, trialBookings.leadId))
            .where(eq(trialBookings.id, id))
            .for("update");
          if (!found) throw new TrialChangeError(TRIAL_STAFF_MESSAGES.notFound, 404);
          const { trial: before, lead } = found;
          if (!CHANGES_FROM[to].includes(before.status))
            throw new TrialChangeError(TRIAL_STAFF_MESSAGES.transition, 409);
          if ((to === "attended" || to === "no_show") && before.startsAt > now)
            throw new TrialChangeError(TRIAL_STAFF_MESSAGES.notYet, 409);

          // A change the visitor's calendar must see raises the invitation's SEQUENCE (RFC 5545).
          const invitationChanges = to === "confirmed" || to === "cancelled";
          const [trial] = await db
            .update(trialBookings)
            .set({
              status: to,
              updatedAt: now,
              ...(invitationChanges ? { sequence: before.sequence + 1 } : {}),
            })
            .where(eq(trialBookings.id, id))
            .returning();
          if (!trial) throw new TrialChangeError(TRIAL_STAFF_MESSAGES.notFound, 404);

          const key = { kind: "lead", id: lead.id } as const;
          await recordLeadEvent(db, key, {
            kind: EVENT_OF[to],
            detail: {
              bookingId: trial.id,
              teacherId: trial.teacherId,
              teacherName: teacherName(trial.teacherId),
              startsAt: trial.startsAt.toISOString(),
              status: trial.status,
              ...storedActor(actor),
            },
          });
          const status = leadStatusAfter(to, lead.status);
          if (status !== lead.status) {
            await db.update(leads).set({ status }).where(eq(leads.id, lead.id));
            await recordStatusChange(db, key, { from: lead.status, to: status }, actor);
          }

          const message = MESSAGE_OF[to];
          const reminders =
            to === "confirmed"
              ? reminderSchedule(trial, { now, smsConsent: await agreedToTexts(db, lead.id) })
              : [];
          await queueMessages(db, trial, [
            ...(message ? [{ kind: message, channel: "email" as const }] : []),
            ...reminders,
          ]);
          return trialOf(trial, { id: lead.id, name: lead.name, phone: lead.phone, email: lead.email });
        }),
      );
    },
  };
}
