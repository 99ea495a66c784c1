import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { leadEvents, leads, teacherCalendars, trialBookings, visitorMessages } from "#server/db/schema";
import { setTeacherCalendar } from "#server/services/teacher-calendars";
import { VISITOR_MESSAGE_QUEUE } from "#server/services/visitor-message-queue";

/**
 * Two teachers' calendars for the suites that book trials against SUITE_NOW, Thursday 2026-01-15 20:00 UTC; the
 * studio's trials are 30 minutes, bookable from 12 hours ahead and held until staff confirm them
 * (studio.settings.yaml).
 */

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
/** Friday 14:00 UTC: Kenji's 09:00 in New York and Leah's 14:00 in London. */
export const FRIDAY_2PM = "2026-01-16T14:00:00.000Z";
export const FRIDAY_2_30PM = "2026-01-16T14:30:00.000Z";
/** Only Leah works then (her 16:00–17:00). */
export const FRIDAY_4PM = "2026-01-16T16:00:00.000Z";
export const SATURDAY_3PM = "2026-01-17T15:00:00.000Z";

/** Kenji every day 09:00–11:00 in New York; Leah every day 14:00–17:00 in London, away all Saturday 2026-01-17. */
export async function setCalendars(app: FastifyInstance) {
  const db = app.database.db;
  await db.delete(teacherCalendars);
  await setTeacherCalendar(db, {
    teacherId: "kenji-watanabe",
    timeZone: "America/New_York",
    videoLink: "https://meet.example/kenji",
    weekly: EVERY_DAY.map((weekday) => ({ weekday, startMinute: 540, endMinute: 660 })),
    timeOff: [],
  });
  await setTeacherCalendar(db, {
    teacherId: "leah-okafor",
    timeZone: "Europe/London",
    videoLink: null,
    weekly: EVERY_DAY.map((weekday) => ({ weekday, startMinute: 840, endMinute: 1020 })),
    timeOff: [{ startsAt: new Date("2026-01-17T00:00:00Z"), endsAt: new Date("2026-01-18T00:00:00Z") }],
  });
}

/**
 * Empties the leads (and with them their trials, events and messages) between tests. The app's workers deliver the
 * last test's visitor messages in the background; a TRUNCATE taken while one of them is mid-transaction can
 * deadlock on PostgreSQL (it locks the tables one after another), so it waits until no such job is running or due.
 */
export async function clearLeads(app: FastifyInstance) {
  const { db } = app.database;
  await vi.waitFor(
    async () => {
      const { rows } = (await db.execute(
        sql`select count(*)::int as count from pgboss.job
            where name = ${VISITOR_MESSAGE_QUEUE}
              and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      )) as { rows: { count: number }[] };
      const pending = rows[0];
      if ((pending?.count ?? 0) > 0)
        throw new Error(`${pending?.count} visitor message jobs still running or due`);
    },
    { timeout: 20_000, interval: 50 },
  );
  await db.execute(sql`truncate ${leads} cascade`);
}

/** What trial changes write for a lead: its status, its events, its visitor messages (by sequence) and its trials. */
export async function leadTrialState(app: FastifyInstance, leadId: string) {
  const { db } = app.database;
  const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  const events = await db
    .select({ type: leadEvents.type, detail: leadEvents.detail })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.id));
  const messages = await db
    .select({ kind: visitorMessages.kind, sequence: visitorMessages.bookingSequence })
    .from(visitorMessages)
    .where(eq(visitorMessages.leadId, leadId))
    .orderBy(asc(visitorMessages.bookingSequence), asc(visitorMessages.dueAt));
  const trials = await db
    .select({ status: trialBookings.status, sequence: trialBookings.sequence, start: trialBookings.startsAt })
    .from(trialBookings)
    .where(eq(trialBookings.leadId, leadId));
  return { status: lead?.status, events, messages, trials };
}
