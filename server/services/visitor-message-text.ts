import { PRODUCT_NAME } from "#contracts/brand";
import { promiseHoursText } from "#contracts/response-promise";
import type { TrialBookingStatus } from "#contracts/trial-booking";
import type { VisitorMessageKind } from "#contracts/visitor-messages";
import { escapeHtml } from "./html.ts";
import { outreachEmail } from "./outreach-email.ts";

/** The studio's facts every visitor e-mail states (studio settings, RESPONSE_PROMISE_HOURS, PUBLIC_URL). */
export interface VisitorMailContext {
  /** The number that calls the visitor, as visitors read it: "+1 (415) 555-0142". */
  phone: string;
  /** Where a reply reaches the studio. */
  email: string;
  questionnaireUrl: string;
  responsePromiseHours: number;
  /** The site's address, linked in the footer when known. */
  siteUrl?: string;
}

/** A trial as the visitor's e-mail tells it. */
export interface BookingInWords {
  teacher: string;
  startsAt: Date;
  endsAt: Date;
  /** The zone the visitor chose the time in: every time is said in it. */
  timeZone: string;
  status: TrialBookingStatus;
  /** The teacher's video link, given only for a confirmed trial. */
  videoLink?: string;
}

export interface VisitorMail {
  subject: string;
  html: string;
  text: string;
}

export type BookingMessageKind = Exclude<VisitorMessageKind, "welcome" | "reminder_sms">;

/** ICU writes narrow and thin spaces around times; plain ones read the same in every mail client. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009]/g, " ");
}

/** "Thursday, January 15 at 3:00 PM (America/New_York)": the zone's name, so nobody guesses whose time it is. */
export function trialTimeInWords(booking: Pick<BookingInWords, "startsAt" | "timeZone">): string {
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: booking.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(booking.startsAt);
  return `${plainSpaces(when)} (${booking.timeZone})`;
}

/** "Thu, Jan 15, 3:00 PM", short enough for a subject line. */
function shortTime(booking: Pick<BookingInWords, "startsAt" | "timeZone">): string {
  return plainSpaces(
    new Intl.DateTimeFormat("en-US", {
      timeZone: booking.timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(booking.startsAt),
  );
}

function minutesOf(booking: BookingInWords): number {
  return Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
}

function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

function paragraph(html: string): string {
  return `<p>${html}</p>`;
}

/** Where the booking stands, in the visitor's words: held for staff to confirm, or booked. */
function standing(booking: BookingInWords): string {
  const teacher = escapeHtml(booking.teacher);
  const when = `<strong>${escapeHtml(trialTimeInWords(booking))}</strong>`;
  return booking.status === "confirmed"
    ? `You're booked: your ${minutesOf(booking)}-minute trial with ${teacher} is on ${when}.`
    : `We're holding ${when} for your ${minutesOf(booking)}-minute trial with ${teacher} and will confirm it shortly.`;
}

function questionnaire(context: VisitorMailContext): string {
  return paragraph(
    `Before your class, answer a few questions and we'll prepare a free personalized health report and yoga plan for you: ${link(context.questionnaireUrl, "Get my free health report and yoga plan")}.`,
  );
}

function callUs(context: VisitorMailContext, lead: string): string {
  return paragraph(`${lead} Call us at ${escapeHtml(context.phone)} or reply to this e-mail.`);
}

function videoLink(booking: BookingInWords): string {
  return booking.videoLink && booking.status === "confirmed"
    ? paragraph(`Join your class on video here: ${link(booking.videoLink, booking.videoLink)}`)
    : "";
}

function manage(manageLink: string | undefined, context: VisitorMailContext): string {
  return manageLink
    ? paragraph(`Need another time? ${link(manageLink, "Move or cancel your trial")}.`)
    : callUs(context, "Need another time?");
}

function email(
  firstName: string,
  subject: string,
  parts: string[],
  context: VisitorMailContext,
): VisitorMail {
  const mail = outreachEmail({
    name: firstName,
    subject,
    message: parts.filter(Boolean).join("\n"),
    contactEmail: context.email,
    ...(context.siteUrl ? { siteUrl: context.siteUrl } : {}),
  });
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/**
 * Right after the lead form: what happens next. With a trial already booked (the visitor chose a time in the
 * thank-you view), the time; the booking's own e-mail carries the invitation and the manage link. Otherwise who
 * calls, from which number and within the response promise.
 */
export function welcomeEmail(
  input: { firstName: string; booking?: BookingInWords },
  context: VisitorMailContext,
): VisitorMail {
  const { booking } = input;
  const next = booking
    ? [
        paragraph(`Thank you for booking a trial class with ${PRODUCT_NAME}. ${standing(booking)}`),
        paragraph(
          "A separate e-mail brings the calendar invitation and a link to move or cancel your trial.",
        ),
      ]
    : [
        paragraph(
          `Thank you for your interest in a trial class with ${PRODUCT_NAME}. We'll call you within ${promiseHoursText(context.responsePromiseHours)} from <strong>${escapeHtml(context.phone)}</strong> to find a time that suits you and answer your questions. Save the number so you know it's us.`,
        ),
      ];
  return email(
    input.firstName,
    `Welcome to ${PRODUCT_NAME}: what happens next`,
    [...next, questionnaire(context), callUs(context, "Questions before then?")],
    context,
  );
}

function bookingSubject(kind: BookingMessageKind, booking: BookingInWords): string {
  const trial = `your trial with ${booking.teacher}`;
  const time = shortTime(booking);
  switch (kind) {
    case "booking_confirmation":
      return booking.status === "confirmed"
        ? `You're booked: ${trial}, ${time}`
        : `We're holding ${trial}, ${time}`;
    case "booking_update":
      return `Moved: ${trial} is now ${time}`;
    case "booking_cancellation":
      return `Cancelled: ${trial}, ${time}`;
    case "reminder_24h":
      return `Tomorrow: ${trial}, ${time}`;
    case "reminder_1h":
      return `In one hour: ${trial}, ${time}`;
  }
}

/**
 * A booking's e-mail: the time in the visitor's zone, whether it is held or booked, the video link once confirmed
 * and the manage link (when the site knows its address); the invitation rides along as an attachment.
 */
export function bookingEmail(
  kind: BookingMessageKind,
  input: { firstName: string; booking: BookingInWords; manageLink?: string },
  context: VisitorMailContext,
): VisitorMail {
  const { booking } = input;
  const subject = bookingSubject(kind, booking);
  if (kind === "booking_cancellation") {
    return email(
      input.firstName,
      subject,
      [
        paragraph(
          `Your trial with ${escapeHtml(booking.teacher)} on <strong>${escapeHtml(trialTimeInWords(booking))}</strong> is cancelled. The attached update takes it off your calendar.`,
        ),
        callUs(context, "Would you like another time?"),
      ],
      context,
    );
  }
  const lead = kind === "booking_update" ? "Your trial has moved. " : "";
  const calendar =
    kind === "booking_confirmation" || kind === "booking_update"
      ? paragraph("The attached invitation adds it to your calendar.")
      : "";
  return email(
    input.firstName,
    subject,
    [
      paragraph(`${lead}${standing(booking)}`),
      videoLink(booking),
      calendar,
      manage(input.manageLink, context),
      kind === "reminder_1h" ? "" : questionnaire(context),
    ],
    context,
  );
}

/**
 * The reminder text (docs/product/trial-booking.md, What the visitor hears): who, when in the visitor's zone, and how
 * to stop, within two SMS segments.
 */
export function reminderSms(booking: BookingInWords): string {
  return `${PRODUCT_NAME}: a reminder of your trial with ${booking.teacher}, ${trialTimeInWords(booking)}. See you there! Reply STOP to opt out.`;
}
