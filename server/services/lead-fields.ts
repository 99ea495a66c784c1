import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type LeadFieldName,
  type LeadFieldValues,
  type LeadKind,
  leadFieldsShown,
} from "#contracts/leads-inbox";
import { leads, quoteRequests } from "../db/schema.ts";

/**
 * Where the server reads the declared lead fields (contracts/leads-inbox.ts, LEAD_FIELDS) from: Drizzle's tables
 * are the columns' truth, and a field is the column of its own name (docs/decisions/041-lead-fields-declared-once.md).
 */

export const LEAD_TABLES = { lead: leads, quote: quoteRequests } as const;
type Columns<K extends LeadKind> = (typeof LEAD_TABLES)[K]["_"]["columns"];

/** Fields each query works out for itself: the kind, the opt-out, the due time and the owner's name. */
type WorkedOut = "kind" | "optedOut" | "dueAt" | "owner";
export type StoredField = Exclude<LeadFieldName, WorkedOut>;

/** The declared fields a kind's table keeps under another column's name. */
const RENAMED: { [K in LeadKind]: Partial<Record<StoredField, keyof Columns<K>>> } = {
  lead: { source: "utmSource", medium: "utmMedium", campaign: "utmCampaign" },
  quote: { name: "contact" },
};

/**
 * A field no table has a column for, under its name or RENAMED's: empty, or the compiler names the field here.
 * A field one kind's table lacks is null for that kind (a lead has no company, a quote no campaign tags).
 */
type Unread = Exclude<
  StoredField,
  keyof Columns<"lead"> | keyof Columns<"quote"> | keyof (typeof RENAMED)["lead" | "quote"]
>;
const _everyFieldRead: Unread extends never ? true : `No column for the lead field "${Unread}"` = true;

/** The kind's column of a stored field, or undefined when the kind has none. */
function columnOf(kind: LeadKind, field: StoredField): PgColumn | undefined {
  const columns: Record<string, PgColumn> = getTableColumns(LEAD_TABLES[kind]);
  return columns[RENAMED[kind][field] ?? field];
}

function isWorkedOut(field: LeadFieldName): field is WorkedOut {
  return field === "kind" || field === "optedOut" || field === "dueAt" || field === "owner";
}

/** The fields among `fields` read from a column, in their order. */
export function storedFieldsOf<F extends LeadFieldName>(fields: readonly F[]): Exclude<F, WorkedOut>[] {
  return fields.filter((field): field is Exclude<F, WorkedOut> => !isWorkedOut(field));
}

/** What an answer says for a column's value: its ISO 8601 text for a time, else the value itself. */
function answerValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const read = column.mapFromDriverValue(value);
  return read instanceof Date ? read.toISOString() : read;
}

/** The lead page's stored fields: the row's and the page's own. */
const PAGE_FIELDS = storedFieldsOf(leadFieldsShown("row", "page"));

/**
 * The kind's table read as the declared fields, each named as itself: its column, or a null of the type the other
 * kind's column has, so every branch of the inbox's UNION ALL has the same columns.
 */
export function storedFieldsSql(kind: LeadKind, fields: readonly StoredField[]): SQL {
  return sql.join(
    fields.map((field) => {
      const column = columnOf(kind, field);
      const value =
        column ??
        sql`null::${sql.raw(columnOf(kind === "lead" ? "quote" : "lead", field)?.getSQLType() ?? "text")}`;
      return sql`${value} as ${sql.identifier(field)}`;
    }),
    sql`, `,
  );
}

/**
 * The declared fields of a row read by storedFieldsSql (or a record Drizzle read), as the answers carry them.
 * Drizzle's column types and the contract's agree (the route tests' answers are checked against the contract).
 */
export function storedFieldValues<F extends StoredField>(
  kind: LeadKind,
  fields: readonly F[],
  row: Record<string, unknown>,
  named: (field: F) => string = (field) => field,
): Pick<LeadFieldValues, F> {
  const values = Object.fromEntries(
    fields.map((field) => {
      const column = columnOf(kind, field);
      return [field, column ? answerValue(column, row[named(field)]) : null];
    }),
  );
  return values as Pick<LeadFieldValues, F>;
}

/** A record of the kind's table (as Drizzle reads it) as the lead page's stored fields. */
export function pageFieldValues(kind: LeadKind, record: Record<string, unknown>) {
  return storedFieldValues(kind, PAGE_FIELDS, record, (field) => RENAMED[kind][field] ?? field);
}
