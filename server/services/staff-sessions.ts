import { createHash, randomBytes } from "node:crypto";
import { and, eq, lte, ne, or, sql } from "drizzle-orm";
import type { StaffRole } from "#contracts/staff-roles";
import type { Database } from "../db/client.ts";
import { staffSessions, staffUsers } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";

/** Touching last_seen_at on every request would write a row per click; once a minute keeps idle time exact enough. */
const TOUCH_INTERVAL_SECONDS = 60;

/** 32 random bytes in base64url: the only shape a session id or CSRF token can have. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
}

/** What a request learns about the staff member behind a valid session. */
export interface StaffIdentity {
  userId: string;
  username: string;
  sessionIdHash: string;
  csrfToken: string;
  /** Whether the user has two-factor sign-in on (STAFF_REQUIRE_2FA refuses the staff area until then). */
  twoFactorEnabled: boolean;
  /** Read afresh on every request, so a changed role counts at once (owner-only endpoints, ADR 036). */
  role: StaffRole;
}

export interface NewSession {
  /** Goes into the cookie and nowhere else; the database keeps only its hash. */
  id: string;
  csrfToken: string;
}

export interface ClientContext {
  ip?: string;
  userAgent?: string;
}

export interface StaffSessionService {
  create(userId: string, client: ClientContext): Promise<NewSession>;
  /** The session's owner, or undefined when the id is unknown, timed out, or its user was disabled. */
  lookup(id: string): Promise<StaffIdentity | undefined>;
  /** Ends a session; answers whose it was, if it existed. */
  remove(id: string): Promise<{ userId: string; username: string } | undefined>;
  /** Deletes every timed-out session; answers how many. */
  purgeExpired(): Promise<number>;
}

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/** True for a string that could be a session id or token we issued; anything else needs no database look-up. */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** Ends all of a user's sessions, e.g. when the account is disabled or its password reset. */
export async function endSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/**
 * Ends every session of a user but the one making the change: after a new password or two-factor sign-in,
 * a browser signed in with the old proof alone must prove it again.
 */
export async function endOtherSessionsOfUser(
  db: Database,
  userId: string,
  keepIdHash: string,
): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), ne(staffSessions.idHash, keepIdHash)))
    .returning({ idHash: staffSessions.idHash });
  return ended.length;
}

/**
 * Sessions are database rows, so every server instance sees the same ones. Times come from the
 * database's clock (now()) so instances with slightly different clocks agree on expiry.
 */
export function createStaffSessions(db: Database, settings: SessionSettings): StaffSessionService {
  const idleCutoff = sql`now() - make_interval(mins => ${settings.idleMinutes})`;
  const timedOut = or(lte(staffSessions.expiresAt, sql`now()`), lte(staffSessions.lastSeenAt, idleCutoff));
  const audit = createAuditLog(db);

  return {
    async create(userId, client) {
      const id = randomToken();
      const csrfToken = randomToken();
      await db.insert(staffSessions).values({
        idHash: hashSessionId(id),
        userId,
        csrfToken,
        expiresAt: sql`now() + make_interval(hours => ${settings.absoluteHours})`,
        ip: client.ip ?? null,
        userAgent: client.userAgent ?? null,
      });
      return { id, csrfToken };
    },

    async lookup(id) {
      if (!isWellFormedToken(id)) return undefined;
      const idHash = hashSessionId(id);
      const [row] = await db
        .select({
          userId: staffSessions.userId,
          username: staffUsers.username,
          role: staffUsers.role,
          csrfToken: staffSessions.csrfToken,
          disabled: sql<boolean>`${staffUsers.disabledAt} is not null`,
          twoFactorEnabled: sql<boolean>`${staffUsers.twoFactorEnabledAt} is not null`,
          absoluteEnded: sql<boolean>`${staffSessions.expiresAt} <= now()`,
          idleEnded: sql<boolean>`${staffSessions.lastSeenAt} <= ${idleCutoff}`,
          touchDue: sql<boolean>`${staffSessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(eq(staffSessions.idHash, idHash));
      if (!row) return undefined;

      if (row.disabled || row.absoluteEnded || row.idleEnded) {
        const ended = await db
          .delete(staffSessions)
          .where(eq(staffSessions.idHash, idHash))
          .returning({ idHash: staffSessions.idHash });
        // Two requests may find the same timed-out session; the one that deleted it records the end.
        if (ended.length > 0 && !row.disabled) {
          await audit.record("session_expired", {
            userId: row.userId,
            username: row.username,
            detail: { reason: row.absoluteEnded ? "absolute_timeout" : "idle_timeout" },
          });
        }
        return undefined;
      }
      if (row.touchDue) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(staffSessions.idHash, idHash));
      }
      return {
        userId: row.userId,
        username: row.username,
        sessionIdHash: idHash,
        csrfToken: row.csrfToken,
        twoFactorEnabled: row.twoFactorEnabled,
        role: row.role,
      };
    },

    async remove(id) {
      if (!isWellFormedToken(id)) return undefined;
      const [removed] = await db
        .delete(staffSessions)
        .where(eq(staffSessions.idHash, hashSessionId(id)))
        .returning({ userId: staffSessions.userId });
      if (!removed) return undefined;
      const [user] = await db
        .select({ username: staffUsers.username })
        .from(staffUsers)
        .where(eq(staffUsers.id, removed.userId));
      return { userId: removed.userId, username: user?.username ?? "" };
    },

    async purgeExpired() {
      const purged = await db
        .delete(staffSessions)
        .where(timedOut)
        .returning({ idHash: staffSessions.idHash });
      return purged.length;
    },
  };
}
