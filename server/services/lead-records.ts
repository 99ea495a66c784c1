import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LeadKey, LeadKind, LeadRef } from "../../contracts/lead-ref.ts";
import type { Database } from "../db/client.ts";
import { leadEvents, leads, quoteEvents, quoteRequests } from "../db/schema.ts";
import type { AuditContext } from "./audit.ts";

export type { LeadKey } from "../../contracts/lead-ref.ts";

/** The staff member acting, and from where, for the timeline and the audit log. */
export interface StaffActor {
  userId: string;
  username: string;
  ip?: string;
  userAgent?: string;
}

export function auditContext(actor: StaffActor, detail: Record<string, unknown>): AuditContext {
  return {
    userId: actor.userId,
    username: actor.username,
    ...(actor.ip ? { ip: actor.ip } : {}),
    ...(actor.userAgent ? { userAgent: actor.userAgent } : {}),
    detail,
  };
}

export function refOf(key: LeadKey): LeadRef {
  return `${key.kind}:${key.id}`;
}

/** The columns of outbound_messages and lead_notes that point at this kind of lead. */
export function ownerColumns(key: LeadKey): { leadId: string | null; quoteId: string | null } {
  return key.kind === "lead" ? { leadId: key.id, quoteId: null } : { leadId: null, quoteId: key.id };
}

type StaffEventType = "status_changed" | "owner_changed";

/** Records one timeline event for either kind (lead_events or quote_events). */
export function recordLeadEvent(
  db: Database,
  key: LeadKey,
  type: StaffEventType,
  detail: Record<string, unknown>,
): Promise<void> {
  return recordLeadEvents(db, key.kind, [key.id], type, detail);
}

/** Records the same timeline event for several leads of one kind. */
export async function recordLeadEvents(
  db: Database,
  kind: LeadKind,
  ids: readonly string[],
  type: StaffEventType,
  detail: Record<string, unknown>,
): Promise<void> {
  if (ids.length === 0) return;
  if (kind === "lead") await db.insert(leadEvents).values(ids.map((leadId) => ({ leadId, type, detail })));
  else await db.insert(quoteEvents).values(ids.map((quoteId) => ({ quoteId, type, detail })));
}

/** The table holding this kind's status, owner and first contact, and the condition that picks the record. */
export function statusTarget(key: LeadKey): {
  table: typeof leads | typeof quoteRequests;
  status: typeof leads.status | typeof quoteRequests.status;
  ownerId: PgColumn;
  firstContactedAt: PgColumn;
  where: SQL;
} {
  const table = key.kind === "lead" ? leads : quoteRequests;
  return {
    table,
    status: table.status,
    ownerId: table.ownerId,
    firstContactedAt: table.firstContactedAt,
    where: eq(table.id, key.id),
  };
}
