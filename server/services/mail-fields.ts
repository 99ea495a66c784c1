import { escapeHtml } from "./html.ts";

/** One line of an e-mail to staff: a label and the visitor's value, shown as typed. */
export type MailField = readonly [label: string, value: string];

/** "Label: value", one per line. */
export function fieldLines(fields: readonly MailField[]): string[] {
  return fields.map(([label, value]) => `${label}: ${value}`);
}

/** The same fields as the rows of a two-column table, the values escaped. */
export function fieldTable(fields: readonly MailField[]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>`;
}

const utcFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "November 24, 2026 at 10:51 AM UTC": staff work in several zones, so times in e-mails are UTC. */
export function utcTime(at: Date): string {
  return `${utcFormat.format(at)} UTC`;
}
