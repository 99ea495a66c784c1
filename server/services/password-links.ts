import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import {
  INVITATION_LINK_DAYS,
  PASSWORD_LINK_MESSAGES,
  type PasswordLink,
  type PasswordLinkPurpose,
  RESET_LINK_MINUTES,
} from "#contracts/password-links";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { staffPasswordTokens, staffUsers } from "../db/schema.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import type { ClientContext } from "./staff-sessions.ts";
import { accountById, accountChanges } from "./staff-users.ts";
import { stored } from "./stored.ts";

/** How long a link works: a week for an invitation, half an hour for a reset (ADR 036). */
const LIFETIME_MINUTES: Record<PasswordLinkPurpose, number> = {
  invitation: INVITATION_LINK_DAYS * 24 * 60,
  reset: RESET_LINK_MINUTES,
};

/** Why a link could not set a password: it is dead (one message for every cause), or the password is weak. */
export class PasswordLinkError extends Error {
  constructor(
    readonly code: "unusable" | "weak_password",
    message: string,
  ) {
    super(message);
    this.name = "PasswordLinkError";
  }
}

const unusable = () => new PasswordLinkError("unusable", PASSWORD_LINK_MESSAGES.unusable);

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface MadeLink {
  /** Goes into the link and nowhere else; the database keeps only its SHA-256. */
  token: string;
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
}

/**
 * A new single-use link for the account, made through `db` (the transaction of the change it goes with).
 * Earlier links keep working until they expire or one of them is used; the expired ones are deleted here.
 */
export async function makePasswordLink(
  db: Database,
  userId: string,
  purpose: PasswordLinkPurpose,
): Promise<MadeLink> {
  await db
    .delete(staffPasswordTokens)
    .where(and(eq(staffPasswordTokens.userId, userId), lte(staffPasswordTokens.expiresAt, sql`now()`)));
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(staffPasswordTokens)
    .values({
      idHash: tokenHash(token),
      userId,
      purpose,
      expiresAt: sql`now() + make_interval(mins => ${LIFETIME_MINUTES[purpose]})`,
    })
    .returning({ expiresAt: staffPasswordTokens.expiresAt });
  if (!row) throw new Error("inserting a password link returned no row");
  return { token, purpose, expiresAt: row.expiresAt };
}

/** A live link's token row and its active account; expiry is read on the database's clock. */
async function liveLink(db: Database, token: string) {
  const [link] = await db
    .select({
      userId: staffUsers.id,
      username: staffUsers.username,
      email: staffUsers.email,
      purpose: staffPasswordTokens.purpose,
      expiresAt: staffPasswordTokens.expiresAt,
    })
    .from(staffPasswordTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordTokens.userId))
    .where(
      and(
        eq(staffPasswordTokens.idHash, tokenHash(token)),
        gt(staffPasswordTokens.expiresAt, sql`now()`),
        isNull(staffUsers.disabledAt),
      ),
    );
  return link;
}

export interface PasswordLinkService {
  /** Whose password a live link sets; PasswordLinkError when it is dead. */
  check(token: string): Promise<PasswordLink>;
  /**
   * Sets the account's password, once: the link and the account's other links are spent, every session
   * of the account ends and its sign-in throttle is cleared. A weak password spends nothing.
   */
  use(token: string, password: string, client: ClientContext): Promise<{ username: string }>;
}

export function createPasswordLinks(database: DatabaseHandle): PasswordLinkService {
  return {
    async check(token) {
      const link = await stored(() => liveLink(database.db, token));
      if (!link) throw unusable();
      return { username: link.username, purpose: link.purpose, expiresAt: link.expiresAt.toISOString() };
    },

    async use(token, password, client) {
      const link = await stored(() => liveLink(database.db, token));
      if (!link) throw unusable();
      const problem = passwordProblem(password, { username: link.username, email: link.email });
      if (problem) throw new PasswordLinkError("weak_password", problem);
      const passwordHash = await hashPassword(password);
      return stored(() =>
        database.transaction(async ({ db }) => {
          // The delete decides, so of two uses racing, one finds the row gone.
          const [spent] = await db
            .delete(staffPasswordTokens)
            .where(
              and(
                eq(staffPasswordTokens.idHash, tokenHash(token)),
                gt(staffPasswordTokens.expiresAt, sql`now()`),
              ),
            )
            .returning({ userId: staffPasswordTokens.userId, purpose: staffPasswordTokens.purpose });
          if (!spent) throw unusable();
          await db.delete(staffPasswordTokens).where(eq(staffPasswordTokens.userId, spent.userId));
          const account = await accountById(db, spent.userId);
          if (account.disabledAt) throw unusable();
          const self = { kind: "staff" as const, userId: account.id, username: account.username, ...client };
          await accountChanges(db, { by: self }).replacePassword(account, passwordHash, "password_changed", {
            purpose: spent.purpose,
          });
          return { username: account.username };
        }),
      );
    },
  };
}
