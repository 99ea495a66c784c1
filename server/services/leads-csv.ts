import {
  CSV_COLUMNS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type SyncState,
} from "../../contracts/leads-inbox.ts";
import type { InboxExportRow } from "./leads-inbox.ts";

/** The export stops here: a bigger file is no longer something a person opens in a spreadsheet. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

const UTF8_BOM = "\uFEFF";

const SYNC_LABELS: Record<SyncState, string> = {
  pending: "Pending",
  retrying: "Retrying",
  synced: "Synced",
  failed: "Failed",
  not_configured: "Not configured",
};

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

/** "2026-11-21 14:03:05": a UTC time spreadsheets read as a date. */
function utcTime(iso: string): string {
  return iso.slice(0, 19).replace("T", " ");
}

function cells(row: InboxExportRow): string[] {
  return [
    LEAD_KIND_LABELS[row.kind],
    row.name,
    row.company ?? "",
    row.email,
    row.phone,
    LEAD_STATUS_LABELS[row.status] ?? row.status,
    row.source ?? "",
    row.medium ?? "",
    row.campaign ?? "",
    row.landingPage ?? "",
    row.interestTeacher ?? "",
    row.interestOffering ?? "",
    row.interestPlan ?? "",
    utcTime(row.createdAt),
    SYNC_LABELS[row.crmStatus] ?? row.crmStatus,
    row.optedOut ? "Yes" : "No",
    row.firstContactedAt ? utcTime(row.firstContactedAt) : "",
    row.dueAt ? utcTime(row.dueAt) : "",
  ];
}

/** The whole file: a BOM so Excel reads UTF-8, the header, then one CRLF-terminated line per row. */
export function leadsCsv(rows: InboxExportRow[]): string {
  const lines = [[...CSV_COLUMNS], ...rows.map(cells)].map((line) => line.map(csvField).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** harmoni-leads-2026-11-21.csv, dated in UTC like the file's times. */
export function leadsCsvFilename(now: Date): string {
  return `harmoni-leads-${now.toISOString().slice(0, 10)}.csv`;
}
