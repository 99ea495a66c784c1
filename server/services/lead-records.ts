import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LeadKey, LeadRef } from "../../contracts/lead-ref.ts";
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

/** Records a timeline event for either kind (lead_events or quote_events). */
export async function recordLeadEvent(
  db: Database,
  key: LeadKey,
  type: "status_changed" | "owner_changed",
  detail: Record<string, unknown>,
): Promise<void> {
  if (key.kind === "lead") await db.insert(leadEvents).values({ leadId: key.id, type, detail });
  else await db.insert(quoteEvents).values({ quoteId: key.id, type, detail });
}

/** The table holding this kind's status, owner and first contact, and the condition that picks the record. */
export function statusTarget(key: LeadKey): {
  table: typeof leads | typeof quoteRequests;
  status: PgColumn;
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
