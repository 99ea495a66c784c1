import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Where a lead stands with the CRM: `pending` until the first attempt, `retrying` between attempts,
 * `synced` or `failed` at the end, `not_configured` when no HubSpot token was set when it ran.
 */
export const CRM_STATUSES = ["pending", "retrying", "synced", "failed", "not_configured"] as const;
export type CrmStatus = (typeof CRM_STATUSES)[number];

export const LEAD_EVENT_TYPES = [
  "submitted",
  "duplicate_submission",
  "crm_sync_attempt",
  "crm_synced",
  "crm_retry_scheduled",
  "crm_failed",
  "crm_not_configured",
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    status: text("status").notNull().default("new"),
    landingPage: text("landing_page"),
    page: text("page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    userAgent: text("user_agent"),
    submissionCount: integer("submission_count").notNull().default(1),
    createdAt: createdAt(),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    crmStatus: text("crm_status").$type<CrmStatus>().notNull().default("pending"),
    crmAttempts: integer("crm_attempts").notNull().default(0),
    crmLastError: text("crm_last_error"),
    crmNextAttemptAt: timestamp("crm_next_attempt_at", { withTimezone: true, mode: "date" }),
    crmContactId: text("crm_contact_id"),
    crmSyncedAt: timestamp("crm_synced_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("leads_email_phone_last_submitted_idx").on(table.email, table.phone, table.lastSubmittedAt),
    index("leads_crm_status_next_attempt_idx").on(table.crmStatus, table.crmNextAttemptAt),
  ],
);

export const leadEvents = pgTable(
  "lead_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").$type<LeadEventType>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("lead_events_lead_id_idx").on(table.leadId, table.createdAt)],
);

export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
