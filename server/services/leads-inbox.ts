import { type SQL, sql } from "drizzle-orm";
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type InboxSummary,
  type LeadKind,
  type LeadStatus,
  type SyncState,
} from "../../contracts/leads-inbox.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { leads, phoneDigits, quoteRequests, smsOptOuts } from "../db/schema.ts";
import { twilioNumberSql } from "./sms-opt-outs.ts";
import { stored } from "./stored.ts";

/** What the CSV needs besides an inbox row. */
export interface InboxExportRow extends InboxRow {
  medium: string | null;
  campaign: string | null;
  landingPage: string | null;
  interestTeacher: string | null;
  interestOffering: string | null;
  interestPlan: string | null;
}

export interface LeadsInbox {
  /** One page of the view, newest first, with the view's total. */
  page(query: InboxQuery): Promise<InboxPage>;
  /** Every row of the view, newest first, up to `limit`. */
  rows(filter: InboxFilter, limit: number): Promise<InboxExportRow[]>;
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

/** One branch of the inbox's UNION ALL: the columns every row has, read from one table. */
interface Branch {
  kind: LeadKind;
  table: SQL;
  columns: SQL;
  name: SQL;
  email: SQL;
  phone: SQL;
  status: SQL;
  createdAt: SQL;
  source: SQL | undefined;
}

const LEAD_BRANCH: Branch = {
  kind: "lead",
  table: sql`${leads}`,
  columns: sql`'lead' as kind, ${leads.id} as id, ${leads.name} as name, null::text as company,
    ${leads.email} as email, ${leads.phone} as phone, ${leads.status} as status,
    ${leads.utmSource} as source, ${leads.utmMedium} as medium, ${leads.utmCampaign} as campaign,
    ${leads.landingPage} as landing_page, ${leads.interestTeacher} as interest_teacher,
    ${leads.interestOffering} as interest_offering, ${leads.interestPlan} as interest_plan,
    ${leads.createdAt} as created_at, ${leads.crmStatus} as crm_status, ${leads.phone} as opt_phone`,
  name: sql`${leads.name}`,
  email: sql`${leads.email}`,
  phone: phoneDigits(leads.phone),
  status: sql`${leads.status}`,
  createdAt: sql`${leads.createdAt}`,
  source: sql`lower(${leads.utmSource})`,
};

/** Quotes have no UTM or interest fields, so a source filter leaves them out; their phone is free text. */
const QUOTE_BRANCH: Branch = {
  kind: "quote",
  table: sql`${quoteRequests}`,
  columns: sql`'quote' as kind, ${quoteRequests.id} as id, ${quoteRequests.contact} as name,
    ${quoteRequests.company} as company, ${quoteRequests.email} as email, ${quoteRequests.phone} as phone,
    ${quoteRequests.status} as status, null::text as source, null::text as medium, null::text as campaign,
    null::text as landing_page, null::text as interest_teacher, null::text as interest_offering,
    null::text as interest_plan, ${quoteRequests.createdAt} as created_at,
    ${quoteRequests.crmStatus} as crm_status, ${twilioNumberSql(quoteRequests.phone)} as opt_phone`,
  name: sql`${quoteRequests.contact}`,
  email: sql`${quoteRequests.email}`,
  phone: phoneDigits(quoteRequests.phone),
  status: sql`${quoteRequests.status}`,
  createdAt: sql`${quoteRequests.createdAt}`,
  source: undefined,
};

/** The branch's WHERE, or undefined when the filter rules the whole table out. */
function branchWhere(branch: Branch, filter: InboxFilter): SQL | undefined {
  if (filter.kind && filter.kind !== branch.kind) return undefined;
  const conditions: SQL[] = [];
  if (filter.source) {
    if (!branch.source) return undefined;
    conditions.push(sql`${branch.source} = ${filter.source.toLowerCase()}`);
  }
  if (filter.status) conditions.push(sql`${branch.status} = ${filter.status}`);
  if (filter.from) conditions.push(sql`${branch.createdAt} >= ${dayStart(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(sql`${branch.createdAt} < ${dayAfter(filter.to)}::timestamptz`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const matches = [sql`${branch.name} ilike ${pattern}`, sql`${branch.email} ilike ${pattern}`];
    const digits = filter.q.replace(/\D/g, "");
    if (digits && PHONE_LIKE.test(filter.q)) matches.push(sql`${branch.phone} like ${likePattern(digits)}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

function branches(filter: InboxFilter): { branch: Branch; where: SQL }[] {
  return [LEAD_BRANCH, QUOTE_BRANCH].flatMap((branch) => {
    const where = branchWhere(branch, filter);
    return where ? [{ branch, where }] : [];
  });
}

const NEWEST_FIRST = sql`order by created_at desc, id desc`;

interface RawRow {
  kind: LeadKind;
  id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  status: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing_page: string | null;
  interest_teacher: string | null;
  interest_offering: string | null;
  interest_plan: string | null;
  created_at: Date | string;
  crm_status: string;
  opted_out: boolean;
}

/**
 * The view's rows from `offset`, newest first; undefined when the filter rules both tables out. Each
 * branch is cut to the rows the page can need before the union, so PostgreSQL reads both tables'
 * newest-first indexes and stops early instead of sorting everything. Exported for the benchmark's EXPLAIN.
 */
export function inboxRowsSql(filter: InboxFilter, offset: number, limit: number): SQL | undefined {
  const parts = branches(filter);
  if (parts.length === 0) return undefined;
  const union = sql.join(
    parts.map(
      ({ branch, where }) =>
        sql`(select ${branch.columns} from ${branch.table} where ${where} ${NEWEST_FIRST} limit ${offset + limit})`,
    ),
    sql` union all `,
  );
  return sql`
    select inbox.*, (${smsOptOuts.phone} is not null) as opted_out
    from (${union}) as inbox
    left join ${smsOptOuts} on ${smsOptOuts.phone} = inbox.opt_phone and ${smsOptOuts.optedOut}
    ${NEWEST_FIRST}
    limit ${limit} offset ${offset}`;
}

function toInboxRow(row: RawRow): InboxRow {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    status: row.status as LeadStatus,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
    crmStatus: row.crm_status as SyncState,
    optedOut: row.opted_out,
  };
}

function toExportRow(row: RawRow): InboxExportRow {
  return {
    ...toInboxRow(row),
    medium: row.medium,
    campaign: row.campaign,
    landingPage: row.landing_page,
    interestTeacher: row.interest_teacher,
    interestOffering: row.interest_offering,
    interestPlan: row.interest_plan,
  };
}

export function createLeadsInbox(database: DatabaseHandle): LeadsInbox {
  const { db } = database;

  async function query<T>(statement: SQL): Promise<T[]> {
    const result = (await stored(() => db.execute(statement))) as { rows: T[] };
    return result.rows;
  }

  async function select(filter: InboxFilter, offset: number, limit: number): Promise<RawRow[]> {
    const statement = inboxRowsSql(filter, offset, limit);
    return statement ? query<RawRow>(statement) : [];
  }

  async function count(filter: InboxFilter): Promise<number> {
    const parts = branches(filter);
    if (parts.length === 0) return 0;
    const counts = sql.join(
      parts.map(({ branch, where }) => sql`(select count(*)::int from ${branch.table} where ${where})`),
      sql` + `,
    );
    const [row] = await query<{ total: number | string }>(sql`select ${counts} as total`);
    return Number(row?.total);
  }

  return {
    async page(query) {
      const { page, ...filter } = query;
      const [rows, total] = await Promise.all([
        select(filter, (page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE),
        count(filter),
      ]);
      return {
        rows: rows.map(toInboxRow),
        total,
        page,
        pageSize: INBOX_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
      };
    },

    async rows(filter, limit) {
      return (await select(filter, 0, limit)).map(toExportRow);
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
