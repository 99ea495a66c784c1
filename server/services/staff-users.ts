import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { staffRecoveryCodes, staffUsers } from "../db/schema.ts";
import { type AuditContext, createAuditLog } from "./audit.ts";
import { clearAccountThrottle } from "./login-throttle.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endSessionsOfUser } from "./staff-sessions.ts";

const USERNAME_PATTERN = /^[a-z0-9._@-]{3,50}$/;

export const USERNAME_MESSAGE =
  "A username must be 3 to 50 characters: letters, digits, dots, underscores, hyphens or @.";

export type StaffUserErrorCode = "invalid_username" | "invalid_password" | "taken" | "not_found" | "disabled";

/** A refusal written for the person managing accounts. */
export class StaffUserError extends Error {
  constructor(
    readonly code: StaffUserErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "StaffUserError";
  }
}

export interface StaffUserSummary {
  id: string;
  username: string;
  createdAt: Date;
  disabledAt: Date | null;
}

export interface ActiveStaffUser {
  id: string;
  username: string;
  /** Null while an invited colleague has not set a password yet. */
  passwordHash: string | null;
  twoFactorEnabled: boolean;
}

export interface StaffUserService {
  create(username: string, password: string, context?: AuditContext): Promise<StaffUserSummary>;
  list(): Promise<StaffUserSummary[]>;
  disable(username: string, context?: AuditContext): Promise<void>;
  resetPassword(username: string, password: string, context?: AuditContext): Promise<void>;
  /** A lost phone: two-factor sign-in off, recovery codes gone, sessions ended; enrolment starts over. */
  resetTwoFactor(username: string, context?: AuditContext): Promise<void>;
  findActiveByUsername(username: string): Promise<ActiveStaffUser | undefined>;
  count(): Promise<number>;
}

/** Usernames are compared in lower case with surrounding spaces removed, as typed at sign-in. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

function validUsername(username: string): string {
  const normalised = normaliseUsername(username);
  if (!USERNAME_PATTERN.test(normalised)) throw new StaffUserError("invalid_username", USERNAME_MESSAGE);
  return normalised;
}

function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, { username });
  if (problem) throw new StaffUserError("invalid_password", problem);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const summary = {
  id: staffUsers.id,
  username: staffUsers.username,
  createdAt: staffUsers.createdAt,
  disabledAt: staffUsers.disabledAt,
};

async function findUser(db: Database, username: string): Promise<StaffUserSummary> {
  const normalised = normaliseUsername(username);
  // Usernames are unique among active accounts; a disabled namesake comes after, the latest first.
  const [user] = await db
    .select(summary)
    .from(staffUsers)
    .where(eq(staffUsers.username, normalised))
    .orderBy(sql`${staffUsers.disabledAt} desc nulls first`)
    .limit(1);
  if (!user) throw new StaffUserError("not_found", `There is no staff user "${normalised}".`);
  return user;
}

/** Forgets the user's TOTP secret and recovery codes (disabling, or a reset for a lost phone). */
export async function turnOffTwoFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
    .where(eq(staffUsers.id, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

export function createStaffUsers(database: DatabaseHandle): StaffUserService {
  return {
    async create(username, password, context = {}) {
      const normalised = validUsername(username);
      checkPassword(password, normalised);
      const passwordHash = await hashPassword(password);
      try {
        return await database.transaction(async ({ db }) => {
          const [user] = await db
            .insert(staffUsers)
            .values({ username: normalised, passwordHash })
            .returning(summary);
          if (!user) throw new Error("inserting a staff user returned no row");
          await createAuditLog(db).record("user_created", {
            ...context,
            userId: user.id,
            username: normalised,
          });
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new StaffUserError("taken", `The username "${normalised}" is already taken.`);
        }
        throw error;
      }
    },

    list() {
      return database.db.select(summary).from(staffUsers).orderBy(asc(staffUsers.username));
    },

    async disable(username, context = {}) {
      await database.transaction(async ({ db }) => {
        const user = await findUser(db, username);
        if (user.disabledAt) {
          throw new StaffUserError("disabled", `The staff user "${user.username}" is already disabled.`);
        }
        await db.update(staffUsers).set({ disabledAt: sql`now()` }).where(eq(staffUsers.id, user.id));
        await endSessionsOfUser(db, user.id);
        await createAuditLog(db).record("user_disabled", {
          ...context,
          userId: user.id,
          username: user.username,
        });
      });
    },

    async resetPassword(username, password, context = {}) {
      checkPassword(password, normaliseUsername(username));
      const passwordHash = await hashPassword(password);
      await database.transaction(async ({ db }) => {
        const user = await findUser(db, username);
        await db
          .update(staffUsers)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(eq(staffUsers.id, user.id));
        // Whoever knew the old password may hold a session; a reset must shut them out too.
        await endSessionsOfUser(db, user.id);
        // And whoever kept guessing the old one is no reason to keep the owner of the new one waiting.
        await clearAccountThrottle(db, user.username);
        await createAuditLog(db).record("password_reset", {
          ...context,
          userId: user.id,
          username: user.username,
        });
      });
    },

    async resetTwoFactor(username, context = {}) {
      await database.transaction(async ({ db }) => {
        const user = await findUser(db, username);
        await turnOffTwoFactor(db, user.id);
        await endSessionsOfUser(db, user.id);
        await createAuditLog(db).record("two_factor_reset", {
          ...context,
          userId: user.id,
          username: user.username,
        });
      });
    },

    async findActiveByUsername(username) {
      const [user] = await database.db
        .select({
          id: staffUsers.id,
          username: staffUsers.username,
          passwordHash: staffUsers.passwordHash,
          twoFactorEnabled: sql<boolean>`${staffUsers.twoFactorEnabledAt} is not null`,
        })
        .from(staffUsers)
        .where(and(eq(staffUsers.username, normaliseUsername(username)), isNull(staffUsers.disabledAt)));
      return user;
    },

    async count() {
      const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
      return row?.count ?? 0;
    },
  };
}
