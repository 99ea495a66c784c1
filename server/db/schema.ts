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

/** Where a quote's sales e-mail stands; the same life cycle as CRM_STATUSES, ending in `sent`. */
export const MAIL_STATUSES = ["pending", "retrying", "sent", "failed", "not_configured"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const QUOTE_EVENT_TYPES = [
  "submitted",
  "crm_sync_attempt",
  "crm_contact_upserted",
  "crm_synced",
  "crm_retry_scheduled",
  "crm_failed",
  "crm_not_configured",
  "mail_attempt",
  "mail_sent",
  "mail_retry_scheduled",
  "mail_failed",
  "mail_not_configured",
] as const;
export type QuoteEventType = (typeof QUOTE_EVENT_TYPES)[number];

/** A company's request for a quote; it goes to HubSpot (contact and note) and to the sales inbox. */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    contact: text("contact").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    teamSize: integer("team_size").notNull(),
    message: text("message"),
    status: text("status").notNull().default("new"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    crmStatus: text("crm_status").$type<CrmStatus>().notNull().default("pending"),
    crmAttempts: integer("crm_attempts").notNull().default(0),
    crmLastError: text("crm_last_error"),
    crmNextAttemptAt: timestamp("crm_next_attempt_at", { withTimezone: true, mode: "date" }),
    crmContactId: text("crm_contact_id"),
    crmNoteId: text("crm_note_id"),
    crmSyncedAt: timestamp("crm_synced_at", { withTimezone: true, mode: "date" }),
    mailStatus: text("mail_status").$type<MailStatus>().notNull().default("pending"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailLastError: text("mail_last_error"),
    mailNextAttemptAt: timestamp("mail_next_attempt_at", { withTimezone: true, mode: "date" }),
    mailMessageId: text("mail_message_id"),
    mailSentAt: timestamp("mail_sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_crm_status_next_attempt_idx").on(table.crmStatus, table.crmNextAttemptAt),
    index("quote_requests_mail_status_next_attempt_idx").on(table.mailStatus, table.mailNextAttemptAt),
  ],
);

export const quoteEvents = pgTable(
  "quote_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    type: text("type").$type<QuoteEventType>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("quote_events_quote_id_idx").on(table.quoteId, table.createdAt)],
);

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type QuoteEvent = typeof quoteEvents.$inferSelect;
