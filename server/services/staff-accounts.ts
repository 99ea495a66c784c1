import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { CLOSED_LEAD_STATUSES, INBOX_MESSAGES } from "#contracts/leads-inbox";
import type { PasswordLinkMade, StaffAccount } from "#contracts/staff-accounts";
import { STAFF_ROLE_LABELS, type StaffRole } from "#contracts/staff-roles";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { auditLog, leads, quoteRequests, staffUsers } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";
import { moveLeads } from "./lead-owner.ts";
import type { StaffActor } from "./lead-records.ts";
import {
  type LinkDelivery,
  type LinkReason,
  linkLifetime,
  type PasswordLinkMail,
} from "./password-link-mail.ts";
import { type MadeLink, makePasswordLink } from "./password-links.ts";
import {
  accountAudit,
  accountById,
  accountChanges,
  addAccount,
  StaffUserError,
  type StaffUserSummary,
} from "./staff-users.ts";
import { stored } from "./stored.ts";

/** A colleague to hand leads to is no longer (or never was) an active account. */
export class UnknownColleagueError extends Error {
  constructor() {
    super(INBOX_MESSAGES.owner);
    this.name = "UnknownColleagueError";
  }
}

/** An owner's change to an account, told in words; a new link comes with the change that made it. */
export interface Told {
  message: string;
}
export type LinkChange = Omit<PasswordLinkMade, "success">;

async function told(message: Promise<string>): Promise<Told> {
  return { message: await message };
}

export interface StaffAccountsService {
  list(selfId: string): Promise<StaffAccount[]>;
  add(account: { username: string; email: string; role: StaffRole }, actor: StaffActor): Promise<LinkChange>;
  /** Disables the account and gives its open leads to `leadsTo` (null: nobody). */
  disable(id: string, leadsTo: string | null, actor: StaffActor): Promise<Told>;
  enable(id: string, actor: StaffActor): Promise<Told>;
  /** A reset link (the old password stops working), or a new invitation while there is no password yet. */
  passwordLink(id: string, actor: StaffActor): Promise<LinkChange>;
  resetTwoFactor(id: string, actor: StaffActor): Promise<Told>;
  setRole(id: string, role: StaffRole, actor: StaffActor): Promise<Told>;
  setEmail(id: string, email: string, actor: StaffActor): Promise<Told>;
  /** Gives every lead and quote request the account owns to `to` (null: nobody). */
  reassignLeads(id: string, to: string | null, actor: StaffActor): Promise<Told>;
}

function leadsWord(count: number, open = false): string {
  return `${count} ${open ? "open " : ""}${count === 1 ? "lead" : "leads"}`;
}

/** "1 lead is", "3 leads are". */
function leadsAre(count: number, open = false): string {
  return `${leadsWord(count, open)} ${count === 1 ? "is" : "are"}`;
}

const NOT_EMAILED: Record<Exclude<LinkDelivery, "sent">, string> = {
  no_email: "the account has no e-mail address",
  smtp_not_configured: "e-mail is not set up on the server (SMTP_URL)",
  public_url_not_set: "the server does not know the site's address for links (PUBLIC_URL)",
  failed: "the mail server did not take it",
};

/** Says what was done, then whether the link went by e-mail, and how long it works. */
function linkMessage(done: string, account: StaffUserSummary, link: MadeLink, delivery: LinkDelivery) {
  if (delivery === "sent") {
    return `${done} We e-mailed the link to ${account.email}. You can also copy it below; it works once, for ${linkLifetime(link)}.`;
  }
  return `${done} The link was not e-mailed: ${NOT_EMAILED[delivery]}. Copy it below and give it to ${account.username} yourself; it works once, for ${linkLifetime(link)}.`;
}

/** The colleague leads go to: an active account other than the one they leave, or nobody. */
async function colleague(db: Database, id: string | null, leaving: string) {
  if (id === null) return null;
  const [user] = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.disabledAt)));
  if (!user || user.id === leaving) throw new UnknownColleagueError();
  return user;
}

function ownedCount(table: typeof leads | typeof quoteRequests, open: boolean) {
  const closed = sql.join(
    CLOSED_LEAD_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(select count(*)::int from ${table} where ${table.ownerId} = ${staffUsers.id}${
    open ? sql` and ${table.status} not in (${closed})` : sql``
  })`;
}

export function createStaffAccounts(deps: {
  database: DatabaseHandle;
  mail: PasswordLinkMail;
}): StaffAccountsService {
  const { database, mail } = deps;

  /** One change to one account, in a transaction, as `actor`'s. */
  function change<T>(
    id: string,
    actor: StaffActor,
    work: (changes: ReturnType<typeof accountChanges>, target: StaffUserSummary, db: Database) => Promise<T>,
  ): Promise<T> {
    return stored(() =>
      database.transaction(async ({ db }) =>
        work(accountChanges(db, { by: actor }), await accountById(db, id), db),
      ),
    );
  }

  /** E-mails a link made with a change, after the change committed, and says so. */
  async function withLink(
    made: { account: StaffUserSummary; link: MadeLink; done: string },
    reason: LinkReason,
  ): Promise<LinkChange> {
    const delivery = await mail.send(made.account, made.link, reason);
    return {
      message: linkMessage(made.done, made.account, made.link, delivery),
      link: mail.address(made.link.token),
      expiresAt: made.link.expiresAt.toISOString(),
    };
  }

  return {
    async list(selfId) {
      const lastSignIn = sql<Date | null>`(select max(${auditLog.createdAt}) from ${auditLog}
        where ${auditLog.userId} = ${staffUsers.id} and ${auditLog.action} = 'sign_in')`;
      const rows = await stored(() =>
        database.db
          .select({
            id: staffUsers.id,
            username: staffUsers.username,
            email: staffUsers.email,
            role: staffUsers.role,
            disabled: sql<boolean>`${staffUsers.disabledAt} is not null`,
            passwordSet: sql<boolean>`${staffUsers.passwordHash} is not null`,
            twoFactor: sql<boolean>`${staffUsers.twoFactorEnabledAt} is not null`,
            lastSignInAt: sql<string | null>`${lastSignIn}`.mapWith((value) =>
              value === null ? null : new Date(value).toISOString(),
            ),
            leadsOwned: sql<number>`${ownedCount(leads, false)} + ${ownedCount(quoteRequests, false)}`,
            openLeadsOwned: sql<number>`${ownedCount(leads, true)} + ${ownedCount(quoteRequests, true)}`,
          })
          .from(staffUsers)
          .orderBy(sql`${staffUsers.disabledAt} is not null`, asc(staffUsers.username)),
      );
      return rows.map(({ disabled, passwordSet, ...row }) => ({
        ...row,
        status: disabled ? "disabled" : passwordSet ? "active" : "invited",
        self: row.id === selfId,
      }));
    },

    async add(account, actor) {
      const made = await stored(() =>
        addAccount(database, account, { by: actor }, async (db, user) => ({
          account: user,
          link: await makePasswordLink(db, user.id, "invitation"),
          done: `Added ${user.username} as ${STAFF_ROLE_LABELS[user.role]}.`,
        })),
      );
      return withLink(made, "invitation");
    },

    disable(id, leadsTo, actor) {
      return told(
        change(id, actor, async (changes, target, db) => {
          const to = await colleague(db, leadsTo, target.id);
          const moved = await moveLeads(db, { from: target, to, scope: "open" }, actor);
          await changes.disable(target, { leadsTo: to?.username ?? null, leads: moved });
          if (moved > 0) {
            await createAuditLog(db).record(
              "leads_reassigned",
              accountAudit({ by: actor }, target, { to: to?.username ?? null, count: moved, scope: "open" }),
            );
          }
          const handedOver =
            moved === 0
              ? "They had no open leads."
              : to
                ? `Their ${leadsWord(moved, true)} went to ${to.username}.`
                : `Their ${leadsAre(moved, true)} now unassigned.`;
          return `Disabled ${target.username} and ended their sessions. ${handedOver}`;
        }),
      );
    },

    enable(id, actor) {
      return told(
        change(id, actor, async (changes, target) => {
          await changes.enable(target);
          return target.passwordSet
            ? `Re-enabled ${target.username}. They can sign in again.`
            : `Re-enabled ${target.username}. They have no password yet: make them a new invitation link.`;
        }),
      );
    },

    async passwordLink(id, actor) {
      const made = await change(id, actor, async (changes, target, db) => {
        if (target.disabledAt) {
          throw new StaffUserError(
            "disabled",
            `${target.username} is disabled. Re-enable the account first.`,
          );
        }
        if (!target.passwordSet) {
          const link = await makePasswordLink(db, target.id, "invitation");
          await createAuditLog(db).record(
            "password_link_created",
            accountAudit({ by: actor }, target, { purpose: link.purpose, reason: "invitation" }),
          );
          return { account: target, link, done: `Made a new invitation link for ${target.username}.` };
        }
        await changes.replacePassword(target, null, "password_reset");
        const link = await makePasswordLink(db, target.id, "reset");
        return {
          account: target,
          link,
          done: `Reset ${target.username}'s password: the old one no longer works and their sessions have ended.`,
        };
      });
      return withLink(made, made.link.purpose === "invitation" ? "invitation" : "owner_reset");
    },

    resetTwoFactor(id, actor) {
      return told(
        change(id, actor, async (changes, target) => {
          await changes.resetTwoFactor(target);
          return `Turned off two-factor sign-in for ${target.username} and ended their sessions. They set it up again from the Security page.`;
        }),
      );
    },

    setRole(id, role, actor) {
      return told(
        change(id, actor, async (changes, target) => {
          const changed = await changes.setRole(target, role);
          return `${target.username}'s role ${changed ? "is now" : "was already"} ${STAFF_ROLE_LABELS[role]}.`;
        }),
      );
    },

    setEmail(id, email, actor) {
      return told(
        change(id, actor, async (changes, target) => {
          const changed = await changes.setEmail(target, email);
          return `${target.username}'s e-mail address ${changed ? "is now" : "was already"} ${email}.`;
        }),
      );
    },

    reassignLeads(id, toId, actor) {
      return told(
        change(id, actor, async (_changes, target, db) => {
          const to = await colleague(db, toId, target.id);
          const moved = await moveLeads(db, { from: target, to, scope: "all" }, actor);
          if (moved === 0) return `${target.username} owns no leads, so nothing moved.`;
          await createAuditLog(db).record(
            "leads_reassigned",
            accountAudit({ by: actor }, target, { to: to?.username ?? null, count: moved, scope: "all" }),
          );
          return to
            ? `Moved ${target.username}'s ${leadsWord(moved)} to ${to.username}.`
            : `${target.username}'s ${leadsAre(moved)} now unassigned.`;
        }),
      );
    },
  };
}
