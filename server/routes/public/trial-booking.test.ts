import { eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { canonicalTimeZone, TRIAL_BOOKING_MESSAGES } from "#contracts/trial-booking";
import { leadEvents, leads, teacherCalendars, trialBookings, visitorMessages } from "#server/db/schema";
import { linkSigner } from "#server/services/signed-links";
import { VISITOR_MESSAGE_QUEUE } from "#server/services/visitor-message-queue";
import { testConfig } from "#tests/support/config.ts";
import { type PostgresTestDatabase, testDatabases } from "#tests/support/db.ts";
import { publicFormClient } from "#tests/support/public-form.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";
import {
  clearLeads,
  FRIDAY_2_30PM,
  FRIDAY_2PM,
  FRIDAY_4PM,
  SATURDAY_3PM,
  setCalendars,
} from "#tests/support/trial-calendars.ts";

/** The suite's clock and the teachers' calendars: tests/support/trial-calendars.ts. */
describe.each(testDatabases())("trial booking on $name", (database) => {
  const server = useTestApp(database);
  const leadClient = publicFormClient(() => server.app, api.submitLead, 1);
  let counter = 0;

  const manage = (path: string, body: object, app = server.app) =>
    app.inject({ method: "POST", url: path, payload: body, remoteAddress: leadClient.freshIp() });
  const book = (body: object, app?: FastifyInstance) => manage(api.bookTrial.path, body, app);

  /** A new lead through the form, and its answer's booking token. */
  async function newLead(): Promise<{ id: string; bookingToken: string }> {
    counter += 1;
    const email = `visitor-${counter}@example.com`;
    const response = await leadClient.post({ name: "Asha Devi", email, phone: "+14155550142", website: "" });
    const [lead] = await server.app.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, email));
    if (!lead) throw new Error("the lead was not stored");
    return { id: lead.id, bookingToken: response.json().bookingToken };
  }

  async function manageToken(bookingId: string, expiresAt = new Date(SUITE_NOW.getTime() + 30 * 86_400_000)) {
    return (await linkSigner(server.app.database)).sign("manage-trial", bookingId, expiresAt);
  }

  /** Everything a refused request must leave as it was. */
  async function snapshot() {
    const db = server.app.database.db;
    return {
      bookings: await db.select().from(trialBookings).orderBy(trialBookings.createdAt),
      events: await bookingEvents(db),
      // What a request writes, not the delivery's state, which the delivery changes by itself meanwhile.
      messages: await db
        .select({
          id: visitorMessages.id,
          kind: visitorMessages.kind,
          sequence: visitorMessages.bookingSequence,
        })
        .from(visitorMessages)
        .where(isNotNull(visitorMessages.bookingId))
        .orderBy(visitorMessages.createdAt),
      statuses: await db.select({ status: leads.status }).from(leads).orderBy(leads.createdAt),
    };
  }

  beforeAll(async () => {
    // The sender's queue (another module) is what takes the jobs; its first-attempt jobs need it to exist.
    await server.app.jobs.createQueue(VISITOR_MESSAGE_QUEUE);
  });

  beforeEach(async () => {
    await clearLeads(server.app);
    await setCalendars(server.app);
  });

  it("lists the window's times by the visitor's dates, for one teacher when asked", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/api/trial-slots?timeZone=Asia/Kolkata",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Node's zone data may spell it the older way ("Asia/Calcutta"): the answer names the zone as Intl does.
    expect(body.timeZone).toBe(canonicalTimeZone("Asia/Kolkata"));
    expect(body.slotMinutes).toBe(30);
    // Thursday 20:00 UTC is Friday 01:30 in Kolkata; the window ends a week later, Friday 01:30 in Kolkata.
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([
      "2026-01-16",
      "2026-01-17",
      "2026-01-18",
      "2026-01-19",
      "2026-01-20",
      "2026-01-21",
      "2026-01-22",
      "2026-01-23",
    ]);
    expect(body.days[0].slots[0]).toEqual({
      start: FRIDAY_2PM,
      end: FRIDAY_2_30PM,
      teachers: ["kenji-watanabe", "leah-okafor"],
    });
    const saturday = body.days[1].slots.map((slot: { teachers: string[] }) => slot.teachers);
    expect(saturday.flat().every((teacher: string) => teacher === "kenji-watanabe")).toBe(true);

    const leah = await server.app.inject({
      method: "GET",
      url: "/api/trial-slots?timeZone=Europe/Berlin&teacher=leah-okafor",
    });
    const leahsTeachers = leah.json().days.flatMap((day: { slots: { teachers: string[] }[] }) => day.slots);
    expect(leahsTeachers.length).toBeGreaterThan(0);
    expect(
      leahsTeachers.every((slot: { teachers: string[] }) => slot.teachers.join() === "leah-okafor"),
    ).toBe(true);
  });

  it("refuses a time zone that is not a real zone, and a teacher we don't have", async () => {
    const mars = await server.app.inject({ method: "GET", url: "/api/trial-slots?timeZone=Mars/Olympus" });
    expect(mars.statusCode).toBe(400);
    expect(mars.json()).toEqual({
      success: false,
      message: TRIAL_BOOKING_MESSAGES.timeZone,
      field: "timeZone",
    });
    const nobody = await server.app.inject({
      method: "GET",
      url: "/api/trial-slots?timeZone=UTC&teacher=nobody",
    });
    expect(nobody.json()).toEqual({
      success: false,
      message: TRIAL_BOOKING_MESSAGES.teacher,
      field: "teacher",
    });

    const lead = await newLead();
    const before = await snapshot();
    const response = await book({
      bookingToken: lead.bookingToken,
      start: FRIDAY_2PM,
      timeZone: "Mars/Olympus",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: TRIAL_BOOKING_MESSAGES.timeZone,
      field: "timeZone",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("books a held trial with its event, the lead's status and the visitor's e-mail with its job", async () => {
    const lead = await newLead();
    const response = await book({
      bookingToken: lead.bookingToken,
      start: FRIDAY_2PM,
      timeZone: "Europe/Berlin",
    });
    expect(response.statusCode).toBe(200);
    const { booking } = response.json();
    expect(response.json()).toEqual({
      success: true,
      booking: {
        id: booking.id,
        start: FRIDAY_2PM,
        end: FRIDAY_2_30PM,
        // Both are free: the first in the roster's order takes it.
        teacher: { id: "kenji-watanabe", name: "Kenji Watanabe" },
        status: "hold",
        timeZone: "Europe/Berlin",
      },
    });

    const db = server.app.database.db;
    const [stored] = await db.select().from(trialBookings);
    expect(stored).toMatchObject({
      leadId: lead.id,
      teacherId: "kenji-watanabe",
      status: "hold",
      sequence: 0,
    });
    const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.status).toBe("trial_booked");
    const events = await bookingEvents(db, lead.id);
    expect(events.map((event) => event.type)).toEqual(["submitted", "trial_booked", "status_changed"]);
    expect(events[1]?.detail).toEqual({
      bookingId: booking.id,
      teacherId: "kenji-watanabe",
      teacherName: "Kenji Watanabe",
      startsAt: FRIDAY_2PM,
      status: "hold",
      actor: { kind: "visitor" },
    });
    expect(events[2]?.detail).toMatchObject({ from: "new", to: "trial_booked", actor: { kind: "visitor" } });
    // Bookings' messages: the lead form also wrote the lead's welcome e-mail.
    const messages = await db.select().from(visitorMessages).where(isNotNull(visitorMessages.bookingId));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      leadId: lead.id,
      bookingId: booking.id,
      kind: "booking_confirmation",
      channel: "email",
      bookingSequence: 0,
    });
    const jobs = await db.execute(
      sql`select count(*)::int as count from pgboss.job where name = ${VISITOR_MESSAGE_QUEUE} and data->>'id' = ${messages[0]?.id}`,
    );
    expect((jobs as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);

    // The time is no longer offered.
    const slots = await server.app.inject({ method: "GET", url: "/api/trial-slots?timeZone=UTC" });
    expect(slots.json().days[1].slots[0]).toEqual({
      start: FRIDAY_2PM,
      end: FRIDAY_2_30PM,
      teachers: ["leah-okafor"],
    });
  });

  it.each([
    ["a past time", "2026-01-15T14:00:00.000Z", undefined, "past"],
    ["a time inside the minimum notice", "2026-01-16T02:00:00.000Z", undefined, "outsideWindow"],
    ["a time 7 days ahead", "2026-01-22T20:00:00.000Z", undefined, "outsideWindow"],
    ["a time that is no one's", "2026-01-16T14:10:00.000Z", undefined, "outsideWindow"],
    ["a time the teacher does not work", FRIDAY_4PM, "kenji-watanabe", "notTeachers"],
    ["a teacher with no calendar", FRIDAY_2PM, "ananya-iyer", "notTeachers"],
    ["a time in the teacher's time off", SATURDAY_3PM, "leah-okafor", "notTeachers"],
  ] as const)("refuses %s with its sentence and changes nothing", async (_, start, teacher, reason) => {
    const lead = await newLead();
    const before = await snapshot();
    const response = await book({
      bookingToken: lead.bookingToken,
      start,
      timeZone: "UTC",
      ...(teacher ? { teacher } : {}),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES[reason] });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a taken time, a teacher's taken time, and a second trial for one lead", async () => {
    const [first, second, third] = [await newLead(), await newLead(), await newLead()];
    expect(
      (await book({ bookingToken: first.bookingToken, start: FRIDAY_2PM, timeZone: "UTC" })).statusCode,
    ).toBe(200);
    expect(
      (await book({ bookingToken: second.bookingToken, start: FRIDAY_2PM, timeZone: "UTC" })).statusCode,
    ).toBe(200);
    const before = await snapshot();

    const taken = await book({ bookingToken: third.bookingToken, start: FRIDAY_2PM, timeZone: "UTC" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.taken });
    const leahTaken = await book({
      bookingToken: third.bookingToken,
      start: FRIDAY_2PM,
      teacher: "leah-okafor",
      timeZone: "UTC",
    });
    expect(leahTaken.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.taken });
    const again = await book({ bookingToken: first.bookingToken, start: FRIDAY_2_30PM, timeZone: "UTC" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.alreadyBooked });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a forged, altered, expired or other-purpose booking token", async () => {
    const lead = await newLead();
    const signer = await linkSigner(server.app.database);
    const expired = signer.sign("book-trial", lead.id, new Date(SUITE_NOW.getTime() - 1_000));
    const altered = `${lead.bookingToken.slice(0, -2)}${lead.bookingToken.endsWith("AA") ? "BB" : "AA"}`;
    const before = await snapshot();
    for (const [token, status] of [
      ["forged.token", 404],
      [altered, 404],
      [signer.sign("manage-trial", lead.id, new Date(SUITE_NOW.getTime() + 3_600_000)), 404],
      [expired, 410],
    ] as const) {
      const response = await book({ bookingToken: token, start: FRIDAY_2PM, timeZone: "UTC" });
      expect(response.statusCode, token).toBe(status);
      expect(response.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.bookingToken });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("gives one of two parallel bookings of one teacher's time, the other reads that it was taken", async () => {
    const [first, second] = [await newLead(), await newLead()];
    const body = { start: FRIDAY_2PM, teacher: "leah-okafor", timeZone: "UTC" };
    const responses = await Promise.all([
      book({ ...body, bookingToken: first.bookingToken }),
      book({ ...body, bookingToken: second.bookingToken }),
    ]);
    expectOneBooked(responses);
    const active = await server.app.database.db.select().from(trialBookings);
    expect(active).toHaveLength(1);
    expect(
      await server.app.database.db.select().from(visitorMessages).where(isNotNull(visitorMessages.bookingId)),
    ).toHaveLength(1);
  });

  if (database.name === "PostgreSQL") {
    it("gives one of two bookings racing from two instances", async () => {
      const other = await server.build();
      try {
        for (const start of [FRIDAY_2PM, FRIDAY_2_30PM, "2026-01-16T15:00:00.000Z"]) {
          const [first, second] = [await newLead(), await newLead()];
          const body = { start, teacher: "leah-okafor", timeZone: "UTC" };
          const responses = await Promise.all([
            book({ ...body, bookingToken: first.bookingToken }),
            book({ ...body, bookingToken: second.bookingToken }, other),
          ]);
          expectOneBooked(responses);
        }
        expect(await server.app.database.db.select().from(trialBookings)).toHaveLength(3);
      } finally {
        await other.close();
      }
    });

    it("refuses, in the database, the second of two transactions holding one teacher's time", async () => {
      const [first, second] = [await newLead(), await newLead()];
      const url = (database as PostgresTestDatabase).url;
      const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([a.connect(), b.connect()]);
      const insert = (client: pg.Client, leadId: string) =>
        client.query(
          `insert into trial_bookings (lead_id, teacher_id, starts_at, ends_at, status, time_zone)
           values ($1, 'leah-okafor', $2, $3, 'hold', 'UTC')`,
          [leadId, FRIDAY_2PM, FRIDAY_2_30PM],
        );
      try {
        await a.query("begin");
        await b.query("begin");
        await insert(a, first.id);
        // b's insert waits on a's uncommitted row, then fails when a commits.
        const racing = insert(b, second.id).then(
          () => "inserted",
          (error: { code?: string }) => error.code,
        );
        await a.query("commit");
        expect(await racing).toBe("23P01");
        await b.query("rollback");
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      expect(await server.app.database.db.select().from(trialBookings)).toHaveLength(1);
    });
  }

  describe("the manage link", () => {
    async function booked() {
      const lead = await newLead();
      const response = await book({
        bookingToken: lead.bookingToken,
        start: FRIDAY_2PM,
        teacher: "leah-okafor",
        timeZone: "UTC",
      });
      const id: string = response.json().booking.id;
      return { lead, id, token: await manageToken(id) };
    }

    it("shows the booking, moves it to another of its teacher's times, then cancels it", async () => {
      const { lead, id, token } = await booked();
      const view = await manage(api.viewManagedTrial.path, { token });
      expect(view.statusCode).toBe(200);
      expect(view.json()).toEqual({
        booking: {
          id,
          start: FRIDAY_2PM,
          end: FRIDAY_2_30PM,
          teacher: { id: "leah-okafor", name: "Leah Okafor" },
          status: "hold",
          timeZone: "UTC",
        },
        changeable: true,
      });

      // Kenji is free at 14:30 too, but a move keeps the teacher; only Leah works at 16:00.
      const moved = await manage(api.rescheduleTrial.path, {
        token,
        start: FRIDAY_4PM,
        timeZone: "America/Chicago",
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().booking).toMatchObject({
        start: FRIDAY_4PM,
        teacher: { id: "leah-okafor" },
        timeZone: "America/Chicago",
      });
      // And again: each move raises the invitation's sequence.
      const nudged = await manage(api.rescheduleTrial.path, {
        token,
        start: "2026-01-16T16:30:00.000Z",
        timeZone: "UTC",
      });
      expect(nudged.statusCode).toBe(200);

      const cancelled = await manage(api.cancelTrial.path, { token });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ booking: { status: "cancelled" }, changeable: false });

      const db = server.app.database.db;
      const [row] = await db.select().from(trialBookings).where(eq(trialBookings.id, id));
      expect(row).toMatchObject({ status: "cancelled", sequence: 3 });
      const messages = await db
        .select()
        .from(visitorMessages)
        .where(isNotNull(visitorMessages.bookingId))
        .orderBy(visitorMessages.bookingSequence);
      expect(messages.map((message) => [message.kind, message.bookingSequence])).toEqual([
        ["booking_confirmation", 0],
        ["booking_update", 1],
        ["booking_update", 2],
        ["booking_cancellation", 3],
      ]);
      const events = await bookingEvents(db, lead.id);
      expect(events.map((event) => event.type)).toEqual([
        "submitted",
        "trial_booked",
        "status_changed",
        "trial_moved",
        "trial_moved",
        "trial_cancelled",
        "status_changed",
      ]);
      expect(events[3]?.detail).toMatchObject({
        from: FRIDAY_2PM,
        startsAt: FRIDAY_4PM,
        actor: { kind: "visitor" },
      });
      // As when staff cancel it, the lead goes back to Contacted, to be called and rebooked.
      const [status] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
      expect(status?.status).toBe("contacted");
      expect(events.at(-1)?.detail).toMatchObject({
        from: "trial_booked",
        to: "contacted",
        actor: { kind: "visitor" },
      });

      // The time is free again, and a cancelled trial can no longer be changed.
      const again = await newLead();
      const freed = await book({
        bookingToken: again.bookingToken,
        start: "2026-01-16T16:30:00.000Z",
        timeZone: "UTC",
      });
      expect(freed.statusCode).toBe(200);
      const before = await snapshot();
      for (const [path, body] of [
        [api.cancelTrial.path, { token }],
        [api.rescheduleTrial.path, { token, start: SATURDAY_3PM, timeZone: "UTC" }],
      ] as const) {
        const refused = await manage(path, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.notChangeable });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses a move to a time the teacher is not free, past, or outside the window", async () => {
      const { token } = await booked();
      const before = await snapshot();
      for (const [start, reason] of [
        [SATURDAY_3PM, "notTeachers"],
        ["2026-01-16T10:00:00.000Z", "notTeachers"],
        ["2026-01-14T14:00:00.000Z", "past"],
        ["2026-01-30T14:00:00.000Z", "outsideWindow"],
      ] as const) {
        const response = await manage(api.rescheduleTrial.path, { token, start, timeZone: "UTC" });
        expect(response.statusCode, start).toBe(409);
        expect(response.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES[reason] });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses a forged, altered, other-purpose or expired link, and changes to a trial that started", async () => {
      const { lead, id, token } = await booked();
      const signer = await linkSigner(server.app.database);
      const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      const before = await snapshot();
      for (const [given, status, reason] of [
        ["forged", 404, "linkInvalid"],
        [altered, 404, "linkInvalid"],
        [lead.bookingToken, 404, "linkInvalid"],
        [
          signer.sign("manage-trial", "8f14e45f-ceea-467f-a0d8-1c1f0e1b2a3c", new Date("2027-01-01")),
          404,
          "linkInvalid",
        ],
        [await manageToken(id, new Date(SUITE_NOW.getTime() - 1_000)), 410, "linkExpired"],
      ] as const) {
        for (const path of [api.viewManagedTrial.path, api.cancelTrial.path]) {
          const response = await manage(path, { token: given });
          expect(response.statusCode, `${path} ${given}`).toBe(status);
          expect(response.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES[reason] });
        }
      }
      expect(await snapshot()).toEqual(before);

      await server.app.database.db
        .update(trialBookings)
        .set({ startsAt: new Date("2026-01-15T19:45:00Z"), endsAt: new Date("2026-01-15T20:15:00Z") })
        .where(eq(trialBookings.id, id));
      const started = await manage(api.viewManagedTrial.path, { token });
      expect(started.json().changeable).toBe(false);
      const cancel = await manage(api.cancelTrial.path, { token });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.notChangeable });
    });
  });
});

describe.each(testDatabases())("trial booking with confirmAtOnce on $name", (database) => {
  const server = useTestApp(database, {
    config: {
      studio: {
        ...testConfig().studio,
        trials: { slotMinutes: 45, minimumNoticeHours: 0, confirmAtOnce: true },
      },
    },
  });
  const leadClient = publicFormClient(() => server.app, api.submitLead, 2);

  it("confirms a booking at once, in slots of the studio's length", async () => {
    await setCalendars(server.app);
    const lead = await leadClient.post({
      name: "Asha Devi",
      email: "asha@example.com",
      phone: "+14155550142",
      website: "",
    });
    const response = await server.app.inject({
      method: "POST",
      url: api.bookTrial.path,
      payload: { bookingToken: lead.json().bookingToken, start: FRIDAY_2PM, timeZone: "UTC" },
    });
    expect(response.json().booking).toMatchObject({
      status: "confirmed",
      start: FRIDAY_2PM,
      end: "2026-01-16T14:45:00.000Z",
    });
    // Confirmed at once, so its reminders are scheduled with its invitation: the 1-hour one only, as the 24-hour one's
    // time (Jan 15, 14:00) passed before the booking (the suite's clock is Jan 15, 20:00); no text without consent.
    const messages = await server.app.database.db
      .select({ kind: visitorMessages.kind, dueAt: visitorMessages.dueAt })
      .from(visitorMessages)
      .where(isNotNull(visitorMessages.bookingId))
      .orderBy(visitorMessages.kind);
    expect(messages.map((message) => message.kind)).toEqual(["booking_confirmation", "reminder_1h"]);
    expect(messages[1]?.dueAt.toISOString()).toBe("2026-01-16T13:00:00.000Z");
  });
});

describe.each(testDatabases())("the sample studio's calendars on $name", (database) => {
  const server = useTestApp(database, { persistent: true });

  it("are seeded at the first start only, and offer times", async () => {
    const db = server.app.database.db;
    const calendars = await db.select().from(teacherCalendars).orderBy(teacherCalendars.teacherId);
    expect(calendars.map((calendar) => [calendar.teacherId, calendar.timeZone])).toEqual([
      ["ananya-iyer", "Asia/Kolkata"],
      ["kenji-watanabe", "America/New_York"],
      ["leah-okafor", "Europe/London"],
      ["marcus-bell", "America/Chicago"],
      ["sofia-alvarez", "America/Los_Angeles"],
    ]);
    const slots = await server.app.inject({
      method: "GET",
      url: "/api/trial-slots?timeZone=America/New_York",
    });
    const teachers = new Set(
      slots
        .json()
        .days.flatMap((day: { slots: { teachers: string[] }[] }) =>
          day.slots.flatMap((slot) => slot.teachers),
        ),
    );
    expect(teachers.size).toBe(5);

    // An owner's change survives a restart; two instances starting together write nothing twice.
    await db.delete(teacherCalendars).where(eq(teacherCalendars.teacherId, "marcus-bell"));
    const counts = async () =>
      (
        (await server.app.database.db.execute(
          sql`select (select count(*) from teacher_calendars)::int as calendars, (select count(*) from teacher_weekly_hours)::int as spans`,
        )) as unknown as { rows: { calendars: number; spans: number }[] }
      ).rows[0];
    const before = await counts();
    expect(before).toEqual({ calendars: 4, spans: 48 });
    await server.restart();
    expect(await counts()).toEqual(before);
  });
});

/**
 * The booking's events on leads' timelines: the lead's own deliveries (HubSpot, staff alerts) record theirs in the
 * background meanwhile.
 */
async function bookingEvents(db: FastifyInstance["database"]["db"], leadId?: string) {
  const events = await db
    .select()
    .from(leadEvents)
    .where(leadId ? eq(leadEvents.leadId, leadId) : undefined)
    .orderBy(leadEvents.id);
  return events.filter(
    (event) =>
      event.type === "submitted" || event.type === "status_changed" || event.type.startsWith("trial_"),
  );
}

function expectOneBooked(responses: { statusCode: number; json(): unknown }[]) {
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  const refused = responses.find((response) => response.statusCode === 409);
  expect(refused?.json()).toEqual({ success: false, message: TRIAL_BOOKING_MESSAGES.taken });
}
