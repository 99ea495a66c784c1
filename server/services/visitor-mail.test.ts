import { asc, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { MANAGE_TRIAL_PATH } from "#contracts/trial-booking";
import type { VisitorMessageKind } from "#contracts/visitor-messages";
import { testDatabases } from "#tests/support/db.ts";
import { parseMail, startSmtpServer } from "#tests/support/smtp.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import {
  leadConsents,
  leadEvents,
  leads,
  teacherCalendars,
  trialBookings,
  type VisitorMessageRow,
  visitorMessages,
} from "../db/schema.ts";
import { insertJobs } from "../plugins/internal/jobs.ts";
import { linkSigner } from "./signed-links.ts";
import { inQuietHours } from "./trial-reminders.ts";
import { VISITOR_MESSAGE_QUEUE, visitorMessageJobs, WELCOME_DELAY_SECONDS } from "./visitor-message-queue.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
/** The welcome e-mail waits 45 s; the machine is shared with browser builds, so waits are generous. */
const WELCOME_WAIT_MS = 120_000;

const smtp = await startSmtpServer();
afterEach(() => smtp.script(["accept"]));
afterAll(() => smtp.close());

const MAIL: Config["mail"] = {
  smtpUrl: smtp.url,
  from: "Harmoni Yoga <hello@harmoniyoga.example>",
  timeoutMs: 2_000,
  retryBaseSeconds: 0.1,
  maxAttempts: 4,
};

let counter = 0;
function newVisitor(name: string) {
  counter += 1;
  return {
    name,
    email: `visitor.${counter}.${Date.now()}@example.com`,
    phone: `+1415555${String(counter).padStart(4, "0")}`,
  };
}

/** The mails the SMTP server took for this address, parsed. */
function mailsTo(address: string) {
  return smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw));
}

/** A mail's plain text by line, its manage link's token (different every time) masked. */
function linesOf(text: string | undefined): string[] {
  return (text ?? "").replace(/#token=[^\s)]+/g, "#token=TOKEN").split("\n");
}

/** The invitation's calendar and its one event, read back by a full RFC 5545 parser. */
function invitation(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("The invitation has no event.");
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: start.toJSDate().toISOString(),
    startIsUtc: start.zone?.tzid === "UTC",
    organizer: event.getFirstPropertyValue("organizer"),
    attendee: event.getFirstPropertyValue("attendee"),
  };
}

/** Every visitor e-mail ends with the studio's signature (outreachEmail's wrapper). */
const SIGNATURE = [
  "--",
  "Harmoni Yoga · Live online yoga with certified instructors",
  "Questions? Reply to this e-mail or write to hello@harmoniyoga.example",
  "https://harmoniyoga.example",
  "",
];
/** A booking e-mail offers the questionnaire before the class, then signs off. */
const QUESTIONNAIRE_AND_SIGNATURE = [
  "Before your class, answer a few questions and we'll prepare a free personalized health report and yoga plan for you: Get my free health report and yoga plan (https://forms.gle/harmoni-health-questionnaire).",
  "",
  ...SIGNATURE,
];

const HOUR = 3_600_000;
/** A whole hour a few days ahead of the real clock: reminders look at it. */
function trialStart(daysAhead: number): Date {
  const start = new Date(Date.now() + daysAhead * 24 * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

describe.each(testDatabases())("visitor e-mails on $name", (database) => {
  const server = useTestApp(database, { persistent: true, config: { mail: MAIL, publicUrl: PUBLIC_URL } });
  const db = () => server.app.database.db;

  async function submitLead(visitor: ReturnType<typeof newVisitor>) {
    const response = await server.app.inject({
      method: "POST",
      url: api.submitLead.path,
      payload: { ...visitor, website: "" },
    });
    expect(response.statusCode).toBe(200);
    const [lead] = await db().select().from(leads).where(eq(leads.email, visitor.email));
    if (!lead) throw new Error("The lead was not stored.");
    return lead;
  }

  async function insertLead(visitor: ReturnType<typeof newVisitor>) {
    const [lead] = await db().insert(leads).values(visitor).returning();
    if (!lead) throw new Error("The lead was not stored.");
    return lead;
  }

  let bookings = 0;
  async function insertBooking(leadId: string, values: Partial<typeof trialBookings.$inferInsert> = {}) {
    // Two hours apart, so no two of the suite's trials take one teacher's time.
    bookings += 1;
    const startsAt = values.startsAt ?? new Date(trialStart(3).getTime() + bookings * 2 * HOUR);
    const [booking] = await db()
      .insert(trialBookings)
      .values({
        leadId,
        teacherId: "ananya-iyer",
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        status: "confirmed",
        timeZone: "Europe/Berlin",
        ...values,
      })
      .returning();
    if (!booking) throw new Error("The booking was not stored.");
    return booking;
  }

  /** A message as the booking service writes it: due now, with its first-attempt job in the same statement. */
  async function queueMessage(
    leadId: string,
    kind: VisitorMessageKind,
    booking?: { id: string; sequence: number },
  ) {
    const [row] = (
      (await db().execute(sql`
        with message as (
          insert into ${visitorMessages} (lead_id, booking_id, kind, channel, booking_sequence, due_at, next_attempt_at)
          values (${leadId}, ${booking?.id ?? null}, ${kind}, 'email', ${booking?.sequence ?? null}, now(), now())
          returning id, due_at
        ),
        job as (${visitorMessageJobs(sql`select id, due_at from message`)})
        select id from message
      `)) as unknown as { rows: { id: string }[] }
    ).rows;
    if (!row) throw new Error("The message was not stored.");
    return row.id;
  }

  function waitForMessage(id: string, status: VisitorMessageRow["status"], timeoutMs = 30_000) {
    return waitFor(async () => {
      const [row] = await db().select().from(visitorMessages).where(eq(visitorMessages.id, id));
      return row?.status === status && row;
    }, timeoutMs);
  }

  async function eventsOf(leadId: string) {
    const events = await db()
      .select({ type: leadEvents.type, detail: leadEvents.detail })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.id));
    return events.filter(({ type }) => type.startsWith("visitor_message"));
  }

  it("sends one welcome e-mail per new lead once it is due: who calls and from which number, or the time booked", {
    timeout: WELCOME_WAIT_MS + 30_000,
  }, async () => {
    const caller = newVisitor("Asha Rao");
    const booker = newVisitor("Ben Turner");
    const lead = await submitLead(caller);
    // The same person again within the window is the same lead: no second welcome.
    await submitLead(caller);
    const bookingLead = await submitLead(booker);
    await insertBooking(bookingLead.id, {
      status: "hold",
      startsAt: new Date("2027-03-09T20:00:00Z"),
      timeZone: "America/New_York",
    });

    const welcomes = await waitFor(async () => {
      const rows = await db()
        .select()
        .from(visitorMessages)
        .where(sql`${visitorMessages.leadId} in (${lead.id}, ${bookingLead.id})`);
      return rows.length === 2 && rows.every((row) => row.status === "sent") && rows;
    }, WELCOME_WAIT_MS);
    for (const welcome of welcomes) {
      expect(welcome.kind).toBe("welcome");
      const waited = (welcome.sentAt?.getTime() ?? 0) - welcome.createdAt.getTime();
      expect(waited).toBeGreaterThanOrEqual(WELCOME_DELAY_SECONDS * 1000);
    }

    const [mail, ...others] = mailsTo(caller.email);
    expect(others).toHaveLength(0);
    expect(mail?.headers.get("subject")).toBe("Welcome to Harmoni Yoga: what happens next");
    expect(mail?.text?.split("\n")).toEqual([
      "Hi Asha,",
      "",
      "Thank you for your interest in a trial class with Harmoni Yoga. We'll call you within 24 hours from +1 (415) 555-0142 to find a time that suits you and answer your questions. Save the number so you know it's us.",
      "",
      "Before your class, answer a few questions and we'll prepare a free personalized health report and yoga plan for you: Get my free health report and yoga plan (https://forms.gle/harmoni-health-questionnaire).",
      "",
      "Questions before then? Call us at +1 (415) 555-0142 or reply to this e-mail.",
      "",
      ...SIGNATURE,
    ]);

    const [booked] = mailsTo(booker.email);
    expect(linesOf(booked?.text)).toEqual([
      "Hi Ben,",
      "",
      "Thank you for booking a trial class with Harmoni Yoga. We're holding Tuesday, March 9 at 3:00 PM (America/New_York) for your 60-minute trial with Ananya Iyer and will confirm it shortly.",
      "",
      "A separate e-mail brings the calendar invitation and a link to move or cancel your trial.",
      "",
      "Before your class, answer a few questions and we'll prepare a free personalized health report and yoga plan for you: Get my free health report and yoga plan (https://forms.gle/harmoni-health-questionnaire).",
      "",
      "Questions before then? Call us at +1 (415) 555-0142 or reply to this e-mail.",
      "",
      ...SIGNATURE,
    ]);
    expect(booked?.calendar).toBeUndefined();

    expect(await eventsOf(lead.id)).toEqual([
      { type: "visitor_message_attempt", detail: { attempt: 1 } },
      {
        type: "visitor_message_sent",
        detail: {
          attempt: 1,
          message: "welcome",
          to: caller.email,
          providerId: mail?.headers.get("message-id"),
        },
      },
    ]);
  });

  it("sends a booking's invitation, its move and its cancellation with one UID and a rising SEQUENCE, and skips what went stale", {
    timeout: 60_000,
  }, async () => {
    const visitor = newVisitor("Carla Mendes");
    const lead = await insertLead(visitor);
    await db()
      .insert(teacherCalendars)
      .values({
        teacherId: "ananya-iyer",
        timeZone: "Asia/Kolkata",
        videoLink: "https://meet.example/ananya",
      })
      // The sample calendars seeded at start may have the teacher already, with another link.
      .onConflictDoUpdate({
        target: teacherCalendars.teacherId,
        set: { videoLink: "https://meet.example/ananya" },
      });
    const booking = await insertBooking(lead.id, { startsAt: new Date("2027-03-10T16:00:00Z") });

    const confirmation = await queueMessage(lead.id, "booking_confirmation", booking);
    await waitForMessage(confirmation, "sent");
    const [confirmed] = mailsTo(visitor.email);
    expect(confirmed?.headers.get("subject")).toBe(
      "You're booked: your trial with Ananya Iyer, Wed, Mar 10, 5:00 PM",
    );
    expect(linesOf(confirmed?.text)).toEqual([
      "Hi Carla,",
      "",
      "You're booked: your 60-minute trial with Ananya Iyer is on Wednesday, March 10 at 5:00 PM (Europe/Berlin).",
      "",
      "Join your class on video here: https://meet.example/ananya",
      "",
      "The attached invitation adds it to your calendar.",
      "",
      "Need another time? Move or cancel your trial (https://harmoniyoga.example/manage-trial#token=TOKEN).",
      "",
      ...QUESTIONNAIRE_AND_SIGNATURE,
    ]);
    expect(confirmed?.calendar?.contentType).toMatch(/^text\/calendar; .*method=REQUEST/i);
    const host = new URL(PUBLIC_URL).host;
    expect(invitation(confirmed?.calendar?.body ?? "")).toEqual({
      method: "REQUEST",
      uid: `${booking.id}@${host}`,
      sequence: 0,
      status: "CONFIRMED",
      start: booking.startsAt.toISOString(),
      startIsUtc: true,
      organizer: "MAILTO:hello@harmoniyoga.example",
      attendee: `mailto:${visitor.email}`,
    });
    // The manage link names this booking, signed, and works until a week after the trial.
    const token = decodeURIComponent(
      confirmed?.text?.match(new RegExp(`${PUBLIC_URL}${MANAGE_TRIAL_PATH}#token=([^\\s)]+)`))?.[1] ?? "",
    );
    const signer = await linkSigner(server.app.database);
    expect(signer.verify("manage-trial", token)).toBe(booking.id);
    expect(signer.verify("manage-trial", token, new Date(booking.endsAt.getTime() + 6 * 24 * HOUR))).toBe(
      booking.id,
    );
    expect(() =>
      signer.verify("manage-trial", token, new Date(booking.endsAt.getTime() + 8 * 24 * HOUR)),
    ).toThrow("The link has expired.");

    // Moved: the confirmation written for sequence 0 but not yet sent is stale; the update goes out.
    const movedTo = new Date("2027-03-11T16:00:00Z");
    await db()
      .update(trialBookings)
      .set({ startsAt: movedTo, endsAt: new Date(movedTo.getTime() + HOUR), sequence: 1 })
      .where(eq(trialBookings.id, booking.id));
    const staleConfirmation = await queueMessage(lead.id, "booking_confirmation", booking);
    const update = await queueMessage(lead.id, "booking_update", { id: booking.id, sequence: 1 });
    await waitForMessage(staleConfirmation, "skipped");
    await waitForMessage(update, "sent");
    const [, moved] = mailsTo(visitor.email);
    expect(moved?.headers.get("subject")).toBe(
      "Moved: your trial with Ananya Iyer is now Thu, Mar 11, 5:00 PM",
    );
    expect(linesOf(moved?.text).slice(0, 3)).toEqual([
      "Hi Carla,",
      "",
      "Your trial has moved. You're booked: your 60-minute trial with Ananya Iyer is on Thursday, March 11 at 5:00 PM (Europe/Berlin).",
    ]);
    expect(invitation(moved?.calendar?.body ?? "")).toMatchObject({
      method: "REQUEST",
      uid: `${booking.id}@${host}`,
      sequence: 1,
      start: movedTo.toISOString(),
    });

    // Cancelled: METHOD:CANCEL for the same UID, and a reminder for it is skipped.
    await db()
      .update(trialBookings)
      .set({ status: "cancelled", sequence: 2 })
      .where(eq(trialBookings.id, booking.id));
    const cancellation = await queueMessage(lead.id, "booking_cancellation", { id: booking.id, sequence: 2 });
    const reminder = await queueMessage(lead.id, "reminder_24h", { id: booking.id, sequence: 2 });
    const [text] = await db()
      .insert(visitorMessages)
      .values({
        leadId: lead.id,
        bookingId: booking.id,
        kind: "reminder_sms",
        channel: "sms",
        bookingSequence: 2,
      })
      .returning();
    await db().execute(visitorMessageJobs(sql`select ${text?.id ?? ""}::uuid as id, now() as due_at`));
    await waitForMessage(cancellation, "sent");
    await waitForMessage(reminder, "skipped");
    await waitForMessage(text?.id ?? "", "skipped");
    const mails = mailsTo(visitor.email);
    expect(mails).toHaveLength(3);
    const cancelled = mails[2];
    expect(cancelled?.headers.get("subject")).toBe(
      "Cancelled: your trial with Ananya Iyer, Thu, Mar 11, 5:00 PM",
    );
    expect(linesOf(cancelled?.text)).toEqual([
      "Hi Carla,",
      "",
      "Your trial with Ananya Iyer on Thursday, March 11 at 5:00 PM (Europe/Berlin) is cancelled. The attached update takes it off your calendar.",
      "",
      "Would you like another time? Call us at +1 (415) 555-0142 or reply to this e-mail.",
      "",
      ...SIGNATURE,
    ]);
    expect(cancelled?.calendar?.contentType).toMatch(/method=CANCEL/i);
    expect(invitation(cancelled?.calendar?.body ?? "")).toMatchObject({
      method: "CANCEL",
      uid: `${booking.id}@${host}`,
      sequence: 2,
      status: "CANCELLED",
    });

    // By message: the worker may take the reminders in either order.
    const skipped = (await eventsOf(lead.id))
      .filter(({ type }) => type === "visitor_message_skipped")
      .sort((a, b) => String(a.detail.message).localeCompare(String(b.detail.message)));
    expect(skipped).toEqual([
      {
        type: "visitor_message_skipped",
        detail: {
          message: "booking_confirmation",
          reason: "The trial changed after this message was written; a newer message says so.",
        },
      },
      {
        type: "visitor_message_skipped",
        detail: { message: "reminder_24h", reason: "The trial is no longer confirmed." },
      },
      {
        type: "visitor_message_skipped",
        detail: { message: "reminder_sms", reason: "The trial is no longer confirmed." },
      },
    ]);
  });

  it("texts a reminder only to a visitor who agreed to texts, and never inside their quiet hours", async () => {
    /** A text reminder for a new confirmed trial in `timeZone`, its lead's text consent as given. */
    async function textReminder(name: string, agreed: boolean, timeZone: string) {
      const lead = await insertLead(newVisitor(name));
      await db().insert(leadConsents).values({
        leadId: lead.id,
        purpose: "sms",
        granted: agreed,
        wordingVersion: "2026-11-27",
        wording: "Text me trial reminders and updates from Harmoni Yoga.",
      });
      const booking = await insertBooking(lead.id, { timeZone });
      const [text] = await db()
        .insert(visitorMessages)
        .values({
          leadId: lead.id,
          bookingId: booking.id,
          kind: "reminder_sms",
          channel: "sms",
          bookingSequence: 0,
        })
        .returning();
      await db().execute(visitorMessageJobs(sql`select ${text?.id ?? ""}::uuid as id, now() as due_at`));
      return { lead, id: text?.id ?? "" };
    }
    // Zones where it is now daytime, and one where it is night: the test runs at any hour.
    const now = new Date();
    const zones = ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Asia/Tokyo", "Pacific/Honolulu"];
    const day = zones.find((zone) => !inQuietHours(now, zone)) ?? "UTC";
    const night = zones.find((zone) => inQuietHours(now, zone)) ?? "UTC";

    const agreed = await textReminder("Mina Cho", true, day);
    const declined = await textReminder("Omar Haddad", false, day);
    const sleeping = await textReminder("Lena Voss", true, night);
    await waitForMessage(agreed.id, "sent");
    await waitForMessage(declined.id, "skipped");
    // Twilio is not configured here, so the text is recorded as a dry run, as every SMS of the product is.
    expect((await eventsOf(agreed.lead.id)).at(-1)).toEqual({
      type: "visitor_message_sent",
      detail: { attempt: 1, message: "reminder_sms", to: agreed.lead.phone, dryRun: true },
    });
    expect((await eventsOf(declined.lead.id)).at(-1)).toEqual({
      type: "visitor_message_skipped",
      detail: {
        message: "reminder_sms",
        reason: "The visitor has not agreed to text messages, or replied STOP.",
      },
    });
    if (night !== "UTC") {
      const waiting = await waitForMessage(sleeping.id, "retrying");
      expect(waiting.lastError).toBe(
        `It is inside the quiet hours in ${night}; the text waits for calling hours.`,
      );
      expect(inQuietHours(waiting.nextAttemptAt ?? now, night)).toBe(false);
    }
  });

  it("holds wording for a trial staff have yet to confirm, with no video link", async () => {
    const visitor = newVisitor("Dev Patel");
    const lead = await insertLead(visitor);
    const booking = await insertBooking(lead.id, {
      status: "hold",
      teacherId: "marcus-bell",
      startsAt: new Date("2027-03-10T14:00:00Z"),
      timeZone: "Asia/Kolkata",
    });
    await waitForMessage(await queueMessage(lead.id, "booking_confirmation", booking), "sent");
    const [held] = mailsTo(visitor.email);
    expect(held?.headers.get("subject")).toBe(
      "We're holding your trial with Marcus Bell, Wed, Mar 10, 7:30 PM",
    );
    expect(linesOf(held?.text)).toEqual([
      "Hi Dev,",
      "",
      "We're holding Wednesday, March 10 at 7:30 PM (Asia/Kolkata) for your 60-minute trial with Marcus Bell and will confirm it shortly.",
      "",
      "The attached invitation adds it to your calendar.",
      "",
      "Need another time? Move or cancel your trial (https://harmoniyoga.example/manage-trial#token=TOKEN).",
      "",
      ...QUESTIONNAIRE_AND_SIGNATURE,
    ]);
    expect(invitation(held?.calendar?.body ?? "")).toMatchObject({ status: "TENTATIVE", method: "REQUEST" });
  });

  it("retries after the mail server's 451 and records each step on the lead's timeline", async () => {
    const visitor = newVisitor("Eva Lund");
    const lead = await insertLead(visitor);
    const booking = await insertBooking(lead.id, { teacherId: "sofia-alvarez" });
    smtp.script([{ code: 451, message: "Try again later" }, "accept"]);
    await waitForMessage(await queueMessage(lead.id, "booking_confirmation", booking), "sent");
    expect(mailsTo(visitor.email)).toHaveLength(1);
    expect((await eventsOf(lead.id)).map(({ type }) => type)).toEqual([
      "visitor_message_attempt",
      "visitor_message_retry_scheduled",
      "visitor_message_attempt",
      "visitor_message_sent",
    ]);
  });

  it("does not send a message before it is due, even when its job was queued to run at once", async () => {
    const visitor = newVisitor("Hana Novak");
    const lead = await insertLead(visitor);
    const booking = await insertBooking(lead.id, { teacherId: "leah-okafor" });
    const [row] = await db()
      .insert(visitorMessages)
      .values({
        leadId: lead.id,
        bookingId: booking.id,
        kind: "booking_confirmation",
        channel: "email",
        bookingSequence: 0,
        dueAt: sql`now() + interval '3 seconds'`,
      })
      .returning();
    const id = row?.id ?? "";
    await db().execute(
      insertJobs(
        VISITOR_MESSAGE_QUEUE,
        sql`select jsonb_build_object('id', ${id}::text, 'attempt', 0) as data`,
      ),
    );
    const sent = await waitForMessage(id, "sent");
    expect(sent.sentAt?.getTime()).toBeGreaterThanOrEqual(sent.dueAt.getTime());
    expect(sent.attempts).toBe(1);
    expect(mailsTo(visitor.email)).toHaveLength(1);
  });

  it("sends a message whose attempt died with its process exactly once, after the restart", {
    timeout: 60_000,
  }, async () => {
    const visitor = newVisitor("Femi Ade");
    let messageId = "";
    let leadId = "";
    // While the server is down: an attempt claimed the message (attempt 1, busy window) and its process died
    // before sending; the job is gone with it.
    await server.restart(async () => {
      const offline = await openDatabase(database.persistentConfig());
      try {
        const [lead] = await offline.db.insert(leads).values(visitor).returning();
        leadId = lead?.id ?? "";
        const startsAt = trialStart(2);
        const [booking] = await offline.db
          .insert(trialBookings)
          .values({
            leadId,
            teacherId: "kenji-watanabe",
            startsAt,
            endsAt: new Date(startsAt.getTime() + HOUR),
            status: "confirmed",
            timeZone: "America/Chicago",
          })
          .returning();
        const [message] = await offline.db
          .insert(visitorMessages)
          .values({
            leadId,
            bookingId: booking?.id ?? null,
            kind: "booking_confirmation",
            channel: "email",
            bookingSequence: 0,
            attempts: 1,
            nextAttemptAt: sql`now() - interval '1 minute'`,
          })
          .returning();
        messageId = message?.id ?? "";
        await offline.db.insert(leadEvents).values({
          leadId,
          type: "visitor_message_attempt",
          detail: { attempt: 1 },
        });
      } finally {
        await offline.close();
      }
    });

    const sent = await waitForMessage(messageId, "sent");
    expect(sent.attempts).toBe(2);
    expect(mailsTo(visitor.email)).toHaveLength(1);
    expect((await eventsOf(leadId)).map(({ type }) => type)).toEqual([
      "visitor_message_attempt",
      "visitor_message_attempt",
      "visitor_message_sent",
    ]);
  });
});

describe.each(testDatabases())("visitor e-mails without SMTP on $name", (database) => {
  const server = useTestApp(database, {
    persistent: true,
    config: { mail: { ...MAIL, smtpUrl: undefined }, publicUrl: PUBLIC_URL },
  });
  const db = () => server.app.database.db;

  it("keeps a message as not configured, says so on the timeline, and sends it once SMTP is set", {
    timeout: 60_000,
  }, async () => {
    const visitor = newVisitor("Gia Romano");
    const [lead] = await db().insert(leads).values(visitor).returning();
    const leadId = lead?.id ?? "";
    const startsAt = trialStart(3);
    const [booking] = await db()
      .insert(trialBookings)
      .values({
        leadId,
        teacherId: "leah-okafor",
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        status: "confirmed",
        timeZone: "Europe/London",
      })
      .returning();
    const [row] = (
      (await db().execute(sql`
        with message as (
          insert into ${visitorMessages} (lead_id, booking_id, kind, channel, booking_sequence, due_at, next_attempt_at)
          values (${leadId}, ${booking?.id ?? null}, 'booking_confirmation', 'email', 0, now(), now())
          returning id, due_at
        ),
        job as (${visitorMessageJobs(sql`select id, due_at from message`)})
        select id from message
      `)) as unknown as { rows: { id: string }[] }
    ).rows;
    const id = row?.id ?? "";
    const statusOf = async () =>
      (await db().select().from(visitorMessages).where(eq(visitorMessages.id, id)))[0]?.status;
    await waitFor(async () => (await statusOf()) === "not_configured");
    const types = await db()
      .select({ type: leadEvents.type })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId));
    expect(types.map(({ type }) => type)).toEqual(["visitor_message_not_configured"]);

    await server.restart(undefined, { mail: MAIL, publicUrl: PUBLIC_URL });
    await waitFor(async () => (await statusOf()) === "sent", 30_000);
    expect(mailsTo(visitor.email)).toHaveLength(1);
  });
});
