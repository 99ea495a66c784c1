import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONSENT_PURPOSES, type ConsentPurpose } from "#contracts/consent";
import { CONTACT_KIND_IDS, type ContactKind } from "#contracts/contact-identities";
import { type HistoryKindOn, historyKindsOn } from "#contracts/lead-history";
import { NEXT_STEP_WHAT_MAX } from "#contracts/lead-next-step";
import {
  LEAD_STATUSES,
  type LeadStatus,
  MAIL_STATES,
  type MailState,
  type SyncState,
} from "#contracts/leads-inbox";
import type { OutreachChannel } from "#contracts/outreach-channels";
import type { AuditAction, StaffRole } from "#contracts/staff-roles";
import type { TeacherId } from "#contracts/teachers";
import { TRIAL_BOOKING_STATUSES, type TrialBookingStatus } from "#contracts/trial-booking";
import { VISITOR_MESSAGE_KINDS, type VisitorMessageKind } from "#contracts/visitor-messages";

/**
 * Where a lead stands with the CRM: `pending` until the first attempt, `retrying` between attempts,
 * `synced` or `failed` at the end, `not_configured` when no HubSpot token was set when it ran.
 */
export type CrmStatus = SyncState;

/**
 * Where the new-lead alert to staff stands: the e-mail delivery's life cycle, plus `skipped` for records
 * stored before alerts existed (the migration gives them that, so deploying does not alert old leads).
 */
export type AlertStatus = MailStatus | "skipped";

/**
 * The columns every kind of lead shares for speed to lead: the staff alert's delivery state, and who
 * first reached the person and when (the first call, SMS, e-mail or WhatsApp the provider took, or a dry run).
 */
function speedToLeadColumns() {
  return {
    alertStatus: text("alert_status").$type<AlertStatus>().notNull().default("pending"),
    alertAttempts: integer("alert_attempts").notNull().default(0),
    alertLastError: text("alert_last_error"),
    alertNextAttemptAt: timestamp("alert_next_attempt_at", { withTimezone: true, mode: "date" }),
    /** The alert's steps done so far, so a retry does not repeat them. */
    alertMailedAt: timestamp("alert_mailed_at", { withTimezone: true, mode: "date" }),
    alertTextedAt: timestamp("alert_texted_at", { withTimezone: true, mode: "date" }),
    alertSentAt: timestamp("alert_sent_at", { withTimezone: true, mode: "date" }),
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true, mode: "date" }),
    firstContactedBy: uuid("first_contacted_by").references((): AnyPgColumn => staffUsers.id, {
      onDelete: "set null",
    }),
    firstContactChannel: text("first_contact_channel").$type<OutreachChannel>(),
    /** The staff member whose lead it is; null while unassigned. */
    ownerId: uuid("owner_id").references((): AnyPgColumn => staffUsers.id, { onDelete: "set null" }),
  };
}

/** The kinds of event a lead's history holds, from the one registry of them (contracts/lead-history.ts). */
export const LEAD_EVENT_TYPES = historyKindsOn("lead");
export type LeadEventType = HistoryKindOn<"lead">;

/** Where a lead or quote request stands in the funnel: one of the contract's statuses, new to begin with. */
const leadStatus = () => text("status").$type<LeadStatus>().notNull().default("new");

/** The database refuses a status the contract does not list. */
function leadStatusCheck(name: string, status: AnyPgColumn) {
  return check(name, sql`${status} in (${sql.raw(LEAD_STATUSES.map((value) => `'${value}'`).join(", "))})`);
}

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`);

/**
 * `column in ('a', 'b')` for a CHECK: a constraint's SQL is DDL, which takes no parameters, so the values are
 * written in; they are the registries' own identifiers (lower case and underscores), never input.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`"${value}" is not an identifier a CHECK can list.`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

/**
 * The digits of a phone number, whatever its spacing: what the inbox search compares typed digits with.
 * The inbox queries repeat this exact expression so PostgreSQL can use the trigram index built on it.
 */
export function phoneDigits(column: AnyPgColumn): SQL {
  return sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
}

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    status: leadStatus(),
    landingPage: text("landing_page"),
    page: text("page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    // What the visitor was looking at when they opened the form: a teacher, an offering, a plan.
    interestTeacher: text("interest_teacher"),
    interestOffering: text("interest_offering"),
    interestPlan: text("interest_plan"),
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
    ...speedToLeadColumns(),
  },
  (table) => [
    index("leads_email_phone_last_submitted_idx").on(table.email, table.phone, table.lastSubmittedAt),
    index("leads_crm_status_next_attempt_idx").on(table.crmStatus, table.crmNextAttemptAt),
    // The inbox: newest first, optionally within one status or one source (compared in lower case).
    index("leads_created_at_id_idx").on(table.createdAt, table.id),
    index("leads_status_created_at_idx").on(table.status, table.createdAt),
    index("leads_utm_source_created_at_idx").on(sql`lower(${table.utmSource})`, table.createdAt),
    // `%term%` search on name, e-mail and phone digits (pg_trgm, see ADR 010). One index per column:
    // the planner costs a multi-column GIN index as if every column were searched, and then reads the table.
    index("leads_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("leads_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("leads_phone_digits_trgm_idx").using("gin", sql`${phoneDigits(table.phone)} gin_trgm_ops`),
    index("leads_alert_status_next_attempt_idx").on(table.alertStatus, table.alertNextAttemptAt),
    // Leads still waiting for their first contact, by how long they have waited (due and overdue).
    index("leads_waiting_created_at_idx").on(table.createdAt).where(sql`${table.firstContactedAt} is null`),
    index("leads_owner_created_at_idx").on(table.ownerId, table.createdAt),
    leadStatusCheck("leads_status_check", table.status),
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
  (table) => [
    index("lead_events_lead_id_idx").on(table.leadId, table.createdAt),
    check("lead_events_type_check", oneOf(table.type, LEAD_EVENT_TYPES)),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;

/** Where a quote's sales e-mail stands; the same life cycle as CrmStatus, ending in `sent` (the contract's words). */
export const MAIL_STATUSES = MAIL_STATES;
export type MailStatus = MailState;

/** The kinds of event a quote request's history holds. */
export const QUOTE_EVENT_TYPES = historyKindsOn("quote");
export type QuoteEventType = HistoryKindOn<"quote">;

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
    status: leadStatus(),
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
    ...speedToLeadColumns(),
  },
  (table) => [
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_status_created_at_idx").on(table.status, table.createdAt),
    index("quote_requests_contact_trgm_idx").using("gin", table.contact.op("gin_trgm_ops")),
    index("quote_requests_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("quote_requests_company_trgm_idx").using("gin", table.company.op("gin_trgm_ops")),
    index("quote_requests_phone_digits_trgm_idx").using("gin", sql`${phoneDigits(table.phone)} gin_trgm_ops`),
    index("quote_requests_crm_status_next_attempt_idx").on(table.crmStatus, table.crmNextAttemptAt),
    index("quote_requests_mail_status_next_attempt_idx").on(table.mailStatus, table.mailNextAttemptAt),
    index("quote_requests_alert_status_next_attempt_idx").on(table.alertStatus, table.alertNextAttemptAt),
    index("quote_requests_waiting_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.firstContactedAt} is null`),
    index("quote_requests_owner_created_at_idx").on(table.ownerId, table.createdAt),
    leadStatusCheck("quote_requests_status_check", table.status),
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
  (table) => [
    index("quote_events_quote_id_idx").on(table.quoteId, table.createdAt),
    check("quote_events_type_check", oneOf(table.type, QUOTE_EVENT_TYPES)),
  ],
);

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type QuoteEvent = typeof quoteEvents.$inferSelect;

/**
 * The addresses a lead or a quote request can be reached at, one row per kind and value in its stored form
 * (contracts/contact-identities.ts): a send or a reply finds its lead here, whatever its channel
 * (docs/decisions/038-contact-identities-per-channel.md). The phone and e-mail rows are written by a trigger
 * on `leads` and `quote_requests` (migration 0014), so they follow every insert and every change of those
 * columns, from whichever code or statement it comes.
 */
export const contactIdentities = pgTable(
  "contact_identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ContactKind>().notNull(),
    /** E.164 for a phone, lower case for an e-mail address. */
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_identities_kind_value_idx").on(table.kind, table.value),
    uniqueIndex("contact_identities_lead_idx")
      .on(table.leadId, table.kind, table.value)
      .where(sql`${table.leadId} is not null`),
    uniqueIndex("contact_identities_quote_idx")
      .on(table.quoteId, table.kind, table.value)
      .where(sql`${table.quoteId} is not null`),
    check("contact_identities_one_owner", sql`(${table.leadId} is null) <> (${table.quoteId} is null)`),
    check("contact_identities_kind_check", oneOf(table.kind, CONTACT_KIND_IDS)),
  ],
);

/**
 * A member of staff who signs in to the admin area. Usernames are stored in lower case and are unique among
 * active accounts only: a departed colleague's disabled row keeps its history, and the name can be given to
 * someone new (re-enabling the old row then asks for the name to be free).
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    /** argon2id, PHC string format; null while an invited colleague has not set one yet. */
    passwordHash: text("password_hash"),
    role: text("role").$type<StaffRole>().notNull().default("staff"),
    /** Where invitations and "Forgot password?" links go; optional for accounts made before it existed. */
    email: text("email"),
    /** A disabled account cannot sign in and its sessions end; the row stays for the audit trail. */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
    /**
     * The TOTP secret, encrypted with a key from configuration (ADR 035). Set with `twoFactorEnabledAt`
     * still null while enrolment waits for its first code; two-factor sign-in is on once both are set.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true, mode: "date" }),
    /** The newest TOTP time step accepted; a code of that step or an older one is never accepted again. */
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("staff_users_active_username_idx").on(table.username).where(sql`${table.disabledAt} is null`),
    index("staff_users_username_idx").on(table.username),
    check("staff_users_role_check", sql`${table.role} in ('owner', 'staff')`),
  ],
);

/** One-time recovery codes for a lost phone: only a SHA-256 of each (ADR 026), spent when used. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("staff_recovery_codes_user_id_idx").on(table.userId)],
);

/**
 * A sign-in waiting for its second factor. Every password step that does not sign in opens one, for an
 * unknown user too, and it records whether the password was right without ever saying so: the answer
 * comes only after the code (ADR 026, ADR 035).
 */
export const staffSignInChallenges = pgTable("staff_sign_in_challenges", {
  idHash: text("id_hash").primaryKey(),
  /** Null when the username typed belongs to no active account. */
  userId: uuid("user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
  /** As typed (lower-cased), for the audit log and the throttle's keys at the code step. */
  username: text("username").notNull(),
  passwordMatched: boolean("password_matched").notNull(),
  /** What the password step counted against the sign-in throttle, settled by the code step. */
  throttleAdmission: jsonb("throttle_admission").$type<ThrottleAdmission>().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** The throttle keys an attempt counted against, and those where it started a wait (login-throttle.ts). */
export interface ThrottleAdmission {
  keys: string[];
  startedWaits: string[];
}

/**
 * Failed sign-in counting, one row per key: a (username, address) pair, an address, a username's attempts
 * from browsers it never signed in on, or one trusted browser (ADR 035). An attempt is counted here before
 * its password or code is checked, in one statement, so parallel attempts cannot pass the limit.
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    key: text("key").primaryKey(),
    /** The account a key belongs to, so a password reset can clear its throttle; null for an address. */
    username: text("username"),
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" }).notNull(),
    /** How many waits this key has served recently; each wait is twice the last, up to a cap. */
    lockouts: integer("lockouts").notNull().default(0),
    blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("sign_in_throttle_username_idx").on(table.username),
    index("sign_in_throttle_last_failure_idx").on(table.lastFailureAt),
  ],
);

/**
 * A browser a staff member signed in on (OWASP's device cookie): attempts from it are counted on their own,
 * so strangers failing against the username elsewhere never lock its owner out (ADR 035). Only the cookie's
 * SHA-256 is kept.
 */
export const staffTrustedDevices = pgTable(
  "staff_trusted_devices",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("staff_trusted_devices_user_id_idx").on(table.userId)],
);

/**
 * A single-use link to set a password: an owner's invitation or reset, or "Forgot password?". Only the
 * token's SHA-256 is kept; using it deletes the row.
 */
export const staffPasswordTokens = pgTable(
  "staff_password_tokens",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"invitation" | "reset">().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("staff_password_tokens_user_id_idx").on(table.userId)],
);

/**
 * A signed-in browser. Only a SHA-256 of the cookie's random id is stored, so a copy of this table
 * cannot be replayed as a cookie.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** Sent back as X-CSRF-Token on every admin POST. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
    /** The absolute end; the idle end is lastSeenAt plus the idle timeout. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("staff_sessions_user_id_idx").on(table.userId),
    index("staff_sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Who did what to the staff area, and when. `username` is what was typed for failed sign-ins
 * (lower-cased), so failures for unknown accounts are counted too.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: text("action").$type<AuditAction>().notNull(),
    userId: uuid("user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    username: text("username"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_action_username_created_idx").on(table.action, table.username, table.createdAt),
    index("audit_log_action_ip_created_idx").on(table.action, table.ip, table.createdAt),
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_user_id_created_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * `dry-run` when the provider is not configured (nothing left the building), `failed` when the
 * provider refused; otherwise the provider's own status word (queued, sent, delivered, read,
 * undelivered, initiated, ringing, in-progress, completed, busy, no-answer, canceled), kept current
 * by the Twilio status callback.
 */
export type OutreachStatus = string;

/** Every call, SMS, e-mail and WhatsApp message staff sent, or tried to send. */
export const outboundMessages = pgTable(
  "outbound_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<OutreachChannel>().notNull(),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The client's number (E.164) or e-mail address. */
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    /** SMS text, e-mail subject and HTML; null for calls and templates. */
    subject: text("subject"),
    content: text("content"),
    /** WhatsApp template id (ours, e.g. health_report_request_campaign). */
    template: text("template"),
    /** Channel-specific extras: the agent's number for calls, the booking link, the content SID. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /** Twilio's CallSid/MessageSid or the SMTP Message-ID. */
    providerId: text("provider_id"),
    status: text("status").$type<OutreachStatus>().notNull(),
    error: text("error"),
    /** Set when staff sent it from a lead's page, so it shows on that lead's timeline. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    quoteId: uuid("quote_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (table) => [
    index("outbound_messages_provider_id_idx").on(table.providerId),
    index("outbound_messages_created_at_idx").on(table.createdAt),
    index("outbound_messages_recipient_idx").on(table.recipient),
    index("outbound_messages_lead_id_idx").on(table.leadId),
    index("outbound_messages_quote_id_idx").on(table.quoteId),
  ],
);

/** A staff member's note on a lead or on a quote request (exactly one of the two). */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("lead_notes_lead_id_idx").on(table.leadId, table.createdAt),
    index("lead_notes_quote_id_idx").on(table.quoteId, table.createdAt),
    check("lead_notes_one_owner", sql`(${table.leadId} is null) <> (${table.quoteId} is null)`),
  ],
);

/**
 * Numbers that replied STOP (or another opt-out keyword): SMS and WhatsApp are not sent to them.
 * A START reply sets `opted_out` back to false; the row stays as the record of the last keyword.
 */
export const smsOptOuts = pgTable("sms_opt_outs", {
  /** E.164, without any `whatsapp:` prefix. */
  phone: text("phone").primaryKey(),
  optedOut: boolean("opted_out").notNull(),
  keyword: text("keyword").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
});

/** Replies and other messages people sent to our Twilio numbers. */
export const inboundMessages = pgTable(
  "inbound_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Twilio's MessageSid: a retried webhook is stored once. */
    providerId: text("provider_id").notNull(),
    /** As Twilio sent it, `whatsapp:` prefix included. */
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    /** The sender's number without the `whatsapp:` prefix: what a lead's phone is compared with. */
    phone: text("phone").notNull(),
    /** `opted_out` / `opted_in` when the body was one of Twilio's keywords. */
    optChange: text("opt_change").$type<"opted_out" | "opted_in">(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("inbound_messages_provider_id_idx").on(table.providerId),
    index("inbound_messages_phone_created_at_idx").on(table.phone, table.createdAt),
  ],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type OutboundMessage = typeof outboundMessages.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type InboundMessage = typeof inboundMessages.$inferSelect;

/**
 * Every provider event the webhook area took in, once: a repeat of (provider, event id) is answered without
 * being acted on again (docs/decisions/039-webhook-area-guarded-by-construction.md). `processed_at` is set
 * when the event's job has done its work; until then it is waiting in its queue.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The verifier's provider: `twilio`. */
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
    processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [uniqueIndex("webhook_events_provider_event_id_idx").on(table.provider, table.eventId)],
);

/**
 * A teacher's booking calendar (docs/decisions/050-trial-booking-times-and-calendars.md): the zone their weekly
 * hours are written in and the video link their trials use. One row per teacher of contracts/teachers.ts, made
 * by the owner's availability editor; a teacher with no row has no bookable time.
 */
export const teacherCalendars = pgTable("teacher_calendars", {
  teacherId: text("teacher_id").$type<TeacherId>().primaryKey(),
  /** IANA zone of the weekly hours ("Asia/Kolkata"): a teacher's 07:00 stays 07:00 across DST. */
  timeZone: text("time_zone").notNull(),
  videoLink: text("video_link"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
});

/** One span of a teacher's week, in their calendar's zone: ISO weekday (1 Monday … 7 Sunday), minutes from midnight. */
export const teacherWeeklyHours = pgTable(
  "teacher_weekly_hours",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: text("teacher_id")
      .$type<TeacherId>()
      .notNull()
      .references(() => teacherCalendars.teacherId, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (table) => [
    index("teacher_weekly_hours_teacher_idx").on(table.teacherId, table.weekday),
    check("teacher_weekly_hours_weekday_check", sql`${table.weekday} between 1 and 7`),
    check(
      "teacher_weekly_hours_span_check",
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

/** Time a teacher is away (holiday, illness): no trial is offered in it. */
export const teacherTimeOff = pgTable(
  "teacher_time_off",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    teacherId: text("teacher_id")
      .$type<TeacherId>()
      .notNull()
      .references(() => teacherCalendars.teacherId, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    note: text("note"),
  },
  (table) => [
    index("teacher_time_off_teacher_idx").on(table.teacherId, table.startsAt),
    check("teacher_time_off_span_check", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * A trial time booked for a lead. Two active bookings (hold or confirmed) of one teacher never overlap: migration
 * 0015 adds an exclusion constraint (btree_gist) that Drizzle cannot declare, `trial_bookings_no_overlap`.
 * `sequence` is the calendar invitation's SEQUENCE, raised by every move and by the cancellation.
 */
export const trialBookings = pgTable(
  "trial_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    teacherId: text("teacher_id").$type<TeacherId>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    status: text("status").$type<TrialBookingStatus>().notNull(),
    /** The zone the visitor chose the time in: their e-mails say the time in it. */
    timeZone: text("time_zone").notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (table) => [
    index("trial_bookings_starts_at_idx").on(table.startsAt),
    index("trial_bookings_lead_idx").on(table.leadId, table.createdAt),
    // A lead holds one trial at a time: a second booking moves the first instead.
    uniqueIndex("trial_bookings_one_active_per_lead_idx")
      .on(table.leadId)
      .where(sql`${table.status} in ('hold', 'confirmed')`),
    check("trial_bookings_status_check", oneOf(table.status, TRIAL_BOOKING_STATUSES)),
    check("trial_bookings_span_check", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export type TrialBookingRow = typeof trialBookings.$inferSelect;

/** How a next step stopped being open: done by staff, replaced by a newer one, or withdrawn by the server. */
export const NEXT_STEP_OUTCOMES = ["done", "replaced", "withdrawn"] as const;
export type NextStepOutcome = (typeof NEXT_STEP_OUTCOMES)[number];

/**
 * A lead's next step (docs/product/staff-area.md, Next step): what, when it is due, and who does it (null: the lead's
 * owner, or anyone while it has none). Rows are closed, never deleted, so the page's history and a later report can
 * count them; at most one per lead is open, which a partial unique index decides when two staff set one at once.
 * `noShowBookingId` marks a step a trial's no-show set, so correcting that trial to attended closes that step only.
 */
export const leadNextSteps = pgTable(
  "lead_next_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    what: text("what").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    assigneeId: uuid("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    noShowBookingId: uuid("no_show_booking_id").references(() => trialBookings.id, { onDelete: "set null" }),
    /** The staff member who set it; null when the server did, or the account is gone. */
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    completedBy: uuid("completed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    outcome: text("outcome").$type<NextStepOutcome>(),
  },
  (table) => [
    uniqueIndex("lead_next_steps_one_open_per_lead_idx")
      .on(table.leadId)
      .where(sql`${table.completedAt} is null`),
    index("lead_next_steps_lead_idx").on(table.leadId, table.createdAt),
    index("lead_next_steps_open_due_idx").on(table.dueAt).where(sql`${table.completedAt} is null`),
    check(
      "lead_next_steps_what_check",
      sql`char_length(${table.what}) between 1 and ${sql.raw(String(NEXT_STEP_WHAT_MAX))}`,
    ),
    check("lead_next_steps_outcome_check", oneOf(table.outcome, NEXT_STEP_OUTCOMES)),
    check("lead_next_steps_closed_check", sql`(${table.completedAt} is null) = (${table.outcome} is null)`),
  ],
);

export type LeadNextStepRow = typeof leadNextSteps.$inferSelect;

/**
 * What a visitor agreed to on the lead form, one row per choice (docs/product/consent.md): the exact wording shown,
 * by its version, whether they agreed, when, on which page and from which address. Rows are only added: a later
 * form or a STOP reply adds its own row, so the record of what was agreed stays as it was.
 */
export const leadConsents = pgTable(
  "lead_consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** `contact`: calls and e-mails about the request; `sms`: automated text messages. */
    purpose: text("purpose").$type<ConsentPurpose>().notNull(),
    granted: boolean("granted").notNull(),
    wordingVersion: text("wording_version").notNull(),
    wording: text("wording").notNull(),
    page: text("page"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [
    index("lead_consents_lead_idx").on(table.leadId, table.purpose, table.createdAt),
    check("lead_consents_purpose_check", oneOf(table.purpose, CONSENT_PURPOSES)),
  ],
);

/**
 * The messages the server sends the visitor by itself, each one delivery (server/services/delivery.ts): the
 * welcome e-mail, a booking's invitation, update and cancellation, and its reminders. `dueAt` is when it may go
 * (a reminder's time, moved out of the visitor's quiet hours); a booking's messages are written with the
 * booking's change, in the same transaction.
 */
export const visitorMessages = pgTable(
  "visitor_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => trialBookings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<VisitorMessageKind>().notNull(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    /** The booking's sequence the message was written for: a message made stale by a later change is skipped. */
    bookingSequence: integer("booking_sequence"),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
    status: text("status").$type<MailStatus | "skipped">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("visitor_messages_status_next_attempt_idx").on(table.status, table.nextAttemptAt),
    index("visitor_messages_lead_idx").on(table.leadId, table.createdAt),
    index("visitor_messages_booking_idx").on(table.bookingId),
    check("visitor_messages_kind_check", oneOf(table.kind, VISITOR_MESSAGE_KINDS)),
    check("visitor_messages_channel_check", sql`${table.channel} in ('email', 'sms')`),
  ],
);

export type VisitorMessageRow = typeof visitorMessages.$inferSelect;

/**
 * The key that signs links sent to visitors (a booking's manage link; server/services/signed-links.ts). Made once
 * by whichever instance starts first, so every instance and a restored backup sign and check alike without a
 * setting to keep in step. A leaked database lets someone forge such links: they move or cancel a trial, nothing more.
 */
export const linkSigningKeys = pgTable("link_signing_keys", {
  id: text("id").primaryKey(),
  /** 32 random bytes, base64. */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});
