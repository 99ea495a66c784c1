import { and, eq, inArray, sql } from "drizzle-orm";
import type { OtherActor } from "#contracts/lead-history";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import type { StudioSettings } from "#contracts/studio-settings";
import { type TeacherId, teacherName } from "#contracts/teachers";
import {
  ACTIVE_TRIAL_BOOKING_STATUSES,
  isActiveTrial,
  TRIAL_BOOKING_MESSAGES,
  type TrialBooking,
  type TrialBookingStatus,
  type TrialSlots,
} from "#contracts/trial-booking";
import { TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { leads, type TrialBookingRow, trialBookings } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { closeNoShowStep } from "./lead-next-steps.ts";
import { type Actor, recordLeadEvent, storedActor } from "./lead-records.ts";
import { type LinkSigner, LinkTokenError } from "./signed-links.ts";
import { stored } from "./stored.ts";
import { readBusy, readCalendars } from "./teacher-calendars.ts";
import { followLeadStatus, queueTrialMessages } from "./trial-effects.ts";
import { bookingWindow, computeTrialSlots, slotAt } from "./trial-slots.ts";

/**
 * Booking, moving and cancelling trial times (docs/product/trial-booking.md). Every change is one transaction with
 * its event, the lead's status and the visitor's message (and that message's first-attempt job); the database's
 * constraints, not a check beforehand, keep two visitors off one teacher's time and a lead to one active trial.
 */

/** How long the lead form's answer may book a time for its lead. */
export const BOOKING_TOKEN_HOURS = 24;
/** A manage link works until a week after the trial's end: long enough to read it back, short enough to retire. */
export const MANAGE_TOKEN_DAYS_AFTER_TRIAL = 7;

type Refusal = keyof typeof TRIAL_BOOKING_MESSAGES;

/** Why a booking or a change was refused: the visitor reads `message`; nothing was stored. */
export class TrialBookingError extends HttpError {
  constructor(
    readonly reason: Refusal,
    statusCode: number,
  ) {
    super(statusCode, TRIAL_BOOKING_MESSAGES[reason]);
    this.name = "TrialBookingError";
  }
}

const refuse = (reason: Refusal, statusCode = 409) => new TrialBookingError(reason, statusCode);

const VISITOR = { kind: "visitor" } as const satisfies OtherActor;

/** The lead staff named is not a lead (gone, or a quote request's id): 404 in the lead page's words. */
export class TrialLeadNotFound extends HttpError {
  constructor() {
    super(404, INBOX_MESSAGES.notFound);
    this.name = "TrialLeadNotFound";
  }
}

/** A time as a booking or a move asks for it: an instant, the zone it was chosen in, and a teacher if one was. */
export interface TimeRequest {
  start: string;
  teacher?: TeacherId;
  timeZone: string;
}

/** What staff do for a lead on the phone (docs/product/staff-area.md, Lead page): the same checks as the visitor's. */
export interface StaffTrialBookings {
  /** Books `request` for the lead, confirmed at once: the visitor agreed to it on the phone. */
  book(leadId: string, request: TimeRequest, actor: Actor, reqId?: string): Promise<TrialBookingRow>;
  /** Moves an active trial to another free time of its teacher. */
  move(
    bookingId: string,
    request: Omit<TimeRequest, "teacher">,
    actor: Actor,
    reqId?: string,
  ): Promise<TrialBookingRow>;
}

export interface ManagedBooking {
  booking: TrialBooking;
  changeable: boolean;
}

export interface TrialBookingService {
  slots(query: { timeZone: string; teacher?: TeacherId }): Promise<TrialSlots>;
  /** Books `start` for the lead `bookingToken` names; `reqId` names the request in its message job's logs. */
  book(
    request: { bookingToken: string; start: string; teacher?: TeacherId; timeZone: string },
    reqId?: string,
  ): Promise<TrialBooking>;
  viewManaged(token: string): Promise<ManagedBooking>;
  reschedule(
    request: { token: string; start: string; timeZone: string },
    reqId?: string,
  ): Promise<ManagedBooking>;
  cancel(token: string, reqId?: string): Promise<ManagedBooking>;
  /** The lead form's answer's token, which books a time for `leadId`. */
  bookingToken(leadId: string): string;
  staff: StaffTrialBookings;
}

/** The manage link's token for a booking (the e-mails' link: contracts/trial-booking.ts, manageTrialHref). */
export function manageToken(signer: LinkSigner, booking: Pick<TrialBookingRow, "id" | "endsAt">): string {
  const expiresAt = new Date(booking.endsAt.getTime() + MANAGE_TOKEN_DAYS_AFTER_TRIAL * 24 * 3_600_000);
  return signer.sign("manage-trial", booking.id, expiresAt);
}

/** A booking as the API shows it, to the visitor and to staff. */
export function bookingOf(row: TrialBookingRow): TrialBooking {
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    teacher: { id: row.teacherId, name: teacherName(row.teacherId) },
    status: row.status,
    timeZone: row.timeZone,
  };
}

function eventDetail(row: TrialBookingRow, actor: Actor) {
  return {
    bookingId: row.id,
    teacherId: row.teacherId,
    teacherName: teacherName(row.teacherId),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    ...storedActor(actor),
  };
}

/** The SQLSTATE of a database error, through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** A constraint's refusal as the visitor's reason; anything else is rethrown. */
function refusalOf(error: unknown): never {
  const state = sqlState(error);
  // 23P01: trial_bookings_no_overlap (someone else took the teacher's time first).
  if (state === "23P01") throw refuse("taken");
  // 23505: trial_bookings_one_active_per_lead_idx (this lead already has a trial).
  if (state === "23505") throw refuse("alreadyBooked");
  throw error;
}

export function createTrialBookings(deps: {
  database: DatabaseHandle;
  signer: LinkSigner;
  settings: StudioSettings["trials"];
  now: () => Date;
}): TrialBookingService {
  const { database, signer, settings, now } = deps;

  /** The free times now, from the database; `exceptBooking` counts a booking being moved as free. */
  async function freeSlots(
    timeZone: string,
    options: { teacher?: TeacherId; exceptBooking?: string; ignoreBookings?: boolean } = {},
  ) {
    const at = now();
    const { from, until } = bookingWindow(at, settings.minimumNoticeHours);
    const db = database.db;
    const [calendars, busy] = await Promise.all([
      readCalendars(db),
      readBusy(db, from, new Date(until.getTime() + settings.slotMinutes * 60_000), options.exceptBooking),
    ]);
    return computeTrialSlots({
      now: at,
      timeZone,
      slotMinutes: settings.slotMinutes,
      minimumNoticeHours: settings.minimumNoticeHours,
      calendars,
      busy: options.ignoreBookings ? busy.timeOff : [...busy.timeOff, ...busy.booked],
      ...(options.teacher ? { teacher: options.teacher } : {}),
    });
  }

  /**
   * The teacher who takes `start`, or the reason it cannot be booked, in this order: past, outside the window (or
   * no one's hours), not the chosen teacher's (their hours, time off), taken (by a trial booked meanwhile, as the
   * database would refuse it). A move names its own teacher and counts its own time as free.
   */
  async function teacherFor(
    start: Date,
    timeZone: string,
    choice: { teacher?: TeacherId; exceptBooking?: string },
  ): Promise<TeacherId> {
    const at = now();
    if (start.getTime() <= at.getTime()) throw refuse("past");
    const { from, until } = bookingWindow(at, settings.minimumNoticeHours);
    if (start < from || start >= until) throw refuse("outsideWindow");
    const slot = slotAt(await freeSlots(timeZone, choice), start);
    const free = slot?.teachers.find((teacher) => !choice.teacher || teacher === choice.teacher);
    if (free) return free;
    // Open but for the trials already booked: someone was quicker. Otherwise it was never one of the times shown.
    const open = slotAt(
      await freeSlots(timeZone, {
        ...(choice.teacher ? { teacher: choice.teacher } : {}),
        ignoreBookings: true,
      }),
      start,
    );
    if (open) throw refuse("taken");
    throw refuse(choice.teacher ? "notTeachers" : "outsideWindow");
  }

  /** The id a token names; a bad token is 404, an expired one 410, each with its purpose's sentence. */
  function verified(purpose: "book-trial" | "manage-trial", token: string): string {
    try {
      return signer.verify(purpose, token, now());
    } catch (error) {
      if (!(error instanceof LinkTokenError)) throw error;
      const expired = error.reason === "expired";
      if (purpose === "book-trial") throw refuse("bookingToken", expired ? 410 : 404);
      throw expired ? refuse("linkExpired", 410) : refuse("linkInvalid", 404);
    }
  }

  /** The booking a manage token names; a token naming no booking is as invalid as a forged one. */
  async function managed(token: string): Promise<TrialBookingRow> {
    const id = verified("manage-trial", token);
    const [row] = await stored(() =>
      database.db.select().from(trialBookings).where(eq(trialBookings.id, id)),
    );
    if (!row) throw refuse("linkInvalid", 404);
    return row;
  }

  function changeable(row: TrialBookingRow): boolean {
    return isActiveTrial(row.status) && row.startsAt.getTime() > now().getTime();
  }

  const view = (row: TrialBookingRow): ManagedBooking => ({
    booking: bookingOf(row),
    changeable: changeable(row),
  });

  /** A booking, refused when it is gone or can no longer be changed. */
  function changeableRow(row: TrialBookingRow | undefined): TrialBookingRow {
    if (!row || !changeable(row)) throw refuse("notChangeable");
    return row;
  }

  /** The booking a manage token names, refused when it can no longer be changed. */
  const changeableBooking = async (token: string) => changeableRow(await managed(token));

  /** The booking staff named by its id: 404 when there is none, refused when it can no longer be changed. */
  async function changeableById(id: string): Promise<TrialBookingRow> {
    const [row] = await stored(() =>
      database.db.select().from(trialBookings).where(eq(trialBookings.id, id)),
    );
    if (!row) throw new HttpError(404, TRIAL_STAFF_MESSAGES.notFound);
    return changeableRow(row);
  }

  /** Applies a change to `current`, refused when it started or was cancelled since it was read. */
  async function change(
    current: TrialBookingRow,
    work: (db: Database, row: TrialBookingRow) => Promise<TrialBookingRow>,
  ): Promise<TrialBookingRow> {
    return stored(() =>
      database
        .transaction(async ({ db }) => {
          const [row] = await db
            .select()
            .from(trialBookings)
            .where(eq(trialBookings.id, current.id))
            .for("update");
          return work(db, changeableRow(row));
        })
        .catch(refusalOf),
    );
  }

  /**
   * Books `request` for `leadId` as `actor`: the time is checked first (to say why it cannot be had), then the
   * booking, its event, the lead's status and the visitor's messages are one transaction. `missing` is the refusal
   * for a lead that is not there: a visitor's stale form, or an id staff sent that names no lead.
   */
  async function bookFor(
    leadId: string,
    { start, teacher, timeZone }: TimeRequest,
    by: { actor: Actor; status: TrialBookingStatus; missing: () => Error; reqId?: string | undefined },
  ): Promise<TrialBookingRow> {
    const lead = () => database.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    // A lead that is not there is refused before its time is looked at: the time is not what is wrong.
    if ((await stored(lead)).length === 0) throw by.missing();
    const startsAt = new Date(start);
    const teacherId = await stored(() => teacherFor(startsAt, timeZone, teacher ? { teacher } : {}));
    return stored(() =>
      database
        .transaction(async ({ db }) => {
          const [locked] = await db
            .select({ id: leads.id })
            .from(leads)
            .where(eq(leads.id, leadId))
            .for("update");
          if (!locked) throw by.missing();
          const [booking] = await db
            .insert(trialBookings)
            .values({
              leadId,
              teacherId,
              startsAt,
              endsAt: new Date(startsAt.getTime() + settings.slotMinutes * 60_000),
              status: by.status,
              timeZone,
            })
            .returning();
          if (!booking) throw new Error("Booking the trial returned no row.");
          await recordLeadEvent(
            db,
            { kind: "lead", id: leadId },
            { kind: "trial_booked", detail: eventDetail(booking, by.actor) },
          );
          await followLeadStatus(db, leadId, "booked", by.actor);
          await closeNoShowStep(db, booking, "trial_rebooked", by.actor, now());
          await queueTrialMessages(db, booking, "booked", {
            now: now(),
            ...(by.reqId ? { reqId: by.reqId } : {}),
          });
          return booking;
        })
        .catch(refusalOf),
    );
  }

  /**
   * Moves `current` to `start` with its teacher, keeping its length: a new SEQUENCE, so the visitor's calendar
   * replaces the invitation, and the lead's status follows as for any move.
   */
  async function moveTo(
    current: TrialBookingRow,
    { start, timeZone }: Omit<TimeRequest, "teacher">,
    actor: Actor,
    reqId?: string,
  ): Promise<TrialBookingRow> {
    const startsAt = new Date(start);
    await stored(() =>
      teacherFor(startsAt, timeZone, { teacher: current.teacherId, exceptBooking: current.id }),
    );
    return change(current, async (db, row) => {
      const [moved] = await db
        .update(trialBookings)
        .set({
          startsAt,
          endsAt: new Date(startsAt.getTime() + (row.endsAt.getTime() - row.startsAt.getTime())),
          timeZone,
          sequence: row.sequence + 1,
          updatedAt: sql`now()`,
        })
        .where(eq(trialBookings.id, row.id))
        .returning();
      if (!moved) throw new Error("Moving the trial returned no row.");
      await recordLeadEvent(
        db,
        { kind: "lead", id: row.leadId },
        { kind: "trial_moved", detail: { ...eventDetail(moved, actor), from: row.startsAt.toISOString() } },
      );
      await followLeadStatus(db, row.leadId, "moved", actor);
      await queueTrialMessages(db, moved, "moved", { now: now(), ...(reqId ? { reqId } : {}) });
      return moved;
    });
  }

  return {
    slots: ({ timeZone, teacher }) => stored(() => freeSlots(timeZone, teacher ? { teacher } : {})),

    async book({ bookingToken, ...request }, reqId) {
      const leadId = verified("book-trial", bookingToken);
      const row = await bookFor(leadId, request, {
        actor: VISITOR,
        status: settings.confirmAtOnce ? "confirmed" : "hold",
        missing: () => refuse("bookingToken", 404),
        reqId,
      });
      return bookingOf(row);
    },

    viewManaged: async (token) => view(await managed(token)),

    async reschedule({ token, ...request }, reqId) {
      return view(await moveTo(await changeableBooking(token), request, VISITOR, reqId));
    },

    cancel: async (token, reqId) =>
      view(
        await change(await changeableBooking(token), async (db, row) => {
          const [cancelled] = await db
            .update(trialBookings)
            .set({ status: "cancelled", sequence: row.sequence + 1, updatedAt: sql`now()` })
            .where(
              and(
                eq(trialBookings.id, row.id),
                inArray(trialBookings.status, [...ACTIVE_TRIAL_BOOKING_STATUSES]),
              ),
            )
            .returning();
          if (!cancelled) throw new Error("Cancelling the trial returned no row.");
          await recordLeadEvent(
            db,
            { kind: "lead", id: row.leadId },
            { kind: "trial_cancelled", detail: eventDetail(cancelled, VISITOR) },
          );
          await followLeadStatus(db, row.leadId, "cancelled", VISITOR);
          await queueTrialMessages(db, cancelled, "cancelled", { now: now(), ...(reqId ? { reqId } : {}) });
          return cancelled;
        }),
      ),

    bookingToken: (leadId) =>
      signer.sign("book-trial", leadId, new Date(now().getTime() + BOOKING_TOKEN_HOURS * 3_600_000)),

    staff: {
      // Confirmed at once whatever `trials.confirmAtOnce` says: the visitor agreed to the time on the phone.
      book: (leadId, request, actor, reqId) =>
        bookFor(leadId, request, {
          actor,
          status: "confirmed",
          missing: () => new TrialLeadNotFound(),
          reqId,
        }),
      move: async (bookingId, request, actor, reqId) =>
        moveTo(await changeableById(bookingId), request, actor, reqId),
    },
  };
}
