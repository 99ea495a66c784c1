import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "#contracts/leads-inbox";
import { leadsCsv } from "./leads-csv.ts";
import type { InboxExportRow } from "./leads-inbox.ts";

function row(fields: Partial<InboxExportRow>): InboxExportRow {
  return {
    kind: "lead",
    id: "7d3f7c1e-1111-4a4a-8b8b-000000000001",
    name: "Asha Verma",
    company: null,
    email: "asha@example.com",
    phone: "+16175550142",
    status: "new",
    source: "newsletter",
    createdAt: "2026-11-21T14:03:05.123Z",
    crmStatus: "synced",
    optedOut: false,
    firstContactedAt: null,
    dueAt: null,
    ownerId: null,
    owner: null,
    medium: null,
    campaign: null,
    landingPage: null,
    interestTeacher: null,
    interestOffering: null,
    interestPlan: null,
    ...fields,
  };
}

/** Texts a spreadsheet would run as formulas, at the start or after a separator it may split on. */
const HOSTILE_NAMES = [
  "Acme;=2+3;x",
  '=HYPERLINK("http://evil")',
  "@SUM(A1)",
  "-2+3",
  "+cmd",
  "\t=1+1",
  "\r=1+1",
  "a,=1+1",
  "a\t+1",
  "a\r\n@cmd",
  "a\n-1",
  "a;;=1",
];

const FORMULA_CHARACTERS = ["=", "+", "-", "@", "\t", "\r"];
const NAME = CSV_COLUMNS.indexOf("Name");
const PHONE = CSV_COLUMNS.indexOf("Phone");

const file = leadsCsv(HOSTILE_NAMES.map((name) => row({ name })));

describe("the leads CSV read back by a CSV parser", () => {
  const records: string[][] = parse(file, { bom: true });

  it("starts with a BOM, ends every line with CRLF and quotes every field", () => {
    expect(file.startsWith('\uFEFF"Kind","Name",')).toBe(true);
    expect(file.endsWith('"No","",""\r\n')).toBe(true);
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    expect(records).toHaveLength(HOSTILE_NAMES.length + 1);
  });

  it("puts a quote mark before every part of a cell that would start a formula", () => {
    expect(records.slice(1).map((record) => record[NAME])).toEqual([
      "Acme;'=2+3;x",
      '\'=HYPERLINK("http://evil")',
      "'@SUM(A1)",
      "'-2+3",
      "'+cmd",
      "'\t'=1+1",
      "'\r'=1+1",
      "a,'=1+1",
      "a\t'+1",
      "a\r\n'@cmd",
      "a\n'-1",
      "a;;'=1",
    ]);
  });

  it("leaves no cell starting a formula for a spreadsheet that splits on semicolons", () => {
    const cells: string[] = parse(file, { bom: true, delimiter: ";", quote: false, relax_column_count: true })
      .flat()
      .map((cell: string) => cell.replace(/^"+/, ""));
    expect(cells).toContain("'=2+3");
    expect(cells.filter((cell) => FORMULA_CHARACTERS.includes(cell.charAt(0)))).toEqual([]);
  });

  it("gives back an E.164 phone exactly, and marks a phone that is free text", () => {
    expect(records[1]?.[PHONE]).toBe("+16175550142");
    const quote = parse(leadsCsv([row({ kind: "quote", phone: "+1 617 555 0142 ext 12" })]), { bom: true });
    expect(quote[1]?.[PHONE]).toBe("'+1 617 555 0142 ext 12");
  });
});
