import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  INBOX_PAGE_SIZE,
  type InboxExportRow,
  type InboxFilter,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type InboxSort,
  type InboxSummary,
  LEAD_STATUSES,
  type LeadKind,
  leadFieldsShown,
} from "#contracts/leads-inbox";
import { toE164 } from "#contracts/phone";
import type { DatabaseHandle } from "../db/client.ts";
import { leads, phoneDigits, quoteRequests, smsOptOuts, staffUsers } from "../db/schema.ts";
import { type StoredField, storedFieldsOf, storedFieldsSql, storedFieldValues } from "./lead-fields.ts";
import { LEAD_SOURCE, sourceFilter } from "./lead-source.ts";
import { dueAt, overdueBefore, type ResponsePromise, waitingSql } from "./response-promise.ts";
import { stored } from "./stored.ts";

export type { InboxExportRow };

/** The declared fields an inbox query reads from a column: the row's, and the CSV's besides. */
const ROW_FIELDS = storedFieldsOf(leadFieldsShown("row"));
const EXPORT_FIELDS = storedFieldsOf(leadFieldsShown("row", "export"));

export interface LeadsInbox {
  /**
   * One page of the view, in its order, with the view's total and the server's time. `viewerId` is the
   * signed-in staff member, whose leads `owner=mine` keeps.
   */
  page(query: InboxQuery, viewerId?: string): Promise<InboxPage>;
  /** Every row of the view, in its order, up to `limit`. */
  rows(filter: InboxFilter, limit: number, viewerId?: string): Promise<InboxExportRow[]>;
  summary(): Promise<InboxSummary>;
}

/** Characters typed to make a number readable; a search made only of these and digits is a phone search. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** `%`, `_` and `\` are LIKE's own characters; typed ones must match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The start of a UTC calendar day, and the start of the day after another, for an inclusive range. */
function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}
function dayAfter(day: string): string {
  const next = new Date(dayStart(day));
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** A status's place along the funnel (LEAD_STATUSES' order), which the status sort follows. */
function statusRank(column: AnyPgColumn): SQL {
  return sql`array_position(array[${sql.join(
    LEAD_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${column})`;
}

/** The view's conditions besides its filter: the server's clock and who is asking. */
interface ViewContext {
  /** Leads that arrived before it and still wait are overdue. */
  overdueBefore: Date;
  viewerId: string | undefined;
}

/** One branch of the inbox's UNION ALL: the columns every row has, read from one table. */
interface Branch {
  kind: LeadKind;
  table: SQL;
  columns: SQL;
  name: SQL;
  email: SQL;
  /** Quote requests name a company; leads have none. */
  company: SQL | undefined;
  phone: SQL;
  status: SQL;
  createdAt: SQL;
  source: SQL | undefined;
  ownerId: SQL;
  /** Waiting for the first contact (ADR 021). */
  waiting: SQL;
}

/**
 * Names compare as people read them: ICU's root ("und") collation, so "Émile" sorts with E and case counts
 * only between otherwise equal names. "und-x-icu" is in both PostgreSQL built with ICU (as Debian's and the
 * official images are) and PGlite; "unicode" would need PostgreSQL 16 (docs/product/staff-area.md, Leads inbox).
 */
const NAME_COLLATION = sql.raw('"und-x-icu"');

/**
 * A kind's part of the union: the declared fields (server/services/lead-fields.ts) under their own names, then
 * what the view's filters and orders need.
 */
function branchColumns(kind: LeadKind, table: typeof leads | typeof quoteRequests, name: AnyPgColumn): SQL {
  return sql`${kind} as kind, ${storedFieldsSql(kind, EXPORT_FIELDS)}, ${waitingSql(table)} as waiting,
    ${name} collate ${NAME_COLLATION} as sort_name, ${statusRank(table.status)} as status_rank`;
}

const LEAD_BRANCH: Branch = {
  kind: "lead",
  table: sql`${leads}`,
  columns: branchColumns("lead", leads, leads.name),
  name: sql`${leads.name}`,
  email: sql`${leads.email}`,
  company: undefined,
  phone: phoneDigits(leads.phone),
  status: sql`${leads.status}`,
  createdAt: sql`${leads.createdAt}`,
  source: LEAD_SOURCE,
  ownerId: sql`${leads.ownerId}`,
  waiting: waitingSql(leads),
};

/** Quotes have no UTM or interest fields, so a source filter leaves them out. */
const QUOTE_BRANCH: Branch = {
  kind: "quote",
  table: sql`${quoteRequests}`,
  columns: branchColumns("quote", quoteRequests, quoteRequests.contact),
  name: sql`${quoteRequests.contact}`,
  email: sql`${quoteRequests.email}`,
  company: sql`${quoteRequests.company}`,
  phone: phoneDigits(quoteRequests.phone),
  status: sql`${quoteRequests.status}`,
  createdAt: sql`${quoteRequests.createdAt}`,
  source: undefined,
  ownerId: sql`${quoteRequests.ownerId}`,
  waiting: waitingSql(quoteRequests),
};

/**
 * A search's matches in one branch: name, e-mail or company anywhere, any case; a search that reads as a
 * phone also matches the phone's digits, both as typed ("415 555-01") and as the outreach tools read the
 * whole number (toE164(): "098220 12345" is +919822012345), so the inbox finds what the tools would call.
 */
function searchMatches(branch: Branch, q: string): SQL {
  const pattern = likePattern(q);
  const matches = [sql`${branch.name} ilike ${pattern}`, sql`${branch.email} ilike ${pattern}`];
  if (branch.company) matches.push(sql`${branch.company} ilike ${pattern}`);
  const digits = q.replace(/\D/g, "");
  if (digits && PHONE_LIKE.test(q)) {
    matches.push(sql`${branch.phone} like ${likePattern(digits)}`);
    const e164Digits = toE164(q)?.slice(1);
    if (e164Digits && e164Digits !== digits)
      matches.push(sql`${branch.phone} like ${likePattern(e164Digits)}`);
  }
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** The branch's WHERE, or undefined when the filter rules the whole table out. */
function branchWhere(branch: Branch, filter: InboxFilter, context: ViewContext): SQL | undefined {
  if (filter.kind && filter.kind !== branch.kind) return undefined;
  const conditions: SQL[] = [];
  if (filter.source) {
    if (!branch.source) return undefined;
    conditions.push(sql`${branch.source} = ${sourceFilter(filter.source)}`);
  }
  if (filter.status) conditions.push(sql`${branch.status} = ${filter.status}`);
  if (filter.from) conditions.push(sql`${branch.createdAt} >= ${dayStart(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(sql`${branch.createdAt} < ${dayAfter(filter.to)}::timestamptz`);
  if (filter.q) conditions.push(searchMatches(branch, filter.q));
  if (filter.promise) conditions.push(branch.waiting);
  if (filter.promise === "overdue") {
    conditions.push(sql`${branch.createdAt} < ${context.overdueBefore.toISOString()}::timestamptz`);
  }
  if (filter.owner === "unassigned") conditions.push(sql`${branch.ownerId} is null`);
  // Nobody signed in owns nothing: a missing viewer matches no row rather than every row.
  if (filter.owner === "mine") conditions.push(sql`${branch.ownerId} = ${context.viewerId ?? null}::uuid`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

function branches(filter: InboxFilter, context: ViewContext): { branch: Branch; where: SQL }[] {
  return [LEAD_BRANCH, QUOTE_BRANCH].flatMap((branch) => {
    const where = branchWhere(branch, filter, context);
    return where ? [{ branch, where }] : [];
  });
}

const NEWEST_FIRST = sql`order by "createdAt" desc, id desc`;
/**
 * Each order over the union's column names; ties go newest first. `sort_name` carries NAME_COLLATION,
 * which the union passes on, as both its parts name the same one. Due: waiting rows first, the longest
 * waiting (most overdue) first; then the others, newest first.
 */
const ORDERS: Record<InboxSort, SQL> = {
  newest: NEWEST_FIRST,
  oldest: sql`order by "createdAt" asc, id asc`,
  name: sql`order by sort_name asc, "createdAt" desc, id desc`,
  name_desc: sql`order by sort_name desc, "createdAt" desc, id desc`,
  status: sql`order by status_rank asc, "createdAt" desc, id desc`,
  status_desc: sql`order by status_rank desc, "createdAt" desc, id desc`,
  due: sql`order by waiting desc, (case when waiting then "createdAt" end) asc,
    (case when waiting then id end) asc, "createdAt" desc, id desc`,
};

/**
 * One table's part of the union, cut to the `keep` rows the page can need in the view's order, so that
 * PostgreSQL reads an index in that order and stops early instead of sorting everything. Sorted by due,
 * that is two parts: the waiting rows oldest first (the partial index on created_at of rows without a
 * first contact), then the rest newest first.
 */
function branchRows(branch: Branch, where: SQL, filter: InboxFilter, keep: number): SQL[] {
  const select = sql`select ${branch.columns} from ${branch.table} where ${where}`;
  if (filter.sort !== "due") return [sql`(${select} ${ORDERS[filter.sort ?? "newest"]} limit ${keep})`];
  const waiting = sql`(${select} and ${branch.waiting} order by "createdAt" asc, id asc limit ${keep})`;
  if (filter.promise) return [waiting];
  return [waiting, sql`(${select} and not ${branch.waiting} ${NEWEST_FIRST} limit ${keep})`];
}

/** A row of the union as read: the declared fields under their names, and what the outer query adds. */
type RawRow = Record<string, unknown> & {
  kind: LeadKind;
  waiting: boolean;
  optedOut: boolean;
  owner: string | null;
};

/**
 * The view's rows from `offset`, in the view's order; undefined when the filter rules both tables out.
 * Each table's part is cut to the rows the page can need before the union (branchRows). Exported for the
 * benchmark's EXPLAIN.
 */
export function inboxRowsSql(
  filter: InboxFilter,
  offset: number,
  limit: number,
  overdueBefore: Date,
  viewerId?: string,
): SQL | undefined {
  const parts = branches(filter, { overdueBefore, viewerId });
  if (parts.length === 0) return undefined;
  const union = sql.join(
    parts.flatMap(({ branch, where }) => branchRows(branch, where, filter, offset + limit)),
    sql` union all `,
  );
  return sql`
    select inbox.*, (${smsOptOuts.phone} is not null) as "optedOut",
      (select ${staffUsers.username} from ${staffUsers} where ${staffUsers.id} = inbox."ownerId") as owner
    from (${union}) as inbox
    left join ${smsOptOuts} on ${smsOptOuts.phone} = inbox.phone and ${smsOptOuts.optedOut}
    ${ORDERS[filter.sort ?? "newest"]}
    limit ${limit} offset ${offset}`;
}

/** A row as the view gives it: the declared `fields` read, and the kind, opt-out, due time and owner worked out. */
function toRow<F extends StoredField>(row: RawRow, fields: readonly F[], promise: ResponsePromise) {
  const read = storedFieldValues(row.kind, fields, row);
  const createdAt = new Date(row.createdAt as Date | string);
  return {
    kind: row.kind,
    ...read,
    optedOut: row.optedOut,
    dueAt: row.waiting ? dueAt(createdAt, promise).toISOString() : null,
    owner: row.owner,
  };
}

export function createLeadsInbox(database: DatabaseHandle, promise: ResponsePromise): LeadsInbox {
  const { db } = database;

  async function query<T>(statement: SQL): Promise<T[]> {
    const result = (await stored(() => db.execute(statement))) as { rows: T[] };
    return result.rows;
  }

  async function select(
    filter: InboxFilter,
    offset: number,
    limit: number,
    now: Date,
    viewerId: string | undefined,
  ): Promise<RawRow[]> {
    const statement = inboxRowsSql(filter, offset, limit, overdueBefore(now, promise), viewerId);
    return statement ? query<RawRow>(statement) : [];
  }

  async function count(filter: InboxFilter, now: Date, viewerId: string | undefined): Promise<number> {
    const parts = branches(filter, { overdueBefore: overdueBefore(now, promise), viewerId });
    if (parts.length === 0) return 0;
    const counts = sql.join(
      parts.map(({ branch, where }) => sql`(select count(*)::int from ${branch.table} where ${where})`),
      sql` + `,
    );
    const [row] = await query<{ total: number | string }>(sql`select ${counts} as total`);
    return Number(row?.total);
  }

  return {
    async page(query, viewerId) {
      const { page, ...filter } = query;
      const now = promise.now();
      const [rows, total] = await Promise.all([
        select(filter, (page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, now, viewerId),
        count(filter, now, viewerId),
      ]);
      return {
        now: now.toISOString(),
        rows: rows.map((row): InboxRow => toRow(row, ROW_FIELDS, promise)),
        total,
        page,
        pageSize: INBOX_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
      };
    },

    async rows(filter, limit, viewerId) {
      return (await select(filter, 0, limit, promise.now(), viewerId)).map(
        (row): InboxExportRow => toRow(row, EXPORT_FIELDS, promise),
      );
    },

    async summary() {
      // Each count is its own sub-select so each can use its table's index on status or created_at.
      const today = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
      const weekStart = sql`(${today} - interval '6 days')`;
      const [row] = await query<Record<keyof InboxSummary, number | string>>(sql`select
          (select count(*)::int from ${leads} where ${leads.createdAt} >= ${today})
            + (select count(*)::int from ${quoteRequests} where ${quoteRequests.createdAt} >= ${today})
            as "newToday",
          (select count(*)::int from ${leads} where ${leads.createdAt} >= ${weekStart})
            + (select count(*)::int from ${quoteRequests} where ${quoteRequests.createdAt} >= ${weekStart})
            as "newThisWeek",
          (select count(*)::int from ${leads} where ${leads.status} = 'new')
            + (select count(*)::int from ${quoteRequests} where ${quoteRequests.status} = 'new')
            as "notContacted",
          (select count(*)::int from ${quoteRequests} where ${quoteRequests.status} not in ('member', 'lost'))
            as "openQuotes"`);
      return {
        newToday: Number(row?.newToday),
        newThisWeek: Number(row?.newThisWeek),
        notContacted: Number(row?.notContacted),
        openQuotes: Number(row?.openQuotes),
      };
    },
  };
}
