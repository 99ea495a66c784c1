import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import { LEAD_KINDS } from "#contracts/lead-ref";
import { CLOSED_LEAD_STATUSES, type StaffMember } from "#contracts/leads-inbox";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";
import {
  type Actor,
  auditContext,
  type LeadKey,
  recordLeadEvent,
  recordLeadEvents,
  refOf,
  statusTarget,
  storedActor,
} from "./lead-records.ts";
import { stored } from "./stored.ts";

/** Who owned the lead before and after, by id and username (null while unassigned). */
export interface OwnerChange {
  fromId: string | null;
  from: string | null;
  toId: string | null;
  to: string | null;
}

/** Why an owner could not be set: no such lead, or no such active staff member. */
export type OwnerRefusal = "lead_not_found" | "owner_unknown";

export interface LeadOwnerService {
  /** Staff members a lead can be given to: active accounts, by username. */
  staff(): Promise<StaffMember[]>;
  /** Gives the lead to `ownerId` (null: nobody); setting the same owner again records nothing. */
  assign(key: LeadKey, ownerId: string | null, actor: Actor): Promise<OwnerChange | OwnerRefusal>;
}

/** Whose leads move and to whom (null: nobody). */
export interface LeadsMove {
  from: { id: string; username: string };
  to: { id: string; username: string } | null;
  /** `open`: only the leads neither Member nor Lost (a colleague leaving); `all`: every one. */
  scope: "open" | "all";
}

/**
 * Gives every lead and quote request `from` owns (in `scope`) to `to`, through `db` (the caller's
 * transaction, which also writes the audit entry), each with its `owner_changed` timeline event as
 * `assign` records it. Answers how many moved.
 */
export async function moveLeads(db: Database, move: LeadsMove, actor: Actor): Promise<number> {
  const change: OwnerChange = {
    fromId: move.from.id,
    from: move.from.username,
    toId: move.to?.id ?? null,
    to: move.to?.username ?? null,
  };
  const event = { kind: "owner_changed", detail: { ...change, ...storedActor(actor) } } as const;
  let moved = 0;
  for (const kind of LEAD_KINDS) {
    const { table } = statusTarget({ kind, id: "" });
    const owned = eq(table.ownerId, move.from.id);
    const rows = await db
      .update(table)
      .set({ ownerId: change.toId })
      .where(move.scope === "open" ? and(owned, notInArray(table.status, [...CLOSED_LEAD_STATUSES])) : owned)
      .returning({ id: table.id });
    await recordLeadEvents(
      db,
      kind,
      rows.map(({ id }) => id),
      event,
    );
    moved += rows.length;
  }
  return moved;
}

export function createLeadOwner(database: DatabaseHandle): LeadOwnerService {
  return {
    staff() {
      return stored(() =>
        database.db
          .select({ id: staffUsers.id, username: staffUsers.username })
          .from(staffUsers)
          .where(isNull(staffUsers.disabledAt))
          .orderBy(asc(staffUsers.username)),
      );
    },

    assign(key, ownerId, actor) {
      const target = statusTarget(key);
      return stored(() =>
        database.transaction(async ({ db }) => {
          // A lead goes only to an active account, but may come from one disabled since, named all the same.
          const username = async (id: string | null, activeOnly: boolean) => {
            if (id === null) return null;
            const account = eq(staffUsers.id, id);
            const [user] = await db
              .select({ username: staffUsers.username })
              .from(staffUsers)
              .where(activeOnly ? and(account, isNull(staffUsers.disabledAt)) : account);
            return user?.username;
          };
          // The row lock makes two staff assigning one lead at once record `from` truthfully.
          const [row] = await db
            .select({ ownerId: target.ownerId })
            .from(target.table)
            .where(target.where)
            .for("update");
          if (!row) return "lead_not_found";
          const to = await username(ownerId, true);
          if (to === undefined) return "owner_unknown";
          const fromId = (row.ownerId as string | null) ?? null;
          const change: OwnerChange = {
            fromId,
            from: (await username(fromId, false)) ?? null,
            toId: ownerId,
            to,
          };
          if (fromId === ownerId) return change;
          await db.update(target.table).set({ ownerId }).where(target.where);
          await recordLeadEvent(db, key, {
            kind: "owner_changed",
            detail: { ...change, ...storedActor(actor) },
          });
          await createAuditLog(db).record(
            "lead_owner_changed",
            auditContext(actor, { lead: refOf(key), ...change }),
          );
          return change;
        }),
      );
    },
  };
}
