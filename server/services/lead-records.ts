import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type {
  HistoriesOf,
  HistoryKindOn,
  LeadHistoryEvent,
  OtherActor,
  StoredActor,
} from "#contracts/lead-history";
import type { LeadKey, LeadRef } from "#contracts/lead-ref";
import type { Database } from "../db/client.ts";
import { leadEvents, leads, quoteEvents, quoteRequests } from "../db/schema.ts";
import type { AuditContext } from "./audit.ts";

export type { LeadKey } from "#contracts/lead-ref";

/** The staff member acting, and from where, for the timeline and the audit log. */
export interface StaffActor {
  kind: "staff";
  userId: string;
  username: string;
  ip?: string;
  userAgent?: string;
}

/** Who changes a lead: a member of staff, the visitor, a provider's webhook, or a scheduled job. */
export type Actor = StaffActor | OtherActor;

/** The actor as the change's event keeps it (contracts/lead-history.ts, storedActorSchema). */
export function storedActor(actor: Actor): StoredActor {
  return actor.kind === "staff" ? { staffUserId: actor.userId } : { actor };
}

/** The audit entry's who: a staff member's account, or, for anyone else, what they are in its detail. */
export function auditContext(actor: Actor, detail: Record<string, unknown>): AuditContext {
  if (actor.kind !== "staff") return { detail: { ...detail, actor } };
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

/** A lead whose history can hold the event's kind: a quote-only kind cannot be recorded for a lead. */
type KeyFor<Event extends LeadHistoryEvent> = LeadKey & { kind: HistoriesOf<Event["kind"]> };

/**
 * Records one event on a lead's or a quote request's history, with the detail its kind declares
 * (contracts/lead-history.ts): the one way an event is written, so every row's detail parses when it is read.
 */
export function recordLeadEvent<Event extends LeadHistoryEvent>(
  db: Database,
  key: KeyFor<Event>,
  event: Event,
): Promise<void> {
  return recordLeadEvents(db, key.kind, [key.id], event);
}

/** Records the same event for several leads of one kind. */
export async function recordLeadEvents<Event extends LeadHistoryEvent>(
  db: Database,
  kind: HistoriesOf<Event["kind"]>,
  ids: readonly string[],
  event: Event,
): Promise<void> {
  if (ids.length === 0) return;
  // The signature let through only kinds this history holds; each table's CHECK refuses any other all the same.
  const { kind: type, detail } = event as {
    kind: HistoryKindOn<"lead"> & HistoryKindOn<"quote">;
    detail: Record<string, unknown>;
  };
  if (kind === "lead") await db.insert(leadEvents).values(ids.map((leadId) => ({ leadId, type, detail })));
  else await db.insert(quoteEvents).values(ids.map((quoteId) => ({ quoteId, type, detail })));
}

/**
 * The event's type and detail as the two values of an `insert into lead_events (…, type, detail) select …`, for the
 * one statement that stores a lead with its event (server/services/leads.ts).
 */
export function eventValuesSql(event: LeadHistoryEvent<HistoryKindOn<"lead">>): SQL {
  return sql`${event.kind}::text, ${JSON.stringify(event.detail)}::jsonb`;
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
