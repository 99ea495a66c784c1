import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { NO_SHOW_NEXT_STEP } from "#contracts/lead-next-step";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import { TRIAL_BOOKING_MESSAGES } from "#contracts/trial-booking";
import { TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import { leadNextSteps, leads, quoteRequests, trialBookings } from "#server/db/schema";
import { VISITOR_MESSAGE_QUEUE } from "#server/services/visitor-message-queue";
import { testDatabases } from "#tests/support/db.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
} from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import {
  clearLeads,
  FRIDAY_2_30PM,
  FRIDAY_2PM,
  FRIDAY_4PM,
  leadTrialState,
  SATURDAY_3PM,
  setCalendars,
} from "#tests/support/trial-calendars.ts";

/**
 * Staff booking, moving and cancelling a lead's trial from its page (docs/product/staff-area.md, Lead page): the
 * visitor's checks and effects, with staff as the actor. The clock and calendars: tests/support/trial-calendars.ts.
 */
describe.each(testDatabases())("staff booking a lead's trial on $name", (database) => {
  const server = useTestApp(database);
  let staff: TestStaffUser;
  let session: StaffSession;
  let counter = 0;

  beforeAll(async () => {
    await server.app.jobs.createQueue(VISITOR_MESSAGE_QUEUE);
    staff = await createStaffUser(server.app, "lead.trials");
    session = await signIn(server.app, staff, "10.68.0.1");
  });

  beforeEach(async () => {
    await clearLeads(server.app);
    await setCalendars(server.app);
  });

  async function newLead(status: "new" | "contacted" = "new") {
    counter += 1;
    const [lead] = await server.app.database.db
      .insert(leads)
      .values({
        name: "Meera Shah",
        email: `meera.${counter}@example.com`,
        phone: `+1415555${String(2000 + counter)}`,
        status,
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error("no lead");
    return lead.id;
  }

  const post = async (
    url: string,
    payload: object,
    headers: Record<string, string> = adminHeaders(session),
  ) => {
    const response = await server.app.inject({ method: "POST", url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const book = (leadId: string, body: object) =>
    post(apiUrl(api.staffBookTrial, { params: { id: leadId } }), body);
  const move = (trialId: string, body: object) =>
    post(apiUrl(api.moveStaffTrial, { params: { id: trialId } }), body);

  const stateOf = (leadId: string) => leadTrialState(server.app, leadId);

  it("books a time confirmed at once, with staff on its events, the lead at Trial booked and the invitation queued", async () => {
    const leadId = await newLead();
    const { status, body } = await book(leadId, { start: FRIDAY_2PM, timeZone: "Europe/Berlin" });
    expect(status).toBe(200);
    // The studio holds visitors' bookings until staff confirm them; staff's own booking is confirmed.
    expect(body.trial).toMatchObject({
      start: FRIDAY_2PM,
      end: FRIDAY_2_30PM,
      teacher: { id: "kenji-watanabe" },
      status: "confirmed",
      timeZone: "Europe/Berlin",
      lead: { id: leadId, name: "Meera Shah" },
    });
    const after = await stateOf(leadId);
    expect(after.status).toBe("trial_booked");
    expect(after.events.map((event) => event.type)).toEqual(["trial_booked", "status_changed"]);
    expect(after.events[0]?.detail).toEqual({
      bookingId: body.trial.id,
      teacherId: "kenji-watanabe",
      teacherName: "Kenji Watanabe",
      startsAt: FRIDAY_2PM,
      status: "confirmed",
      staffUserId: staff.id,
    });
    expect(after.events[1]?.detail).toMatchObject({ from: "new", to: "trial_booked", staffUserId: staff.id });
    // The invitation, and the reminder an hour before (the one a day before would already be past).
    expect(after.messages).toHaveLength(2);
    expect(after.messages).toEqual(
      expect.arrayContaining([
        { kind: "booking_confirmation", sequence: 0 },
        { kind: "reminder_1h", sequence: 0 },
      ]),
    );

    // Staff read the free times through their own endpoint: the time is gone for Kenji, Leah still has it.
    const slots = await server.app.inject({
      method: "GET",
      url: apiUrl(api.staffTrialSlots, { query: { timeZone: "UTC" } }),
      headers: adminHeaders(session),
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().days[1].slots[0]).toEqual({
      start: FRIDAY_2PM,
      end: FRIDAY_2_30PM,
      teachers: ["leah-okafor"],
    });
  });

  it("moves the trial with a new invitation sequence, then cancels it through the trials' change endpoint", async () => {
    const leadId = await newLead("contacted");
    const booked = (await book(leadId, { start: FRIDAY_2PM, teacher: "leah-okafor", timeZone: "UTC" })).body
      .trial;
    const moved = await move(booked.id, { start: FRIDAY_4PM, timeZone: "America/Chicago" });
    expect(moved.status).toBe(200);
    expect(moved.body.trial).toMatchObject({
      id: booked.id,
      start: FRIDAY_4PM,
      teacher: { id: "leah-okafor" },
      status: "confirmed",
      timeZone: "America/Chicago",
    });
    const afterMove = await stateOf(leadId);
    expect(afterMove.trials).toEqual([{ status: "confirmed", sequence: 1, start: new Date(FRIDAY_4PM) }]);
    const moveEvent = afterMove.events.find((event) => event.type === "trial_moved");
    expect(moveEvent?.detail).toMatchObject({
      from: FRIDAY_2PM,
      startsAt: FRIDAY_4PM,
      staffUserId: staff.id,
    });
    expect(afterMove.messages).toContainEqual({ kind: "booking_update", sequence: 1 });
    expect(afterMove.messages).toContainEqual({ kind: "reminder_1h", sequence: 1 });

    const cancelled = await post(apiUrl(api.changeStaffTrial, { params: { id: booked.id } }), {
      status: "cancelled",
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await stateOf(leadId);
    expect(afterCancel.status).toBe("contacted");
    expect(afterCancel.trials).toMatchObject([{ status: "cancelled", sequence: 2 }]);
    expect(afterCancel.messages).toContainEqual({ kind: "booking_cancellation", sequence: 2 });
    expect(afterCancel.events.map((event) => event.type)).toEqual([
      "trial_booked",
      "status_changed",
      "trial_moved",
      "trial_cancelled",
      "status_changed",
    ]);
    expect(afterCancel.events.at(-1)?.detail).toMatchObject({
      from: "trial_booked",
      to: "contacted",
      staffUserId: staff.id,
    });

    // Cancelled, it can no longer be moved; a trial that never existed is not found.
    expect(await move(booked.id, { start: FRIDAY_2PM, timeZone: "UTC" })).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.transition },
    });
    expect(
      await move("0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10", { start: FRIDAY_2PM, timeZone: "UTC" }),
    ).toEqual({
      status: 404,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.notFound },
    });
  });

  it("brings a lead set back to Contacted to Trial booked when its trial moves, with staff on the change", async () => {
    const leadId = await newLead();
    const booked = (await book(leadId, { start: FRIDAY_2PM, timeZone: "UTC" })).body.trial;
    await server.app.database.db.update(leads).set({ status: "contacted" }).where(eq(leads.id, leadId));
    expect((await move(booked.id, { start: FRIDAY_2_30PM, timeZone: "UTC" })).status).toBe(200);
    const after = await stateOf(leadId);
    expect(after.status).toBe("trial_booked");
    expect(after.events.at(-1)).toMatchObject({
      type: "status_changed",
      detail: { from: "contacted", to: "trial_booked", staffUserId: staff.id },
    });
  });

  it.each([
    ["a past time", "2026-01-15T14:00:00.000Z", undefined, "past"],
    ["a time inside the minimum notice", "2026-01-16T02:00:00.000Z", undefined, "outsideWindow"],
    ["a time 7 days ahead", "2026-01-22T20:00:00.000Z", undefined, "outsideWindow"],
    ["a time the teacher does not work", FRIDAY_4PM, "kenji-watanabe", "notTeachers"],
    ["a time in the teacher's time off", SATURDAY_3PM, "leah-okafor", "notTeachers"],
  ] as const)(
    "refuses %s with the visitor's sentence and stores nothing",
    async (_, start, teacher, reason) => {
      const leadId = await newLead();
      expect(await book(leadId, { start, timeZone: "UTC", ...(teacher ? { teacher } : {}) })).toEqual({
        status: 409,
        body: { success: false, message: TRIAL_BOOKING_MESSAGES[reason] },
      });
      expect(await stateOf(leadId)).toEqual({ status: "new", events: [], messages: [], trials: [] });
    },
  );

  it("refuses a taken time, a second trial for the lead and a move to a time not its teacher's", async () => {
    const [first, second, third] = [await newLead(), await newLead(), await newLead()];
    const leahs = { start: FRIDAY_2PM, teacher: "leah-okafor", timeZone: "UTC" };
    expect((await book(first, leahs)).status).toBe(200);
    expect(await book(second, leahs)).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_BOOKING_MESSAGES.taken },
    });
    // A lead has one trial at a time: staff read their own sentence, not the visitor's "Your trial…".
    expect(await book(first, { start: FRIDAY_2_30PM, timeZone: "UTC" })).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_STAFF_MESSAGES.alreadyBooked },
    });
    const kenjis = (await book(third, { start: FRIDAY_2PM, timeZone: "UTC" })).body.trial;
    expect(kenjis.teacher.id).toBe("kenji-watanabe");
    expect(await move(kenjis.id, { start: FRIDAY_4PM, timeZone: "UTC" })).toEqual({
      status: 409,
      body: { success: false, message: TRIAL_BOOKING_MESSAGES.notTeachers },
    });
    expect((await stateOf(second)).trials).toEqual([]);
    expect((await stateOf(third)).trials).toMatchObject([{ sequence: 0, start: new Date(FRIDAY_2PM) }]);
  });

  it("closes the step a no-show set once a new trial is booked, as done, and says why on the timeline", async () => {
    const leadId = await newLead("contacted");
    const [missed] = await server.app.database.db
      .insert(trialBookings)
      .values({
        leadId,
        teacherId: "leah-okafor",
        startsAt: new Date("2026-01-14T15:00:00Z"),
        endsAt: new Date("2026-01-14T15:30:00Z"),
        status: "confirmed",
        timeZone: "Europe/London",
      })
      .returning({ id: trialBookings.id });
    const marked = await post(apiUrl(api.changeStaffTrial, { params: { id: missed?.id ?? "" } }), {
      status: "no_show",
    });
    expect(marked.status).toBe(200);
    const stepsOf = () =>
      server.app.database.db
        .select({ what: leadNextSteps.what, outcome: leadNextSteps.outcome })
        .from(leadNextSteps)
        .where(eq(leadNextSteps.leadId, leadId));
    expect(await stepsOf()).toEqual([{ what: NO_SHOW_NEXT_STEP, outcome: null }]);

    expect((await book(leadId, { start: FRIDAY_2PM, timeZone: "UTC" })).status).toBe(200);
    expect(await stepsOf()).toEqual([{ what: NO_SHOW_NEXT_STEP, outcome: "done" }]);
    const { events } = await stateOf(leadId);
    expect(events.find((event) => event.type === "next_step_withdrawn")?.detail).toEqual({
      stepId: expect.any(String),
      what: NO_SHOW_NEXT_STEP,
      reason: "trial_rebooked",
      staffUserId: staff.id,
    });
  });

  it("keeps a next step staff set themselves when a trial is booked", async () => {
    const leadId = await newLead("contacted");
    const set = await post(apiUrl(api.setLeadNextStep, { params: { id: leadId } }), {
      what: "Send the couples' plan",
      dueAt: "2026-12-31T10:00:00.000Z",
      assigneeId: null,
    });
    expect(set.status).toBe(200);
    expect((await book(leadId, { start: FRIDAY_2PM, timeZone: "UTC" })).status).toBe(200);
    const open = await server.app.database.db
      .select({ what: leadNextSteps.what, outcome: leadNextSteps.outcome })
      .from(leadNextSteps)
      .where(eq(leadNextSteps.leadId, leadId));
    expect(open).toEqual([{ what: "Send the couples' plan", outcome: null }]);
  });

  it("answers 404 in plain words for a lead that is not there or is a quote request, and needs a staff session", async () => {
    const [quote] = await server.app.database.db
      .insert(quoteRequests)
      .values({ contact: "Ravi Kumar", email: "ravi@example.com", company: "Acme", teamSize: 20 })
      .returning({ id: quoteRequests.id });
    for (const id of ["0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10", quote?.id ?? "", "not-a-uuid"]) {
      expect(await book(id, { start: FRIDAY_2PM, timeZone: "UTC" }), id).toEqual({
        status: 404,
        body: { success: false, message: INBOX_MESSAGES.notFound },
      });
    }
    const leadId = await newLead();
    const signedOut = await post(
      apiUrl(api.staffBookTrial, { params: { id: leadId } }),
      { start: FRIDAY_2PM, timeZone: "UTC" },
      {},
    );
    expect(signedOut.status).toBe(401);
    const slots = await server.app.inject({
      method: "GET",
      url: apiUrl(api.staffTrialSlots, { query: { timeZone: "UTC" } }),
    });
    expect(slots.statusCode).toBe(401);
    expect((await stateOf(leadId)).trials).toEqual([]);
  });
});
