import { and, asc, desc, eq, gt, gte, lt, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditLogPage, type AuditLogQuery } from "#contracts/audit-log";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { auditSummary } from "./audit-words.ts";
import { stored } from "./stored.ts";

/** The start of a UTC calendar day, `days` days after the one named. */
function utcDayStart(day: string, days = 0): Date {
  const start = new Date(`${day}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + days);
  return start;
}

function filters(query: AuditLogQuery): SQL[] {
  return [
    ...(query.who ? [eq(auditLog.username, query.who)] : []),
    ...(query.action ? [eq(auditLog.action, query.action)] : []),
    ...(query.from ? [gte(auditLog.createdAt, utcDayStart(query.from))] : []),
    ...(query.to ? [lt(auditLog.createdAt, utcDayStart(query.to, 1))] : []),
  ];
}

export interface AuditLogReader {
  /** One page, newest first: the newest entries, or those older than `before`, or newer than `after`. */
  page(query: AuditLogQuery): Promise<AuditLogPage>;
}

/**
 * Pages go by entry id (keyset), not by offset: ids grow with time, a page costs the same however deep,
 * and entries written meanwhile do not shift the pages being read.
 */
export function createAuditLogReader(database: DatabaseHandle): AuditLogReader {
  const { db } = database;

  async function anyWhere(conditions: SQL[]): Promise<boolean> {
    const [row] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  return {
    page(query) {
      return stored(async () => {
        const matching = filters(query);
        const forwards = query.after !== undefined;
        const rows = await db
          .select()
          .from(auditLog)
          .where(
            and(
              ...matching,
              ...(query.after !== undefined ? [gt(auditLog.id, query.after)] : []),
              ...(query.before !== undefined ? [lt(auditLog.id, query.before)] : []),
            ),
          )
          .orderBy(forwards ? asc(auditLog.id) : desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE + 1);
        const more = rows.length > AUDIT_PAGE_SIZE;
        const page = rows.slice(0, AUDIT_PAGE_SIZE);
        if (forwards) page.reverse();
        const newest = page[0];
        const oldest = page.at(-1);
        const newer =
          newest && (forwards ? more : await anyWhere([...matching, gt(auditLog.id, newest.id)]))
            ? newest.id
            : null;
        const older =
          oldest && (forwards ? await anyWhere([...matching, lt(auditLog.id, oldest.id)]) : more)
            ? oldest.id
            : null;
        return {
          entries: page.map((entry) => ({
            id: entry.id,
            at: entry.createdAt.toISOString(),
            username: entry.username,
            action: entry.action,
            ip: entry.ip,
            summary: auditSummary(entry.action, entry.detail, entry.username),
          })),
          newer,
          older,
        };
      });
    },
  };
}
