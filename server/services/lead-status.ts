import type { LeadStatus } from "#contracts/lead-status";
import type { OutreachChannel } from "#contracts/outreach-channels";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { createAuditLog } from "./audit.ts";
import {
  type Actor,
  auditContext,
  type LeadKey,
  recordLeadEvent,
  refOf,
  statusTarget,
  storedActor,
} from "./lead-records.ts";
import { stored } from "./stored.ts";

export interface StatusChange {
  from: LeadStatus;
  to: LeadStatus;
}

export interface LeadStatusService {
  /** The lead's status, or undefined when there is no such lead. */
  current(key: LeadKey): Promise<LeadStatus | undefined>;
  /** Sets the status; undefined when there is no such lead. Setting the same status again records nothing. */
  change(key: LeadKey, to: LeadStatus, actor: Actor): Promise<StatusChange | undefined>;
}

/** A change that followed from something else: a first contact made with `channel` (ADR 021). */
export interface AutomaticChange {
  automatic: true;
  channel: OutreachChannel;
}

/** A status change on the lead's timeline and in the audit log; `cause` says what caused it, if not the actor. */
export async function recordStatusChange(
  db: Database,
  key: LeadKey,
  change: StatusChange,
  actor: Actor,
  cause?: AutomaticChange,
) {
  const extra = cause ?? {};
  await recordLeadEvent(db, key, {
    kind: "status_changed",
    detail: { ...change, ...storedActor(actor), ...extra },
  });
  await createAuditLog(db).record(
    "lead_status_changed",
    auditContext(actor, { lead: refOf(key), ...change, ...extra }),
  );
}

export function createLeadStatus(database: DatabaseHandle): LeadStatusService {
  return {
    async current(key) {
      const target = statusTarget(key);
      const [row] = await stored(() =>
        database.db.select({ status: target.status }).from(target.table).where(target.where),
      );
      return row?.status;
    },

    change(key, to, actor) {
      const target = statusTarget(key);
      return stored(() =>
        database.transaction(async ({ db }) => {
          // The row lock makes two staff changing one lead at once record `from` truthfully.
          const [row] = await db
            .select({ status: target.status })
            .from(target.table)
            .where(target.where)
            .for("update");
          if (!row) return undefined;
          const change: StatusChange = { from: row.status, to };
          if (change.from === to) return change;
          await db.update(target.table).set({ status: to }).where(target.where);
          await recordStatusChange(db, key, change, actor);
          return change;
        }),
      );
    },
  };
}
