import { z } from "zod";
import { FIRST_FILTER_DAY, LAST_FILTER_DAY, optionalCalendarDay } from "./calendar-day.ts";
import { AUDIT_ACTIONS, type AuditAction } from "./staff-roles.ts";

/**
 * The audit log page, owners only: newest first, filtered by who, what and when, paged by entry id
 * (ADR 036). Days are UTC calendar days, both inclusive, as in the leads inbox.
 */

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_LOG_MESSAGES = {
  who: "Who must be a username of 100 characters or less.",
  action: "Please choose an action from the list.",
  date: "Dates must be written as YYYY-MM-DD.",
  dateRange: `Dates must be between ${FIRST_FILTER_DAY} and ${LAST_FILTER_DAY}.`,
  dateOrder: "The 'from' date must not be after the 'to' date.",
  cursor: "The page asked for does not exist. Start again from the newest entries.",
} as const;

const day = optionalCalendarDay(AUDIT_LOG_MESSAGES);

/** An entry id to page from: the entries older than `before`, or newer than `after`. */
const cursor = z.coerce
  .number({ error: AUDIT_LOG_MESSAGES.cursor })
  .int({ error: AUDIT_LOG_MESSAGES.cursor })
  .min(1, { error: AUDIT_LOG_MESSAGES.cursor })
  .max(2 ** 31 - 1, { error: AUDIT_LOG_MESSAGES.cursor })
  .optional();

/** GET /api/admin/audit-log?who=&action=&from=&to=&before=|after= */
export const auditLogQuerySchema = z
  .object({
    who: z
      .string({ error: AUDIT_LOG_MESSAGES.who })
      .trim()
      .max(100, { error: AUDIT_LOG_MESSAGES.who })
      .optional()
      .transform((value) => (value ? value.toLowerCase() : undefined)),
    action: z
      .string({ error: AUDIT_LOG_MESSAGES.action })
      .optional()
      .refine((value) => !value || (AUDIT_ACTIONS as readonly string[]).includes(value), {
        error: AUDIT_LOG_MESSAGES.action,
      })
      .transform((value) => (value ? (value as AuditAction) : undefined)),
    from: day,
    to: day,
    before: cursor,
    after: cursor,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: AUDIT_LOG_MESSAGES.dateOrder,
    path: ["from"],
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    error: AUDIT_LOG_MESSAGES.cursor,
    path: ["before"],
  });
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  /** ISO 8601; the page shows it in the reader's own time zone. */
  at: z.string(),
  /** Who acted; for a failed sign-in, the name that was typed. */
  username: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  ip: z.string().nullable(),
  /** What the entry's details say, in words. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `after` and `before` of the pages either side of this one; null where there is none. */
  newer: z.number().nullable(),
  older: z.number().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
