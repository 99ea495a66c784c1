import { type SQL, sql } from "drizzle-orm";
import {
  type DashboardStats,
  DIRECT_SOURCE,
  FUNNEL_STAGES,
  type FunnelStage,
  type SourceKind,
  STATS_TOP_SOURCES,
  STATS_WINDOW_DAYS,
} from "#contracts/dashboard-stats";
import type { DatabaseHandle } from "../db/client.ts";
import { leadEvents, leads, quoteRequests } from "../db/schema.ts";
import { LEAD_SOURCE, LEAD_SOURCE_VIA } from "./lead-source.ts";
import { overdueBefore, type ResponsePromise, waitingSql } from "./response-promise.ts";
import { stored } from "./stored.ts";

export interface DashboardStatsService {
  /** The dashboard's figures as they stand at `now` (contracts/dashboard-stats.ts, ADR 022). */
  at(now: Date): Promise<DashboardStats>;
}

export interface DashboardStatsOptions {
  /** RESPONSE_PROMISE_HOURS and the clock: how long a lead may wait for its first contact before it is overdue. */
  promise: ResponsePromise;
}

const DAY_MS = 86_400_000;

/** The window's first instant (00:00 UTC, STATS_WINDOW_DAYS - 1 days before today) and today's. */
function windowAt(now: Date): { start: Date; today: Date } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { start: new Date(today - (STATS_WINDOW_DAYS - 1) * DAY_MS), today: new Date(today) };
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The funnel's stages as a PostgreSQL array: a status's place in it (1-based) is how far it got. */
const STAGE_ARRAY = sql`array[${sql.join(
  FUNNEL_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[]`;

type LeadTable = typeof leads | typeof quoteRequests;

/** Waiting for a first contact: none recorded, and staff have not moved the lead on by hand. */

/** Both kinds of lead created from `start`, with the columns first contact and waiting are read from. */
function bothKindsFrom(start: Date): SQL {
  const select = (table: LeadTable) =>
    sql`select ${table.createdAt} as created_at, ${table.firstContactedAt} as first_contacted_at,
      ${table.status} as status from ${table} where ${table.createdAt} >= ${timestamp(start)}`;
  return sql`${select(leads)} union all ${select(quoteRequests)}`;
}

export function createDashboardStats(
  database: DatabaseHandle,
  options: DashboardStatsOptions,
): DashboardStatsService {
  async function query<T>(statement: SQL): Promise<T[]> {
    const result = (await stored(() => database.db.execute(statement))) as { rows: T[] };
    return result.rows;
  }

  /** Every UTC day of the window with its leads and quote requests, zeros included. */
  function days(start: Date, today: Date) {
    const perDay = (table: LeadTable) =>
      sql`select date_trunc('day', ${table.createdAt} at time zone 'UTC') as day, count(*)::int as count
        from ${table} where ${table.createdAt} >= ${timestamp(start)} group by 1`;
    return query<{ day: string; leads: number; quotes: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, coalesce(l.count, 0) as leads, coalesce(q.count, 0) as quotes
      from generate_series(${timestamp(start)} at time zone 'UTC', ${timestamp(today)} at time zone 'UTC',
        interval '1 day') as day
      left join (${perDay(leads)}) as l using (day)
      left join (${perDay(quoteRequests)}) as q using (day)
      order by day`);
  }

  /**
   * The window's leads by source (server/services/lead-source.ts, as the inbox's filter reads them), largest
   * first (ties by name); past the top ones, one Other.
   */
  function sources(start: Date) {
    return query<{ kind: SourceKind; label: string; source: string | null; leads: number }>(sql`
      with classified as (
        select ${LEAD_SOURCE} as source, ${LEAD_SOURCE_VIA} as via
        from ${leads} where ${leads.createdAt} >= ${timestamp(start)}
      ), counted as (
        select source, case when count(distinct via) > 1 then 'mixed' else min(via) end as kind,
          count(*)::int as leads,
          row_number() over (order by count(*) desc, source collate "C") as place
        from classified group by source
      )
      select case when place <= ${STATS_TOP_SOURCES} then kind else 'other' end as kind,
        case when place > ${STATS_TOP_SOURCES} then 'Other'
          when source = ${DIRECT_SOURCE} then 'Direct' else source end as label,
        case when place <= ${STATS_TOP_SOURCES} then source end as source,
        sum(leads)::int as leads
      from counted group by 1, 2, 3 order by min(place)`);
  }

  /**
   * How many of the window's leads reached each stage. A lead's furthest stage is its status's; for a Lost
   * lead, the furthest its status changes (from or to) show; at least Contacted once a first contact is
   * recorded.
   */
  function funnel(start: Date) {
    const history = sql`(select max(array_position(${STAGE_ARRAY}, change.status))
      from ${leadEvents}
      cross join lateral (values (${leadEvents.detail} ->> 'from'), (${leadEvents.detail} ->> 'to'))
        as change(status)
      where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.type} = 'status_changed')`;
    return query<{ stage: FunnelStage; reached: number }>(sql`
      with furthest as (
        select greatest(
            case when ${leads.status} = 'lost' then ${history}
              else array_position(${STAGE_ARRAY}, ${leads.status}) end,
            case when ${leads.firstContactedAt} is not null then 2 end,
            1) as place
        from ${leads} where ${leads.createdAt} >= ${timestamp(start)}
      )
      select stage, (select count(*)::int from furthest where furthest.place >= stages.place) as reached
      from unnest(${STAGE_ARRAY}) with ordinality as stages(stage, place)
      order by stages.place`);
  }

  /** First-contact times (seconds) of the window's contacted leads and quote requests, and those waiting. */
  async function firstContact(start: Date) {
    const seconds = sql`extract(epoch from first_contacted_at - created_at)::float8`;
    const [row] = await query<{
      contacted: number;
      median: number | null;
      p90: number | null;
      waiting: number;
    }>(sql`
      select count(first_contacted_at)::int as contacted,
        percentile_cont(0.5) within group (order by ${seconds}) as median,
        percentile_cont(0.9) within group (order by ${seconds}) as p90,
        count(*) filter (where ${waitingSql({ firstContactedAt: sql`first_contacted_at`, status: sql`status` })})::int as waiting
      from (${bothKindsFrom(start)}) as window_leads`);
    return {
      contacted: Number(row?.contacted),
      medianSeconds: row?.median ?? null,
      p90Seconds: row?.p90 ?? null,
      waiting: Number(row?.waiting),
    };
  }

  /** Leads and quote requests of any age still waiting after the promise, by their partial indexes. */
  async function overdue(now: Date): Promise<number> {
    const cutoff = timestamp(overdueBefore(now, options.promise));
    const count = (table: LeadTable) =>
      sql`(select count(*)::int from ${table} where ${waitingSql(table)} and ${table.createdAt} < ${cutoff})`;
    const [row] = await query<{ count: number }>(
      sql`select ${count(leads)} + ${count(quoteRequests)} as count`,
    );
    return Number(row?.count);
  }

  return {
    async at(now) {
      const { start, today } = windowAt(now);
      const [dayRows, sourceRows, funnelRows, contact, overdueCount] = await Promise.all([
        days(start, today),
        sources(start),
        funnel(start),
        firstContact(start),
        overdue(now),
      ]);
      return {
        from: start.toISOString().slice(0, 10),
        to: today.toISOString().slice(0, 10),
        days: dayRows.map((row) => ({ day: row.day, leads: Number(row.leads), quotes: Number(row.quotes) })),
        sources: sourceRows.map((row) => ({
          kind: row.kind,
          label: row.label,
          source: row.source,
          leads: Number(row.leads),
        })),
        funnel: funnelRows.map((row, index) => {
          const reached = Number(row.reached);
          const previous = index > 0 ? Number(funnelRows[index - 1]?.reached) : 0;
          return { stage: row.stage, reached, rate: previous > 0 ? reached / previous : null };
        }),
        firstContact: contact,
        overdue: { count: overdueCount, promiseHours: options.promise.hours },
      };
    },
  };
}
