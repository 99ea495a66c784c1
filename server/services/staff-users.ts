import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { normaliseUsername, STAFF_ACCOUNT_MESSAGES, USERNAME_PATTERN } from "#contracts/staff-accounts";
import type { StaffRole } from "#contracts/staff-roles";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { staffPasswordTokens, staffRecoveryCodes, staffUsers } from "../db/schema.ts";
import { type AuditContext, createAuditLog } from "./audit.ts";
import type { StaffActor } from "./lead-records.ts";
import { clearAccountThrottle } from "./login-throttle.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endSessionsOfUser } from "./staff-sessions.ts";

export { normaliseUsername } from "#contracts/staff-accounts";

export type StaffUserErrorCode =
  | "invalid_username"
  | "invalid_password"
  | "taken"
  | "not_found"
  | "disabled"
  | "active"
  | "last_owner"
  | "self";

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
  role: StaffRole;
  email: string | null;
  createdAt: Date;
  disabledAt: Date | null;
  /** False while an invited colleague has not set a password yet. */
  passwordSet: boolean;
}

export interface ActiveStaffUser {
  id: string;
  username: string;
  role: StaffRole;
  email: string | null;
  /** Null while an invited colleague has not set a password yet. */
  passwordHash: string | null;
  twoFactorEnabled: boolean;
}

/** Who changes an account: an owner in the staff area, or someone at the server (the CLI, the first start). */
export type AccountChanger = { by: StaffActor } | { via: "cli" | "bootstrap" };

export interface NewAccount {
  username: string;
  /** Absent for an invited colleague, who sets one through their link. */
  password?: string;
  email?: string | null;
  /** Ignored while no active owner exists: that account becomes one, so the studio always has an owner. */
  role: StaffRole;
}

function validUsername(username: string): string {
  const normalised = normaliseUsername(username);
  if (!USERNAME_PATTERN.test(normalised))
    throw new StaffUserError("invalid_username", STAFF_ACCOUNT_MESSAGES.username);
  return normalised;
}

function checkPassword(password: string, owner: { username: string; email?: string | null }): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new StaffUserError("invalid_password", problem);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

function takenError(username: string): StaffUserError {
  return new StaffUserError("taken", `The username "${username}" is already taken.`);
}

function lastOwnerError(username: string): StaffUserError {
  return new StaffUserError(
    "last_owner",
    `${username} is the last active owner. Make another account an owner first.`,
  );
}

export const summaryColumns = {
  id: staffUsers.id,
  username: staffUsers.username,
  role: staffUsers.role,
  email: staffUsers.email,
  createdAt: staffUsers.createdAt,
  disabledAt: staffUsers.disabledAt,
  passwordSet: sql<boolean>`${staffUsers.passwordHash} is not null`,
};

/**
 * The account a username names: the active one, else the latest disabled one (usernames are unique
 * among active accounts only, so a departed colleague's name may have been given to someone new).
 */
export async function accountByUsername(db: Database, username: string): Promise<StaffUserSummary> {
  const normalised = normaliseUsername(username);
  const [user] = await db
    .select(summaryColumns)
    .from(staffUsers)
    .where(eq(staffUsers.username, normalised))
    .orderBy(sql`${staffUsers.disabledAt} desc nulls first`)
    .limit(1);
  if (!user) throw new StaffUserError("not_found", `There is no staff user "${normalised}".`);
  return user;
}

export async function accountById(db: Database, id: string): Promise<StaffUserSummary> {
  const [user] = await db.select(summaryColumns).from(staffUsers).where(eq(staffUsers.id, id));
  if (!user) throw new StaffUserError("not_found", STAFF_ACCOUNT_MESSAGES.notFound);
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

/**
 * The active owners, locked until the transaction ends: two owners demoting or disabling each other at
 * once take turns, and the second sees what the first did.
 */
async function lockActiveOwners(db: Database): Promise<string[]> {
  const owners = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), isNull(staffUsers.disabledAt)))
    .for("update");
  return owners.map((owner) => owner.id);
}

/**
 * Active colleagues always have an owner to run their accounts. Demoting the last active owner would leave
 * them without one, and so would disabling it, unless it is the only active account left (then the next
 * account added is an owner again).
 */
async function refuseLosingLastOwner(
  db: Database,
  target: StaffUserSummary,
  change: "demote" | "disable",
): Promise<void> {
  const owners = await lockActiveOwners(db);
  if (owners.length !== 1 || owners[0] !== target.id) return;
  if (change === "disable") {
    const [other] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(isNull(staffUsers.disabledAt), ne(staffUsers.id, target.id)))
      .limit(1);
    if (!other) return;
  }
  throw lastOwnerError(target.username);
}

/**
 * The audit entry of a change to `target`. An owner's change names the owner as who did it and the
 * account in its detail; a change at the server has nobody to name, and a change the account made itself
 * (a password set through its link) needs no second name: those entries are the account's own.
 */
export function accountAudit(
  changer: AccountChanger,
  target: { id: string; username: string },
  detail: Record<string, unknown> = {},
): AuditContext {
  if ("via" in changer) {
    return { userId: target.id, username: target.username, detail: { via: changer.via, ...detail } };
  }
  const { by } = changer;
  return {
    userId: by.userId,
    username: by.username,
    ...(by.ip ? { ip: by.ip } : {}),
    ...(by.userAgent ? { userAgent: by.userAgent } : {}),
    detail: by.userId === target.id ? detail : { account: target.username, accountId: target.id, ...detail },
  };
}

/**
 * Every change to an account, each made through `db` (a transaction the caller opens, so the change, what
 * goes with it and its audit entry commit together) and audited as `changer`'s.
 */
export function accountChanges(db: Database, changer: AccountChanger) {
  const audit = createAuditLog(db);
  const record = (
    action: Parameters<typeof audit.record>[0],
    target: StaffUserSummary,
    detail?: Record<string, unknown>,
  ) => audit.record(action, accountAudit(changer, target, detail));

  return {
    /**
     * Adds an account; one with a password is `user_created`, one without (an invitation) `user_invited`.
     * The password's hash is worked out by the caller, outside the transaction.
     */
    async create(account: Omit<NewAccount, "password"> & { passwordHash: string | null }) {
      const role: StaffRole = (await lockActiveOwners(db)).length === 0 ? "owner" : account.role;
      const [user] = await db
        .insert(staffUsers)
        .values({
          username: account.username,
          passwordHash: account.passwordHash,
          role,
          email: account.email ?? null,
        })
        .returning(summaryColumns);
      if (!user) throw new Error("inserting a staff user returned no row");
      await record(account.passwordHash ? "user_created" : "user_invited", user, {
        role,
        ...(account.email ? { email: account.email } : {}),
      });
      return user;
    },

    /** Stops the account from signing in and ends its sessions. Its own owner cannot, nor the last owner. */
    async disable(target: StaffUserSummary, detail: Record<string, unknown> = {}) {
      if (target.disabledAt) {
        throw new StaffUserError("disabled", `The staff user "${target.username}" is already disabled.`);
      }
      if ("by" in changer && changer.by.userId === target.id) {
        throw new StaffUserError("self", "You cannot disable your own account.");
      }
      await refuseLosingLastOwner(db, target, "disable");
      await db.update(staffUsers).set({ disabledAt: sql`now()` }).where(eq(staffUsers.id, target.id));
      await endSessionsOfUser(db, target.id);
      await db.delete(staffPasswordTokens).where(eq(staffPasswordTokens.userId, target.id));
      await record("user_disabled", target, detail);
    },

    /** Lets a disabled account sign in again, unless an active account has taken its username meanwhile. */
    async enable(target: StaffUserSummary) {
      if (!target.disabledAt) {
        throw new StaffUserError("active", `The staff user "${target.username}" is already active.`);
      }
      const taken = new StaffUserError(
        "taken",
        `The username "${target.username}" now belongs to another active account, so this one cannot be re-enabled.`,
      );
      const [namesake] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.username, target.username), isNull(staffUsers.disabledAt)));
      if (namesake) throw taken;
      try {
        // A savepoint, so a namesake enabled at the same moment fails this statement and not the transaction.
        await db.transaction((savepoint) =>
          savepoint.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, target.id)),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw taken;
        throw error;
      }
      await record("user_enabled", target);
    },

    /** An owner's role; the last active owner keeps theirs. Setting the same role again records nothing. */
    async setRole(target: StaffUserSummary, role: StaffRole) {
      if (target.role === role) return false;
      if (role !== "owner" && !target.disabledAt) await refuseLosingLastOwner(db, target, "demote");
      await db.update(staffUsers).set({ role }).where(eq(staffUsers.id, target.id));
      await record("user_role_changed", target, { from: target.role, to: role });
      return true;
    },

    async setEmail(target: StaffUserSummary, email: string | null) {
      if (target.email === email) return false;
      await db.update(staffUsers).set({ email }).where(eq(staffUsers.id, target.id));
      await record("user_email_changed", target, { from: target.email, to: email });
      return true;
    },

    /**
     * A new password (a hash), or none: the old one stops working either way. Its sessions end, whoever
     * knew the old password may hold one, and its sign-in throttle is cleared, since whoever kept guessing
     * the old one is no reason to keep the owner of the new one waiting.
     */
    async replacePassword(
      target: StaffUserSummary,
      passwordHash: string | null,
      action: "password_reset" | "password_changed",
      detail?: Record<string, unknown>,
    ) {
      await db
        .update(staffUsers)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(staffUsers.id, target.id));
      await endSessionsOfUser(db, target.id);
      await clearAccountThrottle(db, target.username);
      await record(action, target, detail);
    },

    /** A lost phone: two-factor sign-in off, recovery codes gone, sessions ended; enrolment starts over. */
    async resetTwoFactor(target: StaffUserSummary) {
      await turnOffTwoFactor(db, target.id);
      await endSessionsOfUser(db, target.id);
      await record("two_factor_reset", target);
    },
  };
}

export interface CreateOptions {
  role?: StaffRole;
  email?: string | null;
  via?: "cli" | "bootstrap";
}

/** The accounts as the command line and the first start manage them, by username. */
export interface StaffUserService {
  create(username: string, password: string, options?: CreateOptions): Promise<StaffUserSummary>;
  list(): Promise<StaffUserSummary[]>;
  disable(username: string): Promise<void>;
  enable(username: string): Promise<StaffUserSummary>;
  setRole(username: string, role: StaffRole): Promise<StaffUserSummary>;
  resetPassword(username: string, password: string): Promise<void>;
  resetTwoFactor(username: string): Promise<void>;
  findActiveByUsername(username: string): Promise<ActiveStaffUser | undefined>;
  count(): Promise<number>;
}

/**
 * Adds an account and does `alongside` in the same transaction (an invitation's link). The password's
 * hash is worked out first: argon2 takes a while and holds no transaction open.
 */
export async function addAccount<T>(
  database: DatabaseHandle,
  account: NewAccount,
  changer: AccountChanger,
  alongside: (db: Database, user: StaffUserSummary) => Promise<T>,
): Promise<T> {
  const username = validUsername(account.username);
  if (account.password !== undefined) checkPassword(account.password, { username, email: account.email });
  const passwordHash = account.password === undefined ? null : await hashPassword(account.password);
  try {
    return await database.transaction(async ({ db }) =>
      alongside(db, await accountChanges(db, changer).create({ ...account, username, passwordHash })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(username);
    throw error;
  }
}

export function createStaffUsers(database: DatabaseHandle): StaffUserService {
  /** One change to the account a username names, in a transaction, as the command line's. */
  function change<T>(
    username: string,
    work: (changes: ReturnType<typeof accountChanges>, target: StaffUserSummary) => Promise<T>,
  ): Promise<T> {
    return database.transaction(async ({ db }) =>
      work(accountChanges(db, { via: "cli" }), await accountByUsername(db, username)),
    );
  }

  return {
    create(username, password, options = {}) {
      return addAccount(
        database,
        { username, password, role: options.role ?? "staff", email: options.email ?? null },
        { via: options.via ?? "cli" },
        async (_db, user) => user,
      );
    },

    list() {
      return database.db
        .select(summaryColumns)
        .from(staffUsers)
        .orderBy(asc(staffUsers.username), desc(staffUsers.createdAt));
    },

    disable(username) {
      return change(username, (changes, target) => changes.disable(target));
    },

    enable(username) {
      return change(username, async (changes, target) => {
        await changes.enable(target);
        return target;
      });
    },

    setRole(username, role) {
      return change(username, async (changes, target) => {
        await changes.setRole(target, role);
        return { ...target, role };
      });
    },

    async resetPassword(username, password) {
      const target = await accountByUsername(database.db, username);
      checkPassword(password, target);
      const passwordHash = await hashPassword(password);
      await change(username, (changes, current) =>
        changes.replacePassword(current, passwordHash, "password_reset"),
      );
    },

    resetTwoFactor(username) {
      return change(username, (changes, target) => changes.resetTwoFactor(target));
    },

    async findActiveByUsername(username) {
      const [user] = await database.db
        .select({
          id: staffUsers.id,
          username: staffUsers.username,
          role: staffUsers.role,
          email: staffUsers.email,
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
