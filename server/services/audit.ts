import type { AuditAction } from "#contracts/staff-roles";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** Who did something and from where; every field is optional because failed sign-ins have no user. */
export interface AuditContext {
  userId?: string;
  username?: string;
  ip?: string;
  userAgent?: string;
  detail?: Record<string, unknown>;
}

export interface AuditLog {
  record(action: AuditAction, context?: AuditContext): Promise<void>;
}

/** Writes audit entries through `db`, which may be a transaction so the entry commits with the change. */
export function createAuditLog(db: Database): AuditLog {
  return {
    async record(action, context = {}) {
      await db.insert(auditLog).values({
        action,
        userId: context.userId ?? null,
        username: context.username ?? null,
        ip: context.ip ?? null,
        userAgent: context.userAgent ?? null,
        detail: context.detail ?? {},
      });
    },
  };
}
