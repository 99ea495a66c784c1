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

/**
 * One RFC 4180 field. A spreadsheet runs a cell starting with = + - @ tab or CR as a formula, so such
 * a cell gets a leading quote mark (OWASP's advice); that includes E.164 phone numbers.
 */
export function csvField(value: string): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutralised) ? `"${neutralised.replaceAll('"', '""')}"` : neutralised;
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
