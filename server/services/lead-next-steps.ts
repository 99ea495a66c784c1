import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NextStepWithdrawnReason } from "#contracts/lead-history";
import {
  NEXT_STEP_FURTHEST_DAYS,
  NEXT_STEP_MESSAGES,
  NEXT_STEP_PAST_GRACE_MINUTES,
  type NextStep,
  type NextStepField,
  NO_SHOW_NEXT_STEP,
} from "#contracts/lead-next-step";
import { phoneTimeZones } from "#contracts/phone-time-zone";
import type { Database, DatabaseHandle } from "../db/client.ts";
import {
  type LeadNextStepRow,
  leadNextSteps,
  leads,
  type NextStepOutcome,
  staffUsers,
  type TrialBookingRow,
} from "../db/schema.ts";
import { type Actor, recordLeadEvent, storedActor } from "./lead-records.ts";
import { stored } from "./stored.ts";
import { nextCallingTime } from "./trial-reminders.ts";

/**
 * A lead's next step (docs/product/staff-area.md, Next step): at most one open per lead, which the partial unique
 * index `lead_next_steps_one_open_per_lead_idx` holds; setting one closes the open one as replaced, in the same
 * transaction, under the lead's row lock, so two staff setting one at once both land, one after the other.
 */

/** A request the step cannot take: answered 400 at its field, 404, 409 or 422 with these words. */
export class NextStepRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422,
    readonly field?: NextStepField,
  ) {
    super(message);
    this.name = "NextStepRefusal";
  }
}

export interface NextStepInput {
  what: string;
  dueAt: Date;
  /** null: the lead's owner, or anyone while it has none. */
  assigneeId: string | null;
}

const assignees = alias(staffUsers, "assignee");
const creators = alias(staffUsers, "creator");

function stepOf(
  row: LeadNextStepRow,
  names: { assignee: string | null; createdBy: string | null },
): NextStep {
  return {
    id: row.id,
    what: row.what,
    dueAt: row.dueAt.toISOString(),
    assigneeId: row.assigneeId,
    assignee: names.assignee,
    createdBy: names.createdBy,
    createdAt: row.createdAt.toISOString(),
    fromNoShow: row.noShowBookingId !== null,
  };
}

/** The lead's open step, with the names of who does it and who set it. */
export async function openNextStep(db: Database, leadId: string): Promise<NextStep | null> {
  const [found] = await db
    .select({ step: leadNextSteps, assignee: assignees.username, createdBy: creators.username })
    .from(leadNextSteps)
    .leftJoin(assignees, eq(assignees.id, leadNextSteps.assigneeId))
    .leftJoin(creators, eq(creators.id, leadNextSteps.createdBy))
    .where(and(eq(leadNextSteps.leadId, leadId), isNull(leadNextSteps.completedAt)));
  return found ? stepOf(found.step, found) : null;
}

function staffId(actor: Actor): string | null {
  return actor.kind === "staff" ? actor.userId : null;
}

/**
 * Closes the open step, if any (and only when it is `stepId`, or `noShowBookingId`'s, or any no-show's when that is
 * `"any"`), as `outcome`.
 */
async function closeOpen(
  db: Database,
  leadId: string,
  close: { outcome: NextStepOutcome; actor: Actor; now: Date; stepId?: string; noShowBookingId?: string },
): Promise<LeadNextStepRow | undefined> {
  const noShow = close.noShowBookingId;
  const [closed] = await db
    .update(leadNextSteps)
    .set({ completedAt: close.now, completedBy: staffId(close.actor), outcome: close.outcome })
    .where(
      and(
        eq(leadNextSteps.leadId, leadId),
        isNull(leadNextSteps.completedAt),
        ...(close.stepId ? [eq(leadNextSteps.id, close.stepId)] : []),
        ...(noShow === "any" ? [isNotNull(leadNextSteps.noShowBookingId)] : []),
        ...(noShow && noShow !== "any" ? [eq(leadNextSteps.noShowBookingId, noShow)] : []),
      ),
    )
    .returning();
  return closed;
}

async function assigneeName(db: Database, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [user] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return user?.username ?? null;
}

/**
 * Writes a new open step through `db` (the caller's transaction, which holds the lead's row lock), closing the one
 * open now as replaced, and records it on the lead's timeline.
 */
async function writeStep(
  db: Database,
  leadId: string,
  step: NextStepInput & { noShowBookingId?: string },
  actor: Actor,
  now: Date,
): Promise<NextStep> {
  const replaced = await closeOpen(db, leadId, { outcome: "replaced", actor, now });
  const [row] = await db
    .insert(leadNextSteps)
    .values({
      leadId,
      what: step.what,
      dueAt: step.dueAt,
      assigneeId: step.assigneeId,
      noShowBookingId: step.noShowBookingId ?? null,
      createdBy: staffId(actor),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("The next step was not stored.");
  const assignee = await assigneeName(db, row.assigneeId);
  await recordLeadEvent(
    db,
    { kind: "lead", id: leadId },
    {
      kind: "next_step_set",
      detail: {
        stepId: row.id,
        what: row.what,
        dueAt: row.dueAt.toISOString(),
        assigneeId: row.assigneeId,
        assignee,
        ...(replaced ? { replaced: replaced.what } : {}),
        ...(step.noShowBookingId ? { noShowBookingId: step.noShowBookingId } : {}),
        ...storedActor(actor),
      },
    },
  );
  return stepOf(row, { assignee, createdBy: actor.kind === "staff" ? actor.username : null });
}

/**
 * After a trial was marked a no-show, in that change's transaction: the lead gets NO_SHOW_NEXT_STEP, due when the
 * studio may next call them (calling hours in their number's zones, or the zone they booked in when the number's is
 * unknown), for the lead's owner. A Member or Lost lead gets none: nobody is to call them back.
 */
export async function setNoShowStep(
  db: Database,
  trial: TrialBookingRow,
  actor: Actor,
  now: Date,
): Promise<void> {
  const [lead] = await db
    .select({ status: leads.status, phone: leads.phone, ownerId: leads.ownerId })
    .from(leads)
    .where(eq(leads.id, trial.leadId))
    .for("update");
  if (!lead || lead.status === "member" || lead.status === "lost") return;
  const zones = phoneTimeZones(lead.phone);
  const dueAt = nextCallingTime(now, zones.length > 0 ? zones : [trial.timeZone]);
  await writeStep(
    db,
    trial.leadId,
    { what: NO_SHOW_NEXT_STEP, dueAt, assigneeId: lead.ownerId, noShowBookingId: trial.id },
    actor,
    now,
  );
}

/**
 * Closes the step a no-show set once what it asked for no longer needs doing, and says why on the timeline: the
 * no-show was corrected to attended (only that trial's step, withdrawn), or a new trial was booked for the lead (any
 * no-show's step, done: the rebooking it asked for happened, whoever made it).
 */
export async function closeNoShowStep(
  db: Database,
  trial: Pick<TrialBookingRow, "id" | "leadId">,
  reason: NextStepWithdrawnReason,
  actor: Actor,
  now: Date,
): Promise<void> {
  const closed = await closeOpen(db, trial.leadId, {
    outcome: reason === "trial_rebooked" ? "done" : "withdrawn",
    actor,
    now,
    noShowBookingId: reason === "trial_rebooked" ? "any" : trial.id,
  });
  if (!closed) return;
  await recordLeadEvent(
    db,
    { kind: "lead", id: trial.leadId },
    {
      kind: "next_step_withdrawn",
      detail: { stepId: closed.id, what: closed.what, reason, ...storedActor(actor) },
    },
  );
}

export interface LeadNextStepService {
  /** The lead's open step, null when it has none; undefined when there is no such lead. */
  read(leadId: string): Promise<NextStep | null | undefined>;
  /** Sets the lead's open step, replacing the one open now. Throws NextStepRefusal. */
  set(leadId: string, step: NextStepInput, actor: Actor): Promise<NextStep>;
  /** Marks `stepId` done; refused (409) when it is no longer the open one. Throws NextStepRefusal. */
  complete(leadId: string, stepId: string, actor: Actor): Promise<NextStep>;
}

const MINUTE_MS = 60_000;

function checkDue(dueAt: Date, now: Date): void {
  if (dueAt.getTime() < now.getTime() - NEXT_STEP_PAST_GRACE_MINUTES * MINUTE_MS)
    throw new NextStepRefusal(NEXT_STEP_MESSAGES.duePast, 400, "dueAt");
  if (dueAt.getTime() > now.getTime() + NEXT_STEP_FURTHEST_DAYS * 24 * 60 * MINUTE_MS)
    throw new NextStepRefusal(NEXT_STEP_MESSAGES.dueFar, 400, "dueAt");
}

/** Locks the lead's row, so steps set or completed at once on one lead go one after another. */
async function lockLead(db: Database, leadId: string): Promise<void> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) throw new NextStepRefusal(NEXT_STEP_MESSAGES.notFound, 404);
}

/** `now` is the clock due times are checked against; tests set it. */
export function createLeadNextSteps(
  database: DatabaseHandle,
  now: () => Date = () => new Date(),
): LeadNextStepService {
  return {
    read(leadId) {
      return stored(async () => {
        const [lead] = await database.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
        return lead ? openNextStep(database.db, leadId) : undefined;
      });
    },

    async set(leadId, step, actor) {
      const at = now();
      checkDue(step.dueAt, at);
      return stored(() =>
        database.transaction(async ({ db }) => {
          await lockLead(db, leadId);
          if (step.assigneeId !== null) {
            // Only an active account can be given work; a disabled one would never see it.
            const [user] = await db
              .select({ id: staffUsers.id })
              .from(staffUsers)
              .where(and(eq(staffUsers.id, step.assigneeId), isNull(staffUsers.disabledAt)));
            if (!user) throw new NextStepRefusal(NEXT_STEP_MESSAGES.assignee, 422, "assigneeId");
          }
          return writeStep(db, leadId, step, actor, at);
        }),
      );
    },

    complete(leadId, stepId, actor) {
      const at = now();
      return stored(() =>
        database.transaction(async ({ db }) => {
          await lockLead(db, leadId);
          const open = await openNextStep(db, leadId);
          const done = await closeOpen(db, leadId, { outcome: "done", actor, now: at, stepId });
          if (!done || !open) throw new NextStepRefusal(NEXT_STEP_MESSAGES.stale, 409);
          await recordLeadEvent(
            db,
            { kind: "lead", id: leadId },
            { kind: "next_step_done", detail: { stepId: done.id, what: done.what, ...storedActor(actor) } },
          );
          return open;
        }),
      );
    },
  };
}
