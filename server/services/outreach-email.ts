import sanitizeHtml from "sanitize-html";
import { PRODUCT_NAME } from "#contracts/brand";
import { escapeHtml } from "./html.ts";

/** The brand palette (docs/design.md, Palette); dark enough shades that white or ink text on them passes WCAG AA. */
const COLORS = {
  sand: "#f7f3ec",
  sandBorder: "#e3d4bd",
  sageDark: "#3d5748",
  clayDark: "#a9533a",
  ink: "#1f2a24",
  inkMuted: "#4b5750",
  white: "#ffffff",
} as const;

const SANS = "Arial,Helvetica,sans-serif";
const SERIF = "Georgia,'Times New Roman',serif";

export const BOOKING_BUTTON_LABEL = "Book your session";

/**
 * Mail clients ignore style sheets, so the staff's paragraphs, headings and links get the brand's
 * look inline. Their own attributes are dropped here; only a link's href and title are kept.
 */
const INLINE_STYLES: Record<string, string> = {
  p: "margin:0 0 16px;",
  h1: `margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:normal;`,
  h2: `margin:0 0 12px;font-family:${SERIF};font-size:20px;line-height:1.3;font-weight:normal;`,
  h3: "margin:0 0 12px;font-size:17px;line-height:1.4;",
  ul: "margin:0 0 16px;padding-left:24px;",
  ol: "margin:0 0 16px;padding-left:24px;",
  blockquote: `margin:0 0 16px;padding-left:16px;border-left:3px solid ${COLORS.sandBorder};`,
  a: `color:${COLORS.sageDark};text-decoration:underline;`,
};

function styled(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  if (tagName === "a") {
    if (attribs.href) kept.href = attribs.href;
    if (attribs.title) kept.title = attribs.title;
  }
  return { tagName, attribs: { ...kept, style: INLINE_STYLES[tagName] ?? "" } };
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "div",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "code",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "hr",
    "a",
  ],
  allowedAttributes: Object.fromEntries(
    Object.keys(INLINE_STYLES).map((tag) => [tag, tag === "a" ? ["href", "title", "style"] : ["style"]]),
  ),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Their contents are code or widgets, not words for the reader: drop them with the tag.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "xmp",
    "noscript",
    "iframe",
    "object",
    "title",
    "template",
  ],
  parseStyleAttributes: false,
  transformTags: Object.fromEntries(Object.keys(INLINE_STYLES).map((tag) => [tag, styled])),
};

/** Typed text without any markup: blank lines start paragraphs, line breaks stay line breaks. */
function textParagraphs(escaped: string): string {
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="${INLINE_STYLES.p}">${paragraph.replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * The staff's message with only formatting and http(s)/mailto links left: no scripts, styles, frames,
 * forms, event handlers or javascript: URLs. Plain typed text keeps its paragraphs and line breaks.
 */
export function sanitizeEmailHtml(html: string): string {
  const sanitized = sanitizeHtml(html, SANITIZE_OPTIONS).trim();
  return /<[a-z]/i.test(sanitized) ? sanitized : textParagraphs(sanitized);
}

/**
 * A sent message as the lead page shows it: the same tags as the e-mail, but no inline styles (the
 * page has its own) and a link keeps only its address and title. Run again on every read, so a row
 * stored before sanitising, or by any other path, still reaches the browser without scripts or handlers.
 */
const STAFF_VIEW_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedAttributes: { a: ["href", "title"] },
  transformTags: {},
};

export function emailMessageForStaff(stored: string): string {
  return sanitizeHtml(stored, STAFF_VIEW_OPTIONS).trim();
}

/** sanitize-html escapes only these in its output, so they are all there is to decode. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

function linkText(href: string, inner: string): string {
  const label = inner.replace(/<[^>]+>/g, "").trim();
  const address = href.replace(/^mailto:/, "");
  return !label || label === href || label === address ? address : `${label} (${address})`;
}

/**
 * Readable plain text from sanitised HTML: paragraphs become blank lines, <br> a line break, list
 * items dashes, and every link keeps its address after its words.
 */
export function htmlToText(sanitized: string): string {
  const flat = sanitized
    .replace(/\s+/g, " ")
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, inner: string) =>
      linkText(href, inner),
    )
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<hr\b[^>]*>/gi, "\n\n---\n\n")
    .replace(/<\/?(?:p|div|h[1-6]|blockquote|ul|ol|pre)\b[^>]*>/gi, "\n\n")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(flat)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface OutreachEmailInput {
  name: string;
  subject: string;
  /** The staff's HTML, as typed; it is sanitised here. */
  message: string;
  bookingLink?: string;
  /** Where replies reach the studio (MAIL_FROM's address). */
  contactEmail: string;
  /** The site's public address (PUBLIC_URL), linked in the footer when known. */
  siteUrl?: string;
}

export interface OutreachEmail {
  subject: string;
  html: string;
  text: string;
  /** The staff's message after sanitising, as placed in the e-mail. */
  sanitizedMessage: string;
}

/** A table-built button: the link fills a coloured cell, so it shows as a button even in Outlook. */
function bookingButton(link: string): string {
  const href = escapeHtml(link);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${COLORS.clayDark}" style="border-radius:999px;background-color:${COLORS.clayDark};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;font-weight:bold;line-height:1.2;color:${COLORS.white};text-decoration:none;border-radius:999px;">${BOOKING_BUTTON_LABEL}</a>
</td></tr>
</table>`;
}

const TAGLINE = `${PRODUCT_NAME} · Live online yoga with certified instructors`;
const REPLY_HINT = "Questions? Reply to this e-mail or write to";

function footerHtml(contactEmail: string, siteUrl: string | undefined): string {
  const email = escapeHtml(contactEmail);
  const linkStyle = `color:${COLORS.inkMuted};`;
  const site = siteUrl
    ? ` · <a href="${escapeHtml(siteUrl)}" style="${linkStyle}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a>`
    : "";
  return `${escapeHtml(TAGLINE)}<br>\n${REPLY_HINT} <a href="mailto:${email}" style="${linkStyle}">${email}</a>${site}`;
}

function footerText(contactEmail: string, siteUrl: string | undefined): string {
  return ["--", TAGLINE, `${REPLY_HINT} ${contactEmail}`, ...(siteUrl ? [siteUrl] : [])].join("\n");
}

/** The branded, responsive e-mail around a staff member's message, with its plain-text twin. */
export function outreachEmail(input: OutreachEmailInput): OutreachEmail {
  const sanitizedMessage = sanitizeEmailHtml(input.message);
  const greeting = `Hi ${input.name},`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.sand};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.sand};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${COLORS.white};border-radius:16px;">
<tr><td style="padding:24px 32px;background-color:${COLORS.sageDark};border-radius:16px 16px 0 0;font-family:${SERIF};font-size:24px;line-height:1.2;color:${COLORS.white};">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:32px;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.ink};">
<p style="${INLINE_STYLES.p}">${escapeHtml(greeting)}</p>
${sanitizedMessage}
${input.bookingLink ? bookingButton(input.bookingLink) : ""}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${COLORS.sandBorder};font-family:${SANS};font-size:13px;line-height:1.5;color:${COLORS.inkMuted};">
${footerHtml(input.contactEmail, input.siteUrl)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    greeting,
    htmlToText(sanitizedMessage),
    input.bookingLink ? `${BOOKING_BUTTON_LABEL}: ${input.bookingLink}` : "",
    footerText(input.contactEmail, input.siteUrl),
  ]
    .filter(Boolean)
    .join("\n\n");

  return { subject: input.subject, html, text: `${text}\n`, sanitizedMessage };
}
