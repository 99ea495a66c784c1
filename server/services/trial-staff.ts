import { and, asc, eq, gte, lt } from "drizzle-orm";
import { DateTime } from "luxon";
import type { KindsWithDetail, LeadHistoryDetail } from "#contracts/lead-history";
import { teacherName } from "#contracts/teachers";
import type { TrialBookingStatus } from "#contracts/trial-booking";
import { type StaffTrial, type StaffTrialChange, TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import type { DatabaseHandle } from "../db/client.ts";
import { leads, type TrialBookingRow, trialBookings } from "../db/schema.ts";
import { closeNoShowStep, setNoShowStep } from "./lead-next-steps.ts";
import { type Actor, recordLeadEvent, storedActor } from "./lead-records.ts";
import { stored } from "./stored.ts";
import { bookingOf } from "./trial-bookings.ts";
import { followLeadStatus, queueTrialMessages } from "./trial-effects.ts";

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

export interface TrialStaffService {
  /** The trials starting in [from, from + days) of `timeZone`'s calendar, earliest first. */
  list(query: { from: string; days: 1 | 7; timeZone: string }): Promise<StaffTrial[]>;
  change(id: string, to: StaffTrialChange, actor: Actor, now?: Date): Promise<StaffTrial>;
  /** A trial as the staff pages show it, with its lead (after a booking or a move from the lead page). */
  withLead(trial: TrialBookingRow): Promise<StaffTrial>;
}

function trialOf(row: TrialBookingRow, lead: StaffTrial["lead"]): StaffTrial {
  return { ...bookingOf(row), lead };
}

const leadColumns = { id: leads.id, name: leads.name, phone: leads.phone, email: leads.email };

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

    async withLead(trial) {
      const [lead] = await stored(() =>
        database.db.select(leadColumns).from(leads).where(eq(leads.id, trial.leadId)),
      );
      if (!lead) throw new TrialChangeError(TRIAL_STAFF_MESSAGES.notFound, 404);
      return trialOf(trial, lead);
    },

    change(id, to, actor, now = new Date()) {
      return stored(() =>
        database.transaction(async ({ db }) => {
          const [found] = await db
            .select({ trial: trialBookings, lead: leadColumns })
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

          await recordLeadEvent(
            db,
            { kind: "lead", id: lead.id },
            {
              kind: EVENT_OF[to],
              detail: {
                bookingId: trial.id,
                teacherId: trial.teacherId,
                teacherName: teacherName(trial.teacherId),
                startsAt: trial.startsAt.toISOString(),
                status: trial.status,
                ...storedActor(actor),
              },
            },
          );
          await followLeadStatus(db, lead.id, to, actor);
          // After the status, so a lead the no-show left Member or Lost is seen as such.
          if (to === "no_show") await setNoShowStep(db, trial, actor, now);
          if (to === "attended" && before.status === "no_show")
            await closeNoShowStep(db, trial, "trial_attended", actor, now);
          await queueTrialMessages(db, trial, to, { now });
          return trialOf(trial, { id: lead.id, name: lead.name, phone: lead.phone, email: lead.email });
        }),
      );
    },
  };
}
