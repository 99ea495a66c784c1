import { promiseHoursText } from "#contracts/response-promise";
import type { QuoteRequest } from "../db/schema.ts";
import { escapeHtml, htmlLines } from "./html.ts";
import { fieldLines, fieldTable, type MailField, utcTime } from "./mail-fields.ts";

type QuoteDetails = Pick<
  QuoteRequest,
  "id" | "company" | "contact" | "email" | "phone" | "teamSize" | "message" | "createdAt"
>;

export function teamSizeLabel(teamSize: number): string {
  return `${teamSize} ${teamSize === 1 ? "person" : "people"}`;
}

/** The quote's fields as label/value pairs, in the order the form asks for them. */
export function quoteFields(
  quote: Pick<QuoteDetails, "company" | "contact" | "email" | "phone" | "teamSize">,
): MailField[] {
  return [
    ["Company", quote.company],
    ["Contact", quote.contact],
    ["E-mail", quote.email],
    ["Phone", quote.phone || "not given"],
    ["Team size", String(quote.teamSize)],
  ];
}

/**
 * The e-mail that tells the sales inbox about a new quote request; replying reaches the requester. It repeats
 * the promise the site made the requester (RESPONSE_PROMISE_HOURS or the studio settings).
 */
export function salesEmail(
  quote: QuoteDetails,
  responsePromiseHours: number,
): { subject: string; text: string; html: string } {
  const subject = `New business quote request: ${quote.company} (${teamSizeLabel(quote.teamSize)})`;
  const received = utcTime(quote.createdAt);
  const message = quote.message?.trim() ? quote.message : "";
  const intro = "A company has asked for a quote for 30-minute virtual yoga sessions.";
  const promise = `We promised a tailored quote within ${promiseHoursText(responsePromiseHours)}. Reply to this e-mail to answer ${quote.contact} directly.`;

  const text = [
    intro,
    "",
    ...fieldLines(quoteFields(quote)),
    message ? `Message:\n${message}` : "Message: none",
    "",
    `Received: ${received}`,
    `Reference: ${quote.id}`,
    "",
    promise,
    "",
  ].join("\n");

  const html = `<!doctype html>
<html lang="en">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a24;line-height:1.5">
<h1 style="font-size:20px">New business quote request</h1>
<p>${escapeHtml(intro)}</p>
${fieldTable(quoteFields(quote))}
<h2 style="font-size:16px">Message</h2>
<p>${message ? htmlLines(message) : "<em>none</em>"}</p>
<p style="color:#56635b">Received: ${escapeHtml(received)}<br>Reference: ${escapeHtml(quote.id)}</p>
<p>${escapeHtml(promise)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** The note on the contact's HubSpot timeline: what the company asked for. */
export function crmNoteBody(quote: Pick<QuoteDetails, "company" | "teamSize" | "message">): string {
  const parts = [
    `<p><strong>Business quote request</strong> from ${escapeHtml(quote.company)}</p>`,
    `<p>Team size: ${teamSizeLabel(quote.teamSize)}</p>`,
  ];
  if (quote.message?.trim()) parts.push(`<p>Message:<br>${htmlLines(quote.message)}</p>`);
  return parts.join("");
}
