import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NEXT_STEP_MESSAGES, NO_SHOW_NEXT_STEP } from "#contracts/lead-next-step";
import type { LeadStatus } from "#contracts/lead-status";
import { TEACHER_IDS } from "#contracts/teachers";
import { leadEvents, leadNextSteps, leads, trialBookings } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { createStaffUser, type TestStaffUser } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { createLeadNextSteps, type NextStepRefusal } from "./lead-next-steps.ts";
import type { StaffActor } from "./lead-records.ts";
import { createTrialStaff } from "./trial-staff.ts";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe.each(testDatabases())("a lead's next step on $name", (database) => {
  const server = useTestApp(database);
  let owner: TestStaffUser;
  let desk: StaffActor;

  beforeAll(async () => {
    owner = await createStaffUser(server.app, "steps.owner");
    const user = await createStaffUser(server.app, "steps.desk");
    desk = { kind: "staff", userId: user.id, username: user.username };
  });

  let teacher = 0;
  /** A lead at `status` whose confirmed trial started before `now`, owned by `owner` unless said otherwise. */
  async function leadWithTrial(
    now: Date,
    options: { phone: string; status?: LeadStatus; owned?: boolean; timeZone?: string },
  ) {
    const { db } = server.app.database;
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Meera Das",
        email: `meera.${teacher}@example.com`,
        phone: options.phone,
        status: options.status ?? "trial_booked",
        ownerId: options.owned === false ? null : owner.id,
      })
      .returning();
    if (!lead) throw new Error("no lead");
    // Each trial 40 minutes before the last one made: one teacher's active trials may not overlap.
    const startsAt = new Date(now.getTime() - HOUR - teacher * 40 * 60_000);
    const [trial] = await db
      .insert(trialBookings)
      .values({
        leadId: lead.id,
        teacherId: TEACHER_IDS[teacher++ % TEACHER_IDS.length] ?? "ananya-iyer",
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR / 2),
        status: "confirmed",
        timeZone: options.timeZone ?? "America/New_York",
      })
      .returning();
    if (!trial) throw new Error("no trial");
    return { lead, trial };
  }

  async function stepsOf(leadId: string) {
    return server.app.database.db
      .select()
      .from(leadNextSteps)
      .where(eq(leadNextSteps.leadId, leadId))
      .orderBy(asc(leadNextSteps.createdAt));
  }

  async function eventsOf(leadId: string) {
    const rows = await server.app.database.db
      .select({ type: leadEvents.type, detail: leadEvents.detail })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.id));
    return rows;
  }

  const noShow = (trialId: string, now: Date) =>
    createTrialStaff(server.app.database).change(trialId, "no_show", desk, now);

  it("keeps one open step: setting another replaces it, recorded, and the database refuses a second open row", async () => {
    const now = at("2026-12-03T20:00:00Z");
    const { lead } = await leadWithTrial(now, { phone: "+14155550301" });
    const steps = createLeadNextSteps(server.app.database, () => now);
    const first = await steps.set(
      lead.id,
      { what: "Send the timetable", dueAt: at("2026-12-04T16:00:00Z"), assigneeId: null },
      desk,
    );
    const second = await steps.set(
      lead.id,
      { what: "Call about the weekend class", dueAt: at("2026-12-05T16:00:00Z"), assigneeId: owner.id },
      desk,
    );
    expect(second).toMatchObject({ what: "Call about the weekend class", assignee: owner.username });
    expect(await steps.read(lead.id)).toEqual(second);
    const rows = await stepsOf(lead.id);
    expect(rows.map((row) => [row.id, row.outcome, row.completedBy])).toEqual([
      [first.id, "replaced", desk.userId],
      [second.id, null, null],
    ]);
    const events = await eventsOf(lead.id);
    expect(events.map((event) => event.type)).toEqual(["next_step_set", "next_step_set"]);
    expect(events[1]?.detail).toMatchObject({ replaced: "Send the timetable", staffUserId: desk.userId });

    await expect(
      server.app.database.db
        .insert(leadNextSteps)
        .values({ leadId: lead.id, what: "A second open one", dueAt: now }),
    ).rejects.toThrow();
    expect(await stepsOf(lead.id)).toHaveLength(2);

    await steps.complete(lead.id, second.id, desk);
    expect(await steps.read(lead.id)).toBeNull();
    expect((await eventsOf(lead.id)).at(-1)).toMatchObject({
      type: "next_step_done",
      detail: { stepId: second.id, what: "Call about the weekend class" },
    });
    // Completing it again, or a step already replaced, is refused and changes nothing.
    for (const stale of [second.id, first.id])
      await expect(steps.complete(lead.id, stale, desk)).rejects.toMatchObject({ status: 409 });
    expect(await eventsOf(lead.id)).toHaveLength(3);
  });

  it("refuses a due time long past, an unknown assignee and an unknown lead, storing nothing", async () => {
    const now = at("2026-12-03T20:00:00Z");
    const { lead } = await leadWithTrial(now, { phone: "+14155550302" });
    const steps = createLeadNextSteps(server.app.database, () => now);
    const refusal = (what: Promise<unknown>) =>
      what.then(
        () => undefined,
        (error: NextStepRefusal) => error,
      );
    expect(
      await refusal(
        steps.set(lead.id, { what: "Call", dueAt: new Date(now.getTime() - HOUR), assigneeId: null }, desk),
      ),
    ).toMatchObject({ status: 400, field: "dueAt", message: NEXT_STEP_MESSAGES.duePast });
    expect(
      await refusal(
        steps.set(
          lead.id,
          { what: "Call", dueAt: now, assigneeId: "0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10" },
          desk,
        ),
      ),
    ).toMatchObject({ status: 422, field: "assigneeId" });
    expect(
      await refusal(
        steps.set(
          "0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10",
          { what: "Call", dueAt: now, assigneeId: null },
          desk,
        ),
      ),
    ).toMatchObject({ status: 404 });
    expect(await stepsOf(lead.id)).toEqual([]);
    expect(await eventsOf(lead.id)).toEqual([]);
  });

  it("on a no-show inside calling hours: the step is due at once, for the lead's owner, in the same change", async () => {
    // 12:00 in San Francisco, where +1 415 rings.
    const now = at("2026-12-03T20:00:00Z");
    const { lead, trial } = await leadWithTrial(now, { phone: "+14155550303" });
    await noShow(trial.id, now);
    const [step] = await stepsOf(lead.id);
    expect(step).toMatchObject({
      what: NO_SHOW_NEXT_STEP,
      dueAt: now,
      assigneeId: owner.id,
      noShowBookingId: trial.id,
      createdBy: desk.userId,
      completedAt: null,
    });
    expect((await eventsOf(lead.id)).map((event) => event.type)).toEqual([
      "trial_no_show",
      "status_changed",
      "next_step_set",
    ]);
    expect(await createLeadNextSteps(server.app.database).read(lead.id)).toMatchObject({
      fromNoShow: true,
      assignee: owner.username,
      createdBy: desk.username,
    });
  });

  it.each([
    // 22:30 in San Francisco: 08:00 there the next morning.
    [
      "a US number at night",
      "+14155550304",
      "America/New_York",
      "2026-12-04T06:30:00Z",
      "2026-12-04T16:00:00.000Z",
    ],
    // 01:30 in Kolkata (+91): 08:00 IST is 02:30 UTC.
    [
      "an Indian number after midnight",
      "+919812345678",
      "America/New_York",
      "2026-12-03T20:00:00Z",
      "2026-12-04T02:30:00.000Z",
    ],
    // A UK number, whose zone the phone data does not know: the zone the trial was booked in decides.
    [
      "a number of unknown zone, by the booking's zone",
      "+442079460958",
      "Europe/London",
      "2026-12-03T22:00:00Z",
      "2026-12-04T08:00:00.000Z",
    ],
  ])(
    "on a no-show outside calling hours: %s gets the step at the next calling time",
    async (_, phone, timeZone, nowIso, due) => {
      const now = at(nowIso);
      const { lead, trial } = await leadWithTrial(now, { phone, timeZone, owned: false });
      await noShow(trial.id, now);
      const [step] = await stepsOf(lead.id);
      expect(step?.dueAt.toISOString()).toBe(due);
      expect(step?.assigneeId).toBeNull();
    },
  );

  it("corrected to attended: the no-show's step is closed and the timeline says so; a step staff set since stays", async () => {
    const now = at("2026-12-03T20:00:00Z");
    const staffSteps = createLeadNextSteps(server.app.database, () => now);
    const trials = createTrialStaff(server.app.database);

    const corrected = await leadWithTrial(now, { phone: "+14155550305" });
    await noShow(corrected.trial.id, now);
    await trials.change(corrected.trial.id, "attended", desk, now);
    expect(await staffSteps.read(corrected.lead.id)).toBeNull();
    expect((await stepsOf(corrected.lead.id)).map((row) => row.outcome)).toEqual(["withdrawn"]);
    const events = await eventsOf(corrected.lead.id);
    expect(events.at(-1)).toMatchObject({
      type: "next_step_withdrawn",
      detail: { what: NO_SHOW_NEXT_STEP, reason: "trial_attended" },
    });

    const replaced = await leadWithTrial(now, { phone: "+14155550306" });
    await noShow(replaced.trial.id, now);
    const own = await staffSteps.set(
      replaced.lead.id,
      { what: "Offer the Saturday slot", dueAt: now, assigneeId: null },
      desk,
    );
    await trials.change(replaced.trial.id, "attended", desk, now);
    expect(await staffSteps.read(replaced.lead.id)).toMatchObject({ id: own.id });
  });

  it.each<LeadStatus>(["member", "lost"])("gives a %s lead no step on a no-show", async (status) => {
    const now = at("2026-12-03T20:00:00Z");
    const { lead, trial } = await leadWithTrial(now, { phone: "+14155550307", status });
    await noShow(trial.id, now);
    const open = await server.app.database.db
      .select()
      .from(leadNextSteps)
      .where(and(eq(leadNextSteps.leadId, lead.id), isNull(leadNextSteps.completedAt)));
    expect(open).toEqual([]);
  });
});
