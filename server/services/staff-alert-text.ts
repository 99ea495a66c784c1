import type { LeadKind } from "#contracts/lead-ref";
import {
  CALLING_HOURS,
  localTimeText,
  localTimeWithZones,
  type PhoneLocalTime,
} from "#contracts/phone-time-zone";
import { promiseHoursText } from "#contracts/response-promise";
import { leadPagePath } from "#contracts/staff-pages";
import type { Lead, QuoteRequest } from "../db/schema.ts";
import { escapeHtml, htmlLines } from "./html.ts";
import { fieldLines, fieldTable, type MailField, utcTime } from "./mail-fields.ts";
import { quoteFields, teamSizeLabel } from "./quote-summary.ts";
import { smsSegments } from "./sms-segments.ts";

/** An alert SMS stays within two segments, so it arrives as one message and costs little. */
export const ALERT_SMS_MAX_SEGMENTS = 2;

/** Someone who just arrived, as staff are told of them: the same shape for a lead and a quote request. */
export interface Arrival {
  kind: LeadKind;
  id: string;
  /** Who, in a few words for the subject and the SMS: the name; for a quote request, company and team size. */
  headline: string;
  /** Who they are, as label/value lines: name, e-mail, phone (and company and team size for a quote). */
  who: MailField[];
  /** What they were looking at, as label/value lines; empty when their form named nothing. */
  lookingAt: MailField[];
  /** Short words for the SMS: the phone, and what they were looking at or asked for. */
  smsDetails: string[];
  /** The quote request's message, if it has one. */
  message: string | null;
  arrivedAt: Date;
}

/** Where the alert points and what it promises, from the server's settings. */
export interface AlertContext {
  /** PUBLIC_URL; without it the alert gives the page's path and says why there is no link. */
  publicUrl?: string;
  responsePromiseHours: number;
  /** The person's local time as the alert is sent, when their phone number tells their time zone. */
  localTime?: PhoneLocalTime;
}

const KIND_WORDS: Record<LeadKind, { title: string; page: string }> = {
  lead: { title: "New lead", page: "the lead's page" },
  quote: { title: "New quote request", page: "the quote request's page" },
};

export function leadArrival(lead: Lead): Arrival {
  const named: [string, string | null][] = [
    ["Offering", lead.interestOffering],
    ["Plan", lead.interestPlan],
    ["Teacher", lead.interestTeacher],
  ];
  const interest = named.flatMap(([label, value]): MailField[] => (value ? [[label, value]] : []));
  const page = lead.page ?? lead.landingPage;
  return {
    kind: "lead",
    id: lead.id,
    headline: lead.name,
    who: [
      ["Name", lead.name],
      ["E-mail", lead.email],
      ["Phone", lead.phone],
    ],
    lookingAt: [...interest, ...(page ? [["Page", page] as const] : [])],
    smsDetails: [lead.phone, ...interest.map(([, value]) => value)],
    message: null,
    arrivedAt: lead.createdAt,
  };
}

export function quoteArrival(quote: QuoteRequest): Arrival {
  const teamSize = teamSizeLabel(quote.teamSize);
  return {
    kind: "quote",
    id: quote.id,
    headline: `${quote.company} (${teamSize})`,
    who: quoteFields(quote),
    // The quote form exists only on the For Businesses page.
    lookingAt: [["Page", "For Businesses (the quote form)"]],
    smsDetails: [quote.contact, ...(quote.phone ? [quote.phone] : [])],
    message: quote.message?.trim() ? quote.message : null,
    arrivedAt: quote.createdAt,
  };
}

/** The full link to the record's staff page, or undefined without PUBLIC_URL. */
export function alertLink(arrival: Pick<Arrival, "kind" | "id">, publicUrl?: string): string | undefined {
  return publicUrl ? `${publicUrl}${leadPagePath(arrival.kind, arrival.id)}` : undefined;
}

/** "22:40 (America/New_York), outside calling hours (08:00 to 21:00)", so staff know before they call. */
function localTimeLine({ localTime }: AlertContext): string {
  if (!localTime) return "unknown (no time zone is known for this phone number)";
  const hours = localTime.withinCallingHours
    ? ""
    : `, outside calling hours (${CALLING_HOURS.from} to ${CALLING_HOURS.until})`;
  return `${localTimeWithZones(localTime)}${hours}`;
}

/** The e-mail to STAFF_ALERT_EMAILS: everything staff need to call back, and the link to the page. */
export function alertEmail(
  arrival: Arrival,
  context: AlertContext,
): { subject: string; text: string; html: string } {
  const words = KIND_WORDS[arrival.kind];
  const subject = `${words.title}: ${arrival.headline}`;
  const path = leadPagePath(arrival.kind, arrival.id);
  const link = alertLink(arrival, context.publicUrl);
  const open = link
    ? `Open ${words.page}: ${link}`
    : `Open ${words.page} in the staff area at ${path} (there is no full link because PUBLIC_URL is not set).`;
  const when: MailField[] = [
    ["Arrived", utcTime(arrival.arrivedAt)],
    ["Their local time now", localTimeLine(context)],
  ];
  const promise = `The site promises them a reply within ${promiseHoursText(context.responsePromiseHours)}.`;

  const text = [
    subject,
    "",
    ...fieldLines(arrival.who),
    "",
    arrival.lookingAt.length > 0 ? "What they were looking at:" : "What they were looking at: nothing named",
    ...fieldLines(arrival.lookingAt),
    ...(arrival.message ? ["", `Message:\n${arrival.message}`] : []),
    "",
    ...fieldLines(when),
    "",
    open,
    "",
    promise,
    "",
  ].join("\n");

  const looking =
    arrival.lookingAt.length > 0 ? fieldTable(arrival.lookingAt) : "<p><em>Nothing named</em></p>";
  const action = link
    ? `<p><a href="${escapeHtml(link)}" style="color:#2f5d46;font-weight:bold">Open ${escapeHtml(words.page)}</a></p>`
    : `<p>${escapeHtml(open)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a24;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${fieldTable(arrival.who)}
<h2 style="font-size:16px">What they were looking at</h2>
${looking}
${arrival.message ? `<h2 style="font-size:16px">Message</h2>\n<p>${htmlLines(arrival.message)}</p>\n` : ""}${fieldTable(when)}
${action}
<p>${escapeHtml(promise)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/**
 * The SMS to STAFF_ALERT_SMS, within two segments: who and the link always; their phone, what they looked
 * at and their local time while they fit, dropped from the end first; a very long name is shortened last.
 */
export function alertSms(arrival: Arrival, context: AlertContext): string {
  const words = KIND_WORDS[arrival.kind];
  const link = alertLink(arrival, context.publicUrl) ?? "See the leads inbox in the staff area.";
  const optional = [
    ...arrival.smsDetails,
    ...(context.localTime ? [`${localTimeText(context.localTime)} their time`] : []),
  ];
  const compose = (headline: string, details: string[]) =>
    `${words.title}: ${[headline, ...details].join(", ")}. ${link}`;
  const fits = (text: string) => smsSegments(text) <= ALERT_SMS_MAX_SEGMENTS;

  for (let kept = optional.length; kept >= 0; kept--) {
    const text = compose(arrival.headline, optional.slice(0, kept));
    if (fits(text)) return text;
  }
  const headline = [...arrival.headline];
  while (headline.length > 1 && !fits(compose(`${headline.join("")}...`, []))) headline.pop();
  return compose(`${headline.join("")}...`, []);
}
