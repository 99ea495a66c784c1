import { and, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

export interface ThrottleSettings {
  maxFailuresPerUsername: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

export type ThrottleVerdict = { throttled: false } | { throttled: true; retryAfterMinutes: number };

export interface LoginThrottle {
  /** `username` as typed at sign-in, lower-cased; `ip` as Fastify sees it (TRUST_PROXY applies). */
  check(attempt: { username: string; ip: string }): Promise<ThrottleVerdict>;
}

export function throttledMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/** A wrong password, and a wrong password or code at the two-factor code step (ADR 026), count alike. */
const FAILED_SIGN_IN_ACTIONS = ["sign_in_failed", "two_factor_failed"] as const;

/**
 * Counts failed sign-ins in the audit log, so every server instance sharing the database agrees.
 * A username's count restarts after its last successful sign-in; an IP's count does not.
 */
export function createLoginThrottle(db: Database, settings: ThrottleSettings): LoginThrottle {
  const inWindow = gt(auditLog.createdAt, sql`now() - make_interval(mins => ${settings.windowMinutes})`);

  /**
   * Seconds until the `limit`-th newest failure leaves the window, when there are that many: from then
   * on fewer than `limit` failures remain and attempts are allowed again.
   */
  async function secondsBlocked(filter: SQL | undefined, limit: number): Promise<number | undefined> {
    const [row] = await db
      .select({
        seconds: sql<number>`extract(epoch from ${auditLog.createdAt} + make_interval(mins => ${settings.windowMinutes}) - now())::float8`,
      })
      .from(auditLog)
      .where(and(inArray(auditLog.action, [...FAILED_SIGN_IN_ACTIONS]), inWindow, filter))
      .orderBy(desc(auditLog.createdAt))
      .offset(limit - 1)
      .limit(1);
    return row ? Number(row.seconds) : undefined;
  }

  return {
    async check({ username, ip }) {
      const lastSignIn = sql`(select max(${auditLog.createdAt}) from ${auditLog} where ${auditLog.action} = 'sign_in' and ${auditLog.username} = ${username})`;
      const [byUsername, byIp] = await Promise.all([
        secondsBlocked(
          and(
            eq(auditLog.username, username),
            sql`${auditLog.createdAt} > coalesce(${lastSignIn}, '-infinity')`,
          ),
          settings.maxFailuresPerUsername,
        ),
        secondsBlocked(eq(auditLog.ip, ip), settings.maxFailuresPerIp),
      ]);
      const seconds = Math.max(byUsername ?? -1, byIp ?? -1);
      if (byUsername === undefined && byIp === undefined) return { throttled: false };
      return { throttled: true, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
    },
  };
}
