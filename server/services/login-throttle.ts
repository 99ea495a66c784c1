import { and, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { signInThrottle, type ThrottleAdmission } from "../db/schema.ts";

/**
 * Failed sign-in counting (docs/security.md, "Sign-in throttling"; ADR 035). An attempt counts as a failure
 * before its password or code is checked, and success takes the count back, so however many attempts run
 * at once, no more than a key's limit are ever checked.
 */
export interface ThrottleSettings {
  /** Per username and client address, and per trusted browser. */
  maxFailures: number;
  /** Per client address, across usernames. */
  maxFailuresPerIp: number;
  /** Per username, from browsers it has never signed in on (whatever their addresses). */
  maxFailuresPerUsername: number;
  /** Failures older than this, with no wait served since, are forgotten. */
  windowMinutes: number;
}

/** The first wait; each later one within a day is twice the last. */
export const FIRST_WAIT_MINUTES = 1;
export const MAX_WAIT_MINUTES = 60;
/** A key that has not failed for this long starts again from the first wait. */
const LOCKOUT_MEMORY_HOURS = 24;

/** Who is trying: `username` lower-cased as typed; `ip` as Fastify sees it (TRUST_PROXY applies). */
export interface SignInAttempt {
  username: string;
  ip: string;
  /** The SHA-256 of a device cookie this username signed in with before, still valid (trusted-devices.ts). */
  trustedDevice?: string;
}

/**
 * What an admitted attempt counted, so its outcome can settle exactly that: `keys` whose count it raised,
 * and `startedWaits`, those where it started a wait. A two-factor sign-in keeps it with its pending step.
 */
export type Admission = ThrottleAdmission;

export type AdmissionVerdict =
  | { admitted: true; admission: Admission }
  | { admitted: false; retryAfterMinutes: number };

export interface LoginThrottle {
  /** Counts the attempt as a failure on each of its keys, unless one of them is waiting. */
  admit(attempt: SignInAttempt): Promise<AdmissionVerdict>;
  /** The attempt signed in: its username's own counts start again, the shared ones get this one back. */
  succeeded(admission: Admission): Promise<void>;
}

export function throttledMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/** What a key counts: its name starts with its scope, so an admission stored as text settles the same way. */
type Scope = "device" | "user-address" | "address" | "user";

interface KeyRule {
  key: string;
  /** Set for keys that belong to an account, so a password reset can clear them. */
  username: string | null;
  limit: number;
}

function scopeOf(key: string): Scope {
  return key.slice(0, key.indexOf(":")) as Scope;
}

/** A success starts the username's own keys again; the shared ones only get this attempt back. */
const OWNED_BY_THE_USER: ReadonlySet<Scope> = new Set(["device", "user-address"]);

function limitOf(scope: Scope, settings: ThrottleSettings): number {
  if (scope === "address") return settings.maxFailuresPerIp;
  if (scope === "user") return settings.maxFailuresPerUsername;
  return settings.maxFailures;
}

/**
 * A trusted browser counts on its own key only: a stranger's failures on the username, or an office full of
 * failures behind one address, never lock out the browser its owner signed in on before.
 */
function rulesFor(attempt: SignInAttempt, settings: ThrottleSettings): KeyRule[] {
  const { username, ip, trustedDevice } = attempt;
  const keys: [string, string | null][] = trustedDevice
    ? [[`device:${trustedDevice}`, username]]
    : [
        [`user-address:${username}|${ip}`, username],
        [`address:${ip}`, null],
        [`user:${username}`, username],
      ];
  // Always taken in the same order, so two transactions locking the same rows cannot deadlock.
  return keys
    .map(([key, owner]) => ({ key, username: owner, limit: limitOf(scopeOf(key), settings) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Thrown inside the admission's transaction to undo the counts it made before a waiting key refused it. */
class Refused extends Error {}

/** How long a key's wait lasts once its count reaches the limit: doubling with each recent wait, capped. */
function waitInterval(lockoutsSoFar: SQL): SQL {
  return sql`make_interval(mins => least(${FIRST_WAIT_MINUTES} * power(2, least(${lockoutsSoFar}, 16)), ${MAX_WAIT_MINUTES})::int)`;
}

/**
 * Counts one failure on `rule.key` in a single statement, which PostgreSQL runs under the row's lock:
 * answers whether the attempt may go on and whether it started a wait, or nothing while the key waits.
 */
async function countFailure(
  db: Database,
  rule: KeyRule,
  windowMinutes: number,
): Promise<{ startedWait: boolean } | undefined> {
  const table = signInThrottle;
  const fresh = sql`${table.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes})`;
  const remembered = sql`${table.lastFailureAt} > now() - make_interval(hours => ${LOCKOUT_MEMORY_HOURS})`;
  const failuresSoFar = sql`(case when ${fresh} then 0 else ${table.failures} end)`;
  const lockoutsSoFar = sql`(case when ${remembered} then ${table.lockouts} else 0 end)`;
  const reachesLimit = sql`${failuresSoFar} + 1 >= ${rule.limit}`;
  const firstReachesLimit = 1 >= rule.limit;

  const [row] = await db
    .insert(table)
    .values({
      key: rule.key,
      username: rule.username,
      failures: firstReachesLimit ? 0 : 1,
      windowStartedAt: sql`now()`,
      lockouts: firstReachesLimit ? 1 : 0,
      blockedUntil: firstReachesLimit ? sql`now() + ${waitInterval(sql`0`)}` : null,
      lastFailureAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        failures: sql`case when ${reachesLimit} then 0 else ${failuresSoFar} + 1 end`,
        windowStartedAt: sql`case when ${reachesLimit} or ${fresh} then now() else ${table.windowStartedAt} end`,
        lockouts: sql`case when ${reachesLimit} then ${lockoutsSoFar} + 1 else ${lockoutsSoFar} end`,
        blockedUntil: sql`case when ${reachesLimit} then now() + ${waitInterval(lockoutsSoFar)} end`,
        lastFailureAt: sql`now()`,
      },
      setWhere: or(sql`${table.blockedUntil} is null`, sql`${table.blockedUntil} <= now()`),
    })
    .returning({ startedWait: sql<boolean>`${table.blockedUntil} is not null` });
  return row ? { startedWait: row.startedWait } : undefined;
}

async function minutesLeft(db: Database, keys: string[]): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from max(${signInThrottle.blockedUntil}) - now()), 0)::float8`,
    })
    .from(signInThrottle)
    .where(and(inArray(signInThrottle.key, keys), sql`${signInThrottle.blockedUntil} > now()`));
  return Math.max(1, Math.ceil(Number(row?.seconds ?? 0) / 60));
}

/** Keys nobody failed on for a day, with no wait running, are dropped now and then. */
const PURGE_EVERY_MS = 60_000;

/**
 * Counts in the database every instance shares. Each admission is one transaction over the attempt's keys:
 * if any of them is waiting, the counts it made roll back, so a refused attempt never lengthens a wait.
 */
export function createLoginThrottle(database: DatabaseHandle, settings: ThrottleSettings): LoginThrottle {
  let lastPurge = 0;

  async function purgeNowAndThen(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await database.db
      .delete(signInThrottle)
      .where(
        and(
          lt(signInThrottle.lastFailureAt, sql`now() - make_interval(hours => ${LOCKOUT_MEMORY_HOURS})`),
          or(sql`${signInThrottle.blockedUntil} is null`, lt(signInThrottle.blockedUntil, sql`now()`)),
        ),
      );
  }

  return {
    async admit(attempt) {
      await purgeNowAndThen();
      const rules = rulesFor(attempt, settings);
      try {
        const startedWaits = await database.transaction(async ({ db }) => {
          const started: string[] = [];
          for (const rule of rules) {
            const counted = await countFailure(db, rule, settings.windowMinutes);
            if (!counted) throw new Refused();
            if (counted.startedWait) started.push(rule.key);
          }
          return started;
        });
        return { admitted: true, admission: { keys: rules.map((rule) => rule.key), startedWaits } };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        const keys = rules.map((rule) => rule.key);
        return { admitted: false, retryAfterMinutes: await minutesLeft(database.db, keys) };
      }
    },

    async succeeded(admission) {
      const owned = admission.keys.filter((key) => OWNED_BY_THE_USER.has(scopeOf(key)));
      const shared = admission.keys.filter((key) => !OWNED_BY_THE_USER.has(scopeOf(key)));
      await database.transaction(async ({ db }) => {
        if (owned.length > 0) await db.delete(signInThrottle).where(inArray(signInThrottle.key, owned));
        for (const key of shared) {
          // The wait this attempt started is lifted, leaving the count one short of the limit it had reached.
          const lift = admission.startedWaits.includes(key);
          await db
            .update(signInThrottle)
            .set(
              lift
                ? {
                    blockedUntil: null,
                    lockouts: sql`greatest(${signInThrottle.lockouts} - 1, 0)`,
                    failures: limitOf(scopeOf(key), settings) - 1,
                  }
                : { failures: sql`greatest(${signInThrottle.failures} - 1, 0)` },
            )
            .where(eq(signInThrottle.key, key));
        }
      });
    },
  };
}

/** A new password ends whatever the account's throttle holds: its own keys and its trusted browsers'. */
export async function clearAccountThrottle(db: Database, username: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.username, username));
}
