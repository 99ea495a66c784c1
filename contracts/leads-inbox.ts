import { z } from "zod";

/**
 * The staff's leads inbox: individual leads (the lead modal) and companies' quote requests, newest first,
 * with search, filters, a page per lead, status, notes and CSV export. Every endpoint here needs the session
 * cookie and the X-CSRF-Token header (GETs too): 401 without a session, 403 with a wrong or missing token.
 */

export const LEAD_KINDS = ["lead", "quote"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { lead: "Lead", quote: "Quote request" };

/** A lead's path through the studio's funnel; `lost` can be set from any other status and undone. */
export const LEAD_STATUSES = ["new", "contacted", "trial_booked", "member", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  trial_booked: "Trial booked",
  member: "Member",
  lost: "Lost",
};

/** Rows per inbox page. */
export const INBOX_PAGE_SIZE = 25;

export const INBOX_MESSAGES = {
  search: "Search must be 100 characters or less.",
  status: "Please choose a status from the list.",
  kind: "Please choose a kind from the list.",
  source: "Source must be 100 characters or less.",
  date: "Dates must be written as YYYY-MM-DD.",
  dateOrder: "The 'from' date must not be after the 'to' date.",
  page: "Page must be a whole number from 1.",
  noteRequired: "Note is required.",
  noteTooLong: "Note must be 5,000 characters or less.",
  notFound: "This lead does not exist.",
  optedOut: "This number has opted out of messages (it replied STOP). SMS and WhatsApp are not sent to it.",
  leadRef: "The lead reference is not valid.",
} as const;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values, { error: message }), z.literal("")], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** YYYY-MM-DD naming a day that exists: Date.parse rolls 2026-02-30 over to March, PostgreSQL refuses it. */
function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const optionalDate = z
  .string({ error: INBOX_MESSAGES.date })
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), {
    error: INBOX_MESSAGES.date,
  })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The inbox view: what GET /api/admin/leads reads from its query string and POST /api/admin/leads/export
 * from its JSON body. `q` matches name, e-mail or phone (case-insensitive, anywhere in the value; phone
 * digits match whatever the spacing); `source` matches utm_source exactly, case-insensitive; `from`
 * and `to` are UTC calendar days, both inclusive.
 */
export const inboxFilterSchema = z
  .object({
    q: optionalText(100, INBOX_MESSAGES.search),
    status: optionalEnum(LEAD_STATUSES, INBOX_MESSAGES.status),
    kind: optionalEnum(LEAD_KINDS, INBOX_MESSAGES.kind),
    source: optionalText(100, INBOX_MESSAGES.source),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: INBOX_MESSAGES.dateOrder,
    path: ["from"],
  });
export type InboxFilterInput = z.input<typeof inboxFilterSchema>;
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** GET /api/admin/leads?q=&status=&kind=&source=&from=&to=&page= */
export const inboxQuerySchema = z.intersection(
  inboxFilterSchema,
  z.object({
    page: z.coerce
      .number({ error: INBOX_MESSAGES.page })
      .int({ error: INBOX_MESSAGES.page })
      .min(1, { error: INBOX_MESSAGES.page })
      .max(100_000, { error: INBOX_MESSAGES.page })
      .default(1),
  }),
);
export type InboxQueryInput = z.input<typeof inboxQuerySchema>;
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** Where the CRM (and, for quotes, the sales e-mail) stands; the server's CRM_STATUSES. */
export type SyncState = "pending" | "retrying" | "synced" | "failed" | "not_configured";

/** One inbox row. Dates are ISO 8601 strings. */
export interface InboxRow {
  kind: LeadKind;
  id: string;
  /** The lead's name; for a quote, the contact's. */
  name: string;
  company: string | null;
  email: string;
  /** E.164 as stored; a quote's phone may be "". */
  phone: string;
  status: LeadStatus;
  source: string | null;
  createdAt: string;
  crmStatus: SyncState;
  optedOut: boolean;
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so an empty view still has a page 1. */
  pageCount: number;
}

/** GET /api/admin/leads/summary: the dashboard's counts (UTC days; the week is the last 7 days). */
export interface InboxSummary {
  newToday: number;
  newThisWeek: number;
  /** Leads and quote requests still at status `new`. */
  notContacted: number;
  /** Quote requests neither `member` nor `lost`. */
  openQuotes: number;
}

/** `lead:<uuid>` or `quote:<uuid>`: how a page, an outreach form and the API name one lead. */
export type LeadRef = `${LeadKind}:${string}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLeadRef(value: string | null | undefined): { kind: LeadKind; id: string } | null {
  const match = /^(lead|quote):(.+)$/.exec(value ?? "");
  if (!match || !UUID.test(match[2] ?? "")) return null;
  return { kind: match[1] as LeadKind, id: (match[2] ?? "").toLowerCase() };
}

export function leadRef(kind: LeadKind, id: string): LeadRef {
  return `${kind}:${id}`;
}

/** The optional `lead` field the four outreach endpoints accept, so the send lands on the lead's timeline. */
export const leadRefSchema = z
  .string({ error: INBOX_MESSAGES.leadRef })
  .trim()
  .refine((value) => value === "" || parseLeadRef(value) !== null, { error: INBOX_MESSAGES.leadRef })
  .optional()
  .transform((value) => (value ? (value as LeadRef) : undefined));

/** Things that happened to a lead, oldest first on the page. */
export const TIMELINE_TYPES = [
  "submitted",
  "duplicate_submission",
  "crm",
  "mail",
  "outreach",
  "inbound_message",
  "opted_out",
  "opted_in",
  "status_changed",
  "note",
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export interface TimelineEntry {
  /** Stable within the page, e.g. `event-12`, `outreach-<uuid>`. */
  id: string;
  type: TimelineType;
  at: string;
  /** One line in plain words, e.g. "SMS to +14155550142: delivered" or "Status: New → Contacted". */
  summary: string;
  /** Who did it, for staff actions. */
  staff: string | null;
  /** Outreach only: the channel and its live status from the Twilio callbacks (or dry-run/failed). */
  channel?: "call" | "sms" | "email" | "whatsapp";
  status?: string;
  /** Longer text: a note, an SMS body, an e-mail subject, an inbound reply, a provider error. */
  text?: string;
}

export interface LeadNote {
  id: string;
  text: string;
  staff: string | null;
  createdAt: string;
}

export interface LeadAttribution {
  landingPage: string | null;
  /** The page the form was sent from (last touch). */
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  firstTouchAt: string;
  lastTouchAt: string;
  submissionCount: number;
}

/** GET /api/admin/leads/:kind/:id */
export interface LeadDetail extends InboxRow {
  /** Quote requests only. */
  teamSize: number | null;
  message: string | null;
  crmLastError: string | null;
  /** Quote requests only: the sales e-mail's state. */
  mailStatus: SyncState | null;
  attribution: LeadAttribution | null;
  timeline: TimelineEntry[];
  notes: LeadNote[];
}

/** POST /api/admin/leads/:kind/:id/status → 200 {success:true, status} */
export const leadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: INBOX_MESSAGES.status }) });
export type LeadStatusInput = z.input<typeof leadStatusSchema>;

/** POST /api/admin/leads/:kind/:id/notes → 200 {success:true, note} */
export const leadNoteSchema = z.object({
  text: z
    .string({ error: INBOX_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: INBOX_MESSAGES.noteRequired })
    .max(5000, { error: INBOX_MESSAGES.noteTooLong }),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** The CSV's columns, in order; the first line of the file. */
export const CSV_COLUMNS = [
  "Kind",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Status",
  "Source",
  "Medium",
  "Campaign",
  "Landing page",
  "Created (UTC)",
  "CRM sync",
  "Opted out",
] as const;

export const INBOX_URLS = {
  list: "/api/admin/leads",
  summary: "/api/admin/leads/summary",
  export: "/api/admin/leads/export",
  detail: (kind: LeadKind, id: string) => `/api/admin/leads/${kind}/${id}`,
  status: (kind: LeadKind, id: string) => `/api/admin/leads/${kind}/${id}/status`,
  notes: (kind: LeadKind, id: string) => `/api/admin/leads/${kind}/${id}/notes`,
} as const;
