import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, staffUsers } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";
import type { LinkDelivery, LinkRecipient, PasswordLinkMail } from "./password-link-mail.ts";
import { makePasswordLink } from "./password-links.ts";
import type { ClientContext } from "./staff-sessions.ts";

/** At most this many "Forgot password?" links per account in any hour, so nobody can flood a mailbox. */
export const FORGOT_PASSWORD_LINKS_PER_HOUR = 3;

/** What became of one request for one account, as its audit entry records it. */
type Outcome = LinkDelivery | "no_active_account" | "limit_reached";

export interface ForgotPassword {
  /**
   * Takes a request and returns at once: the look-up, the link and its e-mail happen after the answer has
   * gone, so the answer and its timing are the same whatever the login matches (ADR 036).
   */
  request(login: string, client: ClientContext): void;
  /** Waits for the requests still being handled (the server waits for them as it stops). */
  settled(): Promise<void>;
}

interface Account extends LinkRecipient {
  id: string;
}

/** The active accounts a login names: the one with that username, else every one with that address. */
async function accountsFor(database: DatabaseHandle, login: string): Promise<Account[]> {
  const accounts = await database.db
    .select({ id: staffUsers.id, username: staffUsers.username, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        isNull(staffUsers.disabledAt),
        or(eq(staffUsers.username, login), eq(sql`lower(${staffUsers.email})`, login)),
      ),
    );
  const byUsername = accounts.filter((account) => account.username === login);
  return byUsername.length > 0 ? byUsername : accounts;
}

export function createForgotPassword(deps: {
  /** The background handle: on PGlite this work waits while requests' work is waiting. */
  database: DatabaseHandle;
  mail: PasswordLinkMail;
  log: FastifyBaseLogger;
}): ForgotPassword {
  const { database, mail, log } = deps;
  const pending = new Set<Promise<void>>();

  /** Makes a link unless the account had its hour's share; the account's row lock keeps two at once honest. */
  function makeLink(account: Account, client: ClientContext) {
    return database.transaction(async ({ db }) => {
      await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.id, account.id))
        .for("update");
      const [recent] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.userId, account.id),
            eq(auditLog.action, "password_link_created"),
            gt(auditLog.createdAt, sql`now() - interval '1 hour'`),
            sql`${auditLog.detail}->>'reason' = 'forgot_password'`,
          ),
        );
      if ((recent?.count ?? 0) >= FORGOT_PASSWORD_LINKS_PER_HOUR) return undefined;
      const link = await makePasswordLink(db, account.id, "reset");
      await createAuditLog(db).record("password_link_created", {
        userId: account.id,
        username: account.username,
        ...client,
        detail: { purpose: link.purpose, reason: "forgot_password" },
      });
      return link;
    });
  }

  async function outcomeFor(account: Account, client: ClientContext): Promise<Outcome> {
    const blocked = mail.undeliverable(account);
    if (blocked) return blocked;
    const link = await makeLink(account, client);
    if (!link) return "limit_reached";
    return mail.send(account, link, "forgot_password");
  }

  async function handle(login: string, client: ClientContext): Promise<void> {
    const audit = createAuditLog(database.db);
    const accounts = await accountsFor(database, login);
    if (accounts.length === 0) {
      await audit.record("password_reset_requested", {
        username: login,
        ...client,
        detail: { outcome: "no_active_account" },
      });
      return;
    }
    for (const account of accounts) {
      const outcome = await outcomeFor(account, client);
      await audit.record("password_reset_requested", {
        userId: account.id,
        username: account.username,
        ...client,
        detail: { login, outcome },
      });
    }
  }

  return {
    request(login, client) {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handle(login, client))
        .catch((error: unknown) => {
          log.error({ err: error, ip: client.ip }, "a forgot-password request could not be handled");
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    async settled() {
      await Promise.all([...pending]);
    },
  };
}
