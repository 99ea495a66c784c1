import { CSV_COLUMNS, csvCells, type InboxExportRow } from "#contracts/leads-inbox";

/** The export stops here: a bigger file is no longer something a person opens in a spreadsheet. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

const UTF8_BOM = "\uFEFF";

/** A phone as stored (E.164): a plus and digits, which a spreadsheet reads as a number, never as a formula. */
const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/**
 * Where a spreadsheet could start a formula: a = + - @ tab or CR at the start of the text, or right after a
 * separator some spreadsheet splits a line on (comma, semicolon, tab, CR, LF), since LibreOffice set to split
 * on semicolons reads `Acme;=2+3;x` as three cells, the second a formula. Each position is looked at once.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * One RFC 4180 field, always quoted. Every part that could start a formula gets a leading quote mark
 * (OWASP's advice), except an E.164 phone, which a spreadsheet shows as the number it is
 * (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md, Decision: CSV).
 */
export function csvField(value: string): string {
  const neutralised = E164_PHONE.test(value) ? value : value.replace(FORMULA_START, "'");
  return `"${neutralised.replaceAll('"', '""')}"`;
}

/** The whole file: a BOM so Excel reads UTF-8, the header, then one CRLF-terminated line per row. */
export function leadsCsv(rows: InboxExportRow[]): string {
  const lines = [[...CSV_COLUMNS], ...rows.map(csvCells)].map((line) => line.map(csvField).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** harmoni-leads-2026-11-21.csv, dated in UTC like the file's times. */
export function leadsCsvFilename(now: Date): string {
  return `harmoni-leads-${now.toISOString().slice(0, 10)}.csv`;
}
