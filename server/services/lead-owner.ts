import { and, asc, eq, isNull } from "drizzle-orm";
import type { StaffMember } from "../../contracts/leads-inbox.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";
import {
  auditContext,
  type LeadKey,
  recordLeadEvent,
  refOf,
  type StaffActor,
  statusTarget,
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
  assign(key: LeadKey, ownerId: string | null, actor: StaffActor): Promise<OwnerChange | OwnerRefusal>;
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
          const username = async (id: string | null) => {
            if (id === null) return null;
            const [user] = await db
              .select({ username: staffUsers.username })
              .from(staffUsers)
              .where(and(eq(staffUsers.id, id), isNull(staffUsers.disabledAt)));
            return user?.username;
          };
          // The row lock makes two staff assigning one lead at once record `from` truthfully.
          const [row] = await db
            .select({ ownerId: target.ownerId })
            .from(target.table)
            .where(target.where)
            .for("update");
          if (!row) return "lead_not_found";
          const to = await username(ownerId);
          if (to === undefined) return "owner_unknown";
          const fromId = (row.ownerId as string | null) ?? null;
          const change: OwnerChange = { fromId, from: (await username(fromId)) ?? null, toId: ownerId, to };
          if (fromId === ownerId) return change;
          await db.update(target.table).set({ ownerId }).where(target.where);
          await recordLeadEvent(db, key, "owner_changed", { ...change, staffUserId: actor.userId });
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
