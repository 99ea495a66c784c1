import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "#contracts/brand";
import type { LeadHistoryEvent } from "#contracts/lead-history";
import { teacherName } from "#contracts/teachers";
import { ACTIVE_TRIAL_BOOKING_STATUSES, manageTrialHref } from "#contracts/trial-booking";
import type { VisitorMessageKind } from "#contracts/visitor-messages";
import {
  leads,
  type TrialBookingRow,
  teacherCalendars,
  trialBookings,
  type VisitorMessageRow,
  visitorMessages,
} from "../db/schema.ts";
import {
  createDelivery,
  type Delivery,
  type DeliveryDeps,
  DeliveryError,
  type DeliveryOutcome,
} from "./delivery.ts";
import type { Mailer } from "./mail.ts";
import type { LinkSigner } from "./signed-links.ts";
import { smsConsent } from "./sms-consent.ts";
import { smsFailure } from "./sms-failure.ts";
import { manageToken } from "./trial-bookings.ts";
import { trialInvitation } from "./trial-invitation.ts";
import { inQuietHours, quietHoursEnd } from "./trial-reminders.ts";
import type { TwilioProvider } from "./twilio.ts";
import { VISITOR_MESSAGE_QUEUE } from "./visitor-message-queue.ts";
import {
  type BookingInWords,
  type BookingMessageKind,
  bookingEmail,
  reminderSms,
  type VisitorMail,
  type VisitorMailContext,
  welcomeEmail,
} from "./visitor-message-text.ts";

const REMINDERS: readonly VisitorMessageKind[] = ["reminder_24h", "reminder_1h", "reminder_sms"];

export interface VisitorMailDeps extends DeliveryDeps {
  mailer: Mailer;
  /** Signs the manage links (server/services/signed-links.ts). */
  signer: LinkSigner;
  context: VisitorMailContext;
  /** The site's address (PUBLIC_URL): without it e-mails carry no manage link and say to call instead. */
  publicUrl?: string;
  /** The studio's own address: the invitations' organizer. */
  studioEmail: string;
  /** Twilio, only when it can send SMS; without it each reminder text is recorded as a dry run. */
  smsSender: Pick<TwilioProvider, "sendSms"> | undefined;
}

/** The visitor's first name, for the greeting. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Why a message is no longer worth sending, or undefined while it is. */
function staleness(
  row: VisitorMessageRow,
  booking: TrialBookingRow | undefined,
  now: Date,
): string | undefined {
  if (row.bookingId && !booking) return "The trial it was about no longer exists.";
  if (!booking) return undefined;
  if (row.bookingSequence !== null && row.bookingSequence < booking.sequence)
    return "The trial changed after this message was written; a newer message says so.";
  if (REMINDERS.includes(row.kind)) {
    if (booking.status !== "confirmed") return "The trial is no longer confirmed.";
    if (booking.startsAt <= now) return "The trial had already started.";
  }
  return undefined;
}

/**
 * Sends the e-mails the server writes to a visitor by itself (`visitor_messages`; docs/product/trial-booking.md,
 * What the visitor hears): one delivery, so each is retried, sent once and recorded on the lead's timeline. A
 * message made stale by a later change of its booking ends `skipped` instead.
 */
export function createVisitorMail(deps: VisitorMailDeps): Delivery {
  const { database, mailer, signer, context, publicUrl, studioEmail, smsSender } = deps;
  const { db } = database;
  // The invitation's UID needs a domain that stays put: the site's, else the studio's mail domain.
  const uidHost = publicUrl ? new URL(publicUrl).host : (studioEmail.split("@")[1] ?? "harmoniyoga");

  async function bookingOf(row: VisitorMessageRow): Promise<TrialBookingRow | undefined> {
    if (row.bookingId) {
      const [booking] = await db.select().from(trialBookings).where(eq(trialBookings.id, row.bookingId));
      return booking;
    }
    // The welcome e-mail names the trial the visitor booked in the thank-you view, if they did.
    const [active] = await db
      .select()
      .from(trialBookings)
      .where(
        and(
          eq(trialBookings.leadId, row.leadId),
          inArray(trialBookings.status, [...ACTIVE_TRIAL_BOOKING_STATUSES]),
        ),
      )
      .orderBy(desc(trialBookings.createdAt))
      .limit(1);
    return active;
  }

  async function inWords(booking: TrialBookingRow): Promise<BookingInWords> {
    const [calendar] = await db
      .select({ videoLink: teacherCalendars.videoLink })
      .from(teacherCalendars)
      .where(eq(teacherCalendars.teacherId, booking.teacherId));
    return {
      teacher: teacherName(booking.teacherId),
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      timeZone: booking.timeZone,
      status: booking.status,
      ...(calendar?.videoLink && booking.status === "confirmed" ? { videoLink: calendar.videoLink } : {}),
    };
  }

  function manageLink(booking: TrialBookingRow): string | undefined {
    if (!publicUrl) return undefined;
    return `${publicUrl}${manageTrialHref(manageToken(signer, booking))}`;
  }

  async function compose(
    row: VisitorMessageRow,
    lead: { name: string; email: string },
    booking: TrialBookingRow | undefined,
  ): Promise<VisitorMail & { calendar?: { method: "REQUEST" | "CANCEL"; content: string } }> {
    const firstName = firstNameOf(lead.name);
    if (row.kind === "welcome") {
      return welcomeEmail({ firstName, ...(booking ? { booking: await inWords(booking) } : {}) }, context);
    }
    if (!booking || row.kind === "reminder_sms")
      throw new DeliveryError(`A ${row.kind} e-mail needs its booking.`, false);
    const words = await inWords(booking);
    const cancelled = row.kind === "booking_cancellation";
    const link = cancelled ? undefined : manageLink(booking);
    const mail = bookingEmail(
      row.kind as BookingMessageKind,
      { firstName, booking: words, ...(link ? { manageLink: link } : {}) },
      context,
    );
    if (row.kind !== "booking_confirmation" && row.kind !== "booking_update" && !cancelled) return mail;
    const method = cancelled ? "CANCEL" : "REQUEST";
    const content = trialInvitation({
      bookingId: booking.id,
      host: uidHost,
      sequence: booking.sequence,
      method,
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      teacher: words.teacher,
      ...(words.videoLink ? { videoLink: words.videoLink } : {}),
      ...(link ? { manageLink: link } : {}),
      organizer: { name: PRODUCT_NAME, email: studioEmail },
      attendee: { name: lead.name, email: lead.email },
    });
    return { ...mail, calendar: { method, content } };
  }

  /**
   * A reminder text: only to a visitor whose latest answer agreed to texts and who has not replied STOP since, checked
   * now rather than when it was scheduled; never inside their quiet hours, where it waits for the morning.
   */
  async function sendText(
    row: VisitorMessageRow,
    phone: string,
    booking: TrialBookingRow | undefined,
    attempt: number,
  ): Promise<DeliveryOutcome<VisitorMessageRow>> {
    if (!booking) throw new DeliveryError("A reminder text needs its booking.", false);
    if (!(await smsConsent(db, row.leadId))) {
      return {
        changes: {},
        event: {
          kind: "visitor_message_skipped",
          detail: {
            message: row.kind,
            reason: "The visitor has not agreed to text messages, or replied STOP.",
          },
        },
        skipped: true,
      };
    }
    const now = new Date();
    if (inQuietHours(now, booking.timeZone)) {
      throw new DeliveryError(
        `It is inside the quiet hours in ${booking.timeZone}; the text waits for calling hours.`,
        true,
        undefined,
        Math.max(60, Math.ceil((quietHoursEnd(now, booking.timeZone).getTime() - now.getTime()) / 1000)),
      );
    }
    const body = reminderSms(await inWords(booking));
    if (!smsSender) {
      return {
        changes: { sentAt: sql`now()` },
        event: {
          kind: "visitor_message_sent",
          detail: { attempt, message: row.kind, to: phone, dryRun: true },
        },
      };
    }
    try {
      const { sid } = await smsSender.sendSms({ to: phone, body });
      return {
        changes: { providerId: sid, sentAt: sql`now()` },
        event: {
          kind: "visitor_message_sent",
          detail: { attempt, message: row.kind, to: phone, providerId: sid },
        },
      };
    } catch (error) {
      throw smsFailure(phone, error);
    }
  }

  return createDelivery<VisitorMessageRow>({
    ...deps,
    definition: {
      name: "visitor e-mail",
      queue: VISITOR_MESSAGE_QUEUE,
      table: visitorMessages,
      history: "lead",
      historyIdColumn: "leadId",
      dueColumn: "dueAt",
      columns: {
        status: "status",
        attempts: "attempts",
        lastError: "lastError",
        nextAttemptAt: "nextAttemptAt",
      },
      deliveredStatus: "sent",
      events: {
        attempt: "visitor_message_attempt",
        retryScheduled: "visitor_message_retry_scheduled",
        failed: "visitor_message_failed",
        notConfigured: "visitor_message_not_configured",
      },
      target: {
        get configured() {
          return mailer.configured;
        },
        async deliver(row, { attempt }): Promise<DeliveryOutcome<VisitorMessageRow>> {
          const booking = await bookingOf(row);
          const stale = staleness(row, booking, new Date());
          if (stale) {
            const event: LeadHistoryEvent = {
              kind: "visitor_message_skipped",
              detail: { message: row.kind, reason: stale },
            };
            return { changes: {}, event, skipped: true };
          }
          const [lead] = await db
            .select({ name: leads.name, email: leads.email, phone: leads.phone })
            .from(leads)
            .where(eq(leads.id, row.leadId));
          if (!lead) throw new DeliveryError("The lead of this message no longer exists.", false);
          if (row.channel === "sms") return sendText(row, lead.phone, booking, attempt);
          const mail = await compose(row, lead, booking);
          const { messageId } = await mailer.send({
            to: lead.email,
            ...mail,
            replyTo: { name: PRODUCT_NAME, address: context.email },
          });
          return {
            changes: { providerId: messageId, sentAt: sql`now()` },
            event: {
              kind: "visitor_message_sent",
              detail: { attempt, message: row.kind, to: lead.email, providerId: messageId },
            },
          };
        },
      },
    },
  });
}
