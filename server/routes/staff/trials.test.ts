import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { TEACHER_IDS } from "#contracts/teachers";
import type { TrialBookingStatus } from "#contracts/trial-booking";
import { type StaffTrialChange, TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import { leadConsents, leads, trialBookings } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { leadTrialState } from "#tests/support/trial-calendars.ts";

const HOUR = 3_600_000;

describe.each(testDatabases())("the trials page's API on $name", (database) => {
  const server = useTestApp(database);
  let session: StaffSession;

  beforeAll(async () => {
    const staff = await createStaffUser(server.app, "trials.desk");
    session = await signIn(server.app, staff, "10.67.0.1");
  });

  let phoneSuffix = 10;
  /** A lead at `status` with one trial of `trial` status starting `startsIn` ms from now. */
  async function leadWithTrial(status: TrialBookingStatus, startsIn: number, smsAgreed = false) {
    const { db } = server.app.database;
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Priya Nair",
        email: `priya.${phoneSuffix}@example.com`,
        phone: `+1415555${String(1000 + phoneSuffix++)}`,
        status: "trial_booked",
      })
      .returning();
    if (!lead) throw new Error("no lead");
    await db.insert(leadConsents).values({
      leadId: lead.id,
      purpose: "sms",
      granted: smsAgreed,
      wordingVersion: "test",
      wording: "Text me.",
    });
    const startsAt = new Date(Date.now() + startsIn);
    const [trial] = await db
      .insert(trialBookings)
      .values({
        leadId: lead.id,
        // Each trial with the next teacher: the database refuses two that overlap for one teacher.
        teacherId: TEACHER_IDS[phoneSuffix % TEACHER_IDS.length] ?? "ananya-iyer",
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR / 2),
        status,
        timeZone: "America/New_York",
      })
      .returning();
    if (!trial) throw new Error("no trial");
    return { lead, trial };
  }

  async function change(id: string, status: StaffTrialChange) {
    const response = await server.app.inject({
      method: "POST",
      url: apiUrl(api.changeStaffTrial, { params: { id } }),
      headers: adminHeaders(session),
      payload: { status },
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function stateOf(leadId: string) {
    const { status, events, messages, trials } = await leadTrialState(server.app, leadId);
    const trial = trials[0] && { status: trials[0].status, sequence: trials[0].sequence };
    return { status, events: events.map((event) => event.type), messages, trial };
  }

  it("confirms a held trial: a new invitation sequence, the update e-mail and its reminders, no text without consent", async () => {
    const { lead, trial } = await leadWithTrial("hold", 3 * 24 * HOUR);
    const { status, body } = await change(trial.id, "confirmed");
    expect(status).toBe(200);
    expect(body.trial).toMatchObject({
      id: trial.id,
      status: "confirmed",
      lead: { name: "Priya Nair" },
    });
    const after = await stateOf(lead.id);
    expect(after.trial).toEqual({ status: "confirmed", sequence: 1 });
    expect(after.events).toEqual(["trial_confirmed"]);
    expect(after.status).toBe("trial_booked");
    expect(after.messages).toEqual([
      { kind: "booking_update", sequence: 1 },
      { kind: "reminder_24h", sequence: 1 },
      { kind: "reminder_1h", sequence: 1 },
    ]);
  });

  it("schedules the reminder text for a visitor who agreed to texts", async () => {
    const { lead, trial } = await leadWithTrial("hold", 3 * 24 * HOUR, true);
    expect((await change(trial.id, "confirmed")).status).toBe(200);
    expect((await stateOf(lead.id)).messages.map((message) => message.kind)).toContain("reminder_sms");
  });

  it("marks a started trial attended, and a no-show sends the lead back to Contacted with an event", async () => {
    const attended = await leadWithTrial("confirmed", -HOUR);
    expect((await change(attended.trial.id, "attended")).status).toBe(200);
    const afterAttended = await stateOf(attended.lead.id);
    expect(afterAttended).toMatchObject({ status: "trial_booked", events: ["trial_attended"], messages: [] });

    const missed = await leadWithTrial("confirmed", -HOUR);
    expect((await change(missed.trial.id, "no_show")).status).toBe(200);
    const afterMissed = await stateOf(missed.lead.id);
    expect(afterMissed.status).toBe("contacted");
    expect(afterMissed.events).toEqual(["trial_no_show", "status_changed", "next_step_set"]);
    expect(afterMissed.trial?.status).toBe("no_show");
  });

  it("refuses attended or no-show before the trial starts, and a change the status cannot make, changing nothing", async () => {
    const early = await leadWithTrial("confirmed", 2 * HOUR);
    expect(await change(early.trial.id, "attended")).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.notYet },
    });
    const held = await leadWithTrial("hold", 2 * HOUR);
    expect(await change(held.trial.id, "no_show")).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.transition },
    });
    for (const { lead, trial } of [early, held]) {
      const state = await stateOf(lead.id);
      expect(state).toMatchObject({ events: [], messages: [], trial: { status: trial.status, sequence: 0 } });
    }
    expect(await change("0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10", "confirmed")).toEqual({
      status: 404,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.notFound },
    });
  });

  it("cancels a confirmed trial with the cancellation e-mail, and the lead goes back to Contacted", async () => {
    const { lead, trial } = await leadWithTrial("confirmed", 2 * 24 * HOUR);
    expect((await change(trial.id, "cancelled")).status).toBe(200);
    const after = await stateOf(lead.id);
    expect(after).toMatchObject({
      status: "contacted",
      events: ["trial_cancelled", "status_changed"],
      messages: [{ kind: "booking_cancellation", sequence: 1 }],
      trial: { status: "cancelled", sequence: 1 },
    });
  });

  it("lists a day's and a week's trials in the staff member's zone, earliest first", async () => {
    const { trial } = await leadWithTrial("hold", 5 * 24 * HOUR);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(trial.startsAt);
    const list = async (days: 1 | 7, from = day) => {
      const response = await server.app.inject({
        method: "GET",
        url: apiUrl(api.staffTrials, { query: { from, days, timeZone: "Asia/Tokyo" } }),
        headers: adminHeaders(session),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { trials: { id: string; start: string }[] }).trials;
    };
    expect((await list(1)).map((entry) => entry.id)).toContain(trial.id);
    const week = await list(7, new Date(Date.now()).toISOString().slice(0, 10));
    expect(week.map((entry) => entry.id)).toContain(trial.id);
    expect(week.map((entry) => entry.start)).toEqual([...week.map((entry) => entry.start)].sort());
  });
});
