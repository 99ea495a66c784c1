import { z } from "zod";
import { FIRST_FILTER_DAY, LAST_FILTER_DAY, optionalCalendarDay } from "./calendar-day.ts";
import { TIMELINE_TYPES } from "./lead-history.ts";
import { nextStepSchema } from "./lead-next-step.ts";
import { LEAD_KINDS, LEAD_REF_MESSAGE, type LeadKind, leadParamsSchema } from "./lead-ref.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status.ts";
import { OUTREACH_CHANNEL_IDS } from "./outreach-channels.ts";
import { trialBookingSchema } from "./trial-booking.ts";

export { TIMELINE_TYPES, type TimelineType } from "./lead-history.ts";
export { LEAD_KINDS, type LeadKind } from "./lead-ref.ts";
export { CLOSED_LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "./lead-status.ts";

/**
 * The staff's leads inbox: individual leads (the lead modal) and companies' quote requests, newest first,
 * with search, filters, a page per lead, status, notes and CSV export. Every endpoint here needs the session
 * cookie and the X-CSRF-Token header (GETs too): 401 without a session, 403 with a wrong or missing token.
 */

export const LEAD_KIND_LABELS: Record<LeadKind, string> = { lead: "Lead", quote: "Quote request" };

/** Rows per inbox page. */
export const INBOX_PAGE_SIZE = 25;

/**
 * The response promise (RESPONSE_PROMISE_HOURS, docs/decisions/021-matching-sends-to-leads.md): a lead is
 * waiting while it has had no first contact and is still New (one set to Lost or Member by hand is not),
 * and is due at its arrival plus the promise. `waiting` lists every waiting lead; `overdue`, those past due.
 */
export const PROMISE_FILTERS = ["waiting", "overdue"] as const;
export type PromiseFilter = (typeof PROMISE_FILTERS)[number];

/**
 * Newest first (the default), oldest first, by name (A to Z or Z to A), by status along the funnel (or
 * back), or waiting leads most overdue first and then the rest newest first. Ties go newest first.
 */
export const INBOX_SORTS = ["newest", "oldest", "name", "name_desc", "status", "status_desc", "due"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Whose leads: the signed-in staff member's own, or nobody's yet. */
export const OWNER_FILTERS = ["mine", "unassigned"] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

export { FIRST_FILTER_DAY, LAST_FILTER_DAY };

export const INBOX_MESSAGES = {
  search: "Search must be 100 characters or less.",
  status: "Please choose a status from the list.",
  kind: "Please choose a kind from the list.",
  source: "Source must be 100 characters or less.",
  date: "Dates must be written as YYYY-MM-DD.",
  dateRange: `Dates must be between ${FIRST_FILTER_DAY} and ${LAST_FILTER_DAY}.`,
  dateOrder: "The 'from' date must not be after the 'to' date.",
  promise: "Please choose a first-contact filter from the list.",
  sort: "Please choose an order from the list.",
  owner: "Please choose an owner from the list.",
  bulk: "Please select 1 to 100 leads.",
  page: "Page must be a whole number from 1.",
  noteRequired: "Note is required.",
  noteTooLong: "Note must be 5,000 characters or less.",
  notFound: "This lead does not exist.",
  optedOut: "This number has opted out of messages (it replied STOP). SMS and WhatsApp are not sent to it.",
  leadRef: LEAD_REF_MESSAGE,
} as const;

function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A query string carries text, so any text is taken in and checked against the list. */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .optional()
    .refine((value) => !value || values.includes(value), { error: message })
    .transform((value) => (value ? (value as T[number]) : undefined));
}

const optionalDate = optionalCalendarDay(INBOX_MESSAGES);

/**
 * The inbox view: what GET /api/admin/leads reads from its query string and POST /api/admin/leads/export
 * from its JSON body. `q` matches name, e-mail or phone (case-insensitive, anywhere in the value; phone
 * digits match whatever the spacing); `source` matches a lead's source as the dashboard names it (its UTM
 * source, else its referrer's site, else "(direct)"; "google.com" and "Google" are "google",
 * server/services/lead-source.ts); `from`
 * and `to` are UTC calendar days, both inclusive; `promise` keeps the waiting or the overdue leads, by the
 * server's clock; `sort` orders the rows (newest first when absent); `owner` keeps the signed-in staff
 * member's leads (`mine`) or those nobody owns (`unassigned`).
 */
export const inboxFilterSchema = z
  .object({
    q: optionalText(100, INBOX_MESSAGES.search),
    status: optionalEnum(LEAD_STATUSES, INBOX_MESSAGES.status),
    kind: optionalEnum(LEAD_KINDS, INBOX_MESSAGES.kind),
    source: optionalText(100, INBOX_MESSAGES.source),
    from: optionalDate,
    to: optionalDate,
    promise: optionalEnum(PROMISE_FILTERS, INBOX_MESSAGES.promise),
    sort: optionalEnum(INBOX_SORTS, INBOX_MESSAGES.sort),
    owner: optionalEnum(OWNER_FILTERS, INBOX_MESSAGES.owner),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: INBOX_MESSAGES.dateOrder,
    path: ["from"],
  });
export type InboxFilterInput = z.input<typeof inboxFilterSchema>;
/** Every field is optional: no filter at all is the whole inbox, newest first. */
export type InboxFilter = Partial<z.output<typeof inboxFilterSchema>>;

/** GET /api/admin/leads?q=&status=&kind=&source=&from=&to=&promise=&sort=&owner=&page= */
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

/** Where the CRM sync of a lead or quote request stands. */
export const SYNC_STATES = ["pending", "retrying", "synced", "failed", "not_configured"] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/**
 * Where a quote request's sales e-mail stands, in its own words: an e-mail is sent, not synced
 * (quote_requests.mail_status holds these, server/db/schema.ts).
 */
export const MAIL_STATES = ["pending", "retrying", "sent", "failed", "not_configured"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The CSV's cell for a text, or for no value. */
const text = (value: string | null) => value ?? "";

/** "2026-11-21 14:03:05": a UTC time spreadsheets read as a date; empty when there is none. */
const utcTime = (iso: string | null) => (iso ? iso.slice(0, 19).replace("T", " ") : "");

const SYNC_STATE_LABELS: Record<SyncState, string> = {
  pending: "Pending",
  retrying: "Retrying",
  synced: "Synced",
  failed: "Failed",
  not_configured: "Not configured",
};

/**
 * Where staff read a field: `row`, every inbox row and so the lead page, whose answer extends the row;
 * `page`, the lead page's answer only; `export`, the CSV's rows only.
 */
type Shown = "row" | "page" | "export";

interface FieldUse<Value> {
  /** The lead page's Details panel shows it under this term when it has a value. */
  fact?: string;
  /** Its CSV column, in the declaration's order: the header's text and how a cell is written from the value. */
  csv?: readonly [header: string, cell: (value: Value) => string];
}

function field<S extends z.ZodType, const O extends Shown>(
  schema: S,
  shown: O,
  use: FieldUse<z.output<S>> = {},
) {
  return { schema, shown, ...use };
}

/**
 * A lead's and a quote request's fields as staff read them, declared once (docs/decisions/041-lead-fields-declared-once.md):
 * each field's type in the answers, where it is shown, its term on the lead page and its CSV column. The inbox
 * row, the lead page's answer and the CSV derive from it; the server reads each field from the column of its
 * name (server/services/lead-fields.ts). Dates are ISO 8601 strings.
 */
export const LEAD_FIELDS = {
  kind: field(z.enum(LEAD_KINDS), "row", { csv: ["Kind", (kind) => LEAD_KIND_LABELS[kind]] }),
  id: field(z.string(), "row"),
  /** The lead's name; for a quote, the contact's. */
  name: field(z.string(), "row", { csv: ["Name", text] }),
  company: field(z.string().nullable(), "row", { csv: ["Company", text] }),
  email: field(z.string(), "row", { csv: ["Email", text] }),
  /** E.164 as stored; a quote's phone may be "". */
  phone: field(z.string(), "row", { csv: ["Phone", text] }),
  status: field(z.enum(LEAD_STATUSES), "row", { csv: ["Status", (status) => LEAD_STATUS_LABELS[status]] }),
  /** utm_source; quotes have no campaign tags. */
  source: field(z.string().nullable(), "row", { csv: ["Source", text] }),
  medium: field(z.string().nullable(), "export", { csv: ["Medium", text] }),
  campaign: field(z.string().nullable(), "export", { csv: ["Campaign", text] }),
  landingPage: field(z.string().nullable(), "export", { csv: ["Landing page", text] }),
  interestTeacher: field(z.string().nullable(), "export", { csv: ["Interest: teacher", text] }),
  interestOffering: field(z.string().nullable(), "export", { csv: ["Interest: offering", text] }),
  interestPlan: field(z.string().nullable(), "export", { csv: ["Interest: plan", text] }),
  createdAt: field(z.string(), "row", { csv: ["Created (UTC)", utcTime] }),
  crmStatus: field(z.enum(SYNC_STATES), "row", { csv: ["CRM sync", (state) => SYNC_STATE_LABELS[state]] }),
  optedOut: field(z.boolean(), "row", { csv: ["Opted out", (optedOut) => (optedOut ? "Yes" : "No")] }),
  /** When the first call, SMS, e-mail or WhatsApp the provider took (or a dry run) reached them. */
  firstContactedAt: field(z.string().nullable(), "row", { csv: ["First contacted (UTC)", utcTime] }),
  /** While the lead is waiting: its arrival plus the response promise; null otherwise. */
  dueAt: field(z.string().nullable(), "row", { csv: ["First contact due (UTC)", utcTime] }),
  /** The staff member whose lead it is (id and username); null while unassigned. */
  ownerId: field(z.string().nullable(), "row"),
  owner: field(z.string().nullable(), "row"),
  /** Quote requests only. */
  teamSize: field(z.number().nullable(), "page", { fact: "Team size" }),
  message: field(z.string().nullable(), "page"),
  crmLastError: field(z.string().nullable(), "page"),
};
type LeadFields = typeof LEAD_FIELDS;
export type LeadFieldName = keyof LeadFields;
/** Each declared field's value in an answer. */
export type LeadFieldValues = { [K in LeadFieldName]: z.output<LeadFields[K]["schema"]> };

/** The names of the fields shown in `shown`, in the declaration's order. */
export function leadFieldsShown<O extends Shown>(...shown: O[]): LeadFieldNameShown<O>[] {
  return (Object.keys(LEAD_FIELDS) as LeadFieldName[]).filter((name): name is LeadFieldNameShown<O> =>
    (shown as Shown[]).includes(LEAD_FIELDS[name].shown),
  );
}
type LeadFieldNameShown<O extends Shown> = {
  [K in LeadFieldName]: LeadFields[K]["shown"] extends O ? K : never;
}[LeadFieldName];

function shapeOf<O extends Shown>(shown: O) {
  const shape = Object.fromEntries(leadFieldsShown(shown).map((name) => [name, LEAD_FIELDS[name].schema]));
  // `field` typed each schema; the filter above keeps exactly the names of this type.
  return shape as { [K in LeadFieldNameShown<O>]: LeadFields[K]["schema"] };
}

/** One inbox row. */
export const inboxRowSchema = z.object(shapeOf("row"));
export type InboxRow = z.infer<typeof inboxRowSchema>;

/**
 * The server's time when it read the answer: the browser counts "due in" and "overdue by" from it (moved
 * on by its own clock), so the words agree with the server's `overdue` filter whatever the browser's clock says.
 */
const serverNow = z.string();

export const inboxPageSchema = z.object({
  now: serverNow,
  rows: z.array(inboxRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** At least 1, so an empty view still has a page 1. */
  pageCount: z.number(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** The dashboard's counts (UTC days; the week is the last 7 days). */
export const inboxSummarySchema = z.object({
  newToday: z.number(),
  newThisWeek: z.number(),
  /** Leads and quote requests still at status `new`. */
  notContacted: z.number(),
  /** Quote requests neither `member` nor `lost`. */
  openQuotes: z.number(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

/**
 * One thing that happened to a lead; the API lists them oldest first, the page newest first unless turned round.
 * The types come from the lead's history (contracts/lead-history.ts).
 */
export const timelineEntrySchema = z.object({
  /** Stable within the page, e.g. `event-12`, `outreach-<uuid>`. */
  id: z.string(),
  type: z.enum(TIMELINE_TYPES),
  at: z.string(),
  /** One line in plain words, e.g. "SMS to +14155550142: delivered" or "Status: New → Contacted". */
  summary: z.string(),
  /** Who did it, for staff actions. */
  staff: z.string().nullable(),
  /** Outreach only: the channel and its live status from the Twilio callbacks (or dry-run/failed). */
  channel: z.enum(OUTREACH_CHANNEL_IDS).optional(),
  status: z.string().optional(),
  /** Longer text: a note, an SMS body, an e-mail subject, an inbound reply, a provider error. */
  text: z.string().optional(),
  /**
   * E-mail outreach only: the message as sent, sanitised again by the server on the way out (formatting
   * and http(s)/mailto links only, no styles, scripts or handlers), so the page may render it as HTML.
   */
  html: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const leadNoteEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  staff: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteEntrySchema>;

export const leadAttributionSchema = z.object({
  landingPage: z.string().nullable(),
  /** The page the form was sent from (last touch). */
  page: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  firstTouchAt: z.string(),
  lastTouchAt: z.string(),
  submissionCount: z.number(),
});
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;

/** What the visitor was looking at when they opened the lead modal; null where it named nothing. */
export const leadInterestDetailSchema = z.object({
  teacher: z.string().nullable(),
  offering: z.string().nullable(),
  plan: z.string().nullable(),
});
export type LeadInterestDetail = z.infer<typeof leadInterestDetailSchema>;

/** The lead's latest answer to the form's SMS checkbox (docs/product/consent.md). */
export const smsConsentDetailSchema = z.object({
  granted: z.boolean(),
  wordingVersion: z.string(),
  at: z.string(),
  page: z.string().nullable(),
});
export type SmsConsentDetail = z.infer<typeof smsConsentDetailSchema>;

/** One lead's page: its row, what it said, where it came from, what happened to it. */
export const leadDetailSchema = inboxRowSchema.extend({
  ...shapeOf("page"),
  /** Quote requests only: the sales e-mail's state. */
  mailStatus: z.enum(MAIL_STATES).nullable(),
  attribution: leadAttributionSchema.nullable(),
  /** Leads only, and only when their form named a teacher, an offering or a plan. */
  interest: leadInterestDetailSchema.nullable(),
  /** Leads only, and only when their form recorded the visitor's choice: older leads and quotes have none. */
  smsConsent: smsConsentDetailSchema.nullable(),
  /** Leads only: the trial booked for them, held or confirmed, else their latest one (docs/product/trial-booking.md). */
  trial: trialBookingSchema.nullable(),
  /** Leads only: the open next step (contracts/lead-next-step.ts), null when there is none. */
  nextStep: nextStepSchema.nullable(),
  /** Staff notes are entries of this timeline, their one place on the page. */
  timeline: z.array(timelineEntrySchema),
  /** Who made the first contact (null when there was none, or their account is gone), and how. */
  firstContactedBy: z.string().nullable(),
  firstContactChannel: z.enum(OUTREACH_CHANNEL_IDS).nullable(),
  now: serverNow,
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A lead's new status, set by staff. */
export const leadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: INBOX_MESSAGES.status }) });
export type LeadStatusInput = z.input<typeof leadStatusSchema>;

/** A staff note on a lead. */
export const leadNoteSchema = z.object({
  text: z
    .string({ error: INBOX_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: INBOX_MESSAGES.noteRequired })
    .max(5000, { error: INBOX_MESSAGES.noteTooLong }),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** What the CSV writes a row from: the inbox row and the fields declared for the export. */
export type InboxExportRow = Pick<LeadFieldValues, LeadFieldNameShown<"row" | "export">>;

/** The CSV's columns: each declared field that has one, in the declaration's order. */
const CSV_FIELDS = leadFieldsShown("row", "export").flatMap((name) => {
  // `field` checked each cell against its own field's type; in one list, each takes the row's value of its name.
  const { csv } = LEAD_FIELDS[name] as FieldUse<InboxExportRow[typeof name]>;
  return csv ? [{ name, header: csv[0], cell: csv[1] }] : [];
});

/** The CSV's columns, in order; the first line of the file. */
export const CSV_COLUMNS: readonly string[] = CSV_FIELDS.map((column) => column.header);

/** One row's cells, in the columns' order, before the file's quoting. */
export function csvCells(row: InboxExportRow): string[] {
  return CSV_FIELDS.map(({ name, cell }) => cell(row[name]));
}

/** The lead page's facts read from the declaration: a field's term, shown where the field has a value. */
export const LEAD_PAGE_FACTS = leadFieldsShown("row", "page").flatMap((name) => {
  const { fact } = LEAD_FIELDS[name];
  return fact ? [{ name, term: fact }] : [];
});

/** The lead a staff URL names; a malformed kind or id is answered as not found. */
export const leadParams = leadParamsSchema(INBOX_MESSAGES.notFound);

/** A staff member anyone can give a lead to; disabled accounts are not listed. */
export const staffMemberSchema = z.object({ id: z.string(), username: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = z.object({ staff: z.array(staffMemberSchema) });

/** The lead's new owner: a staff member's id, or null to leave it unassigned. */
export const leadOwnerSchema = z.object({
  ownerId: z.uuid({ error: INBOX_MESSAGES.owner }).nullable(),
});
export type LeadOwnerInput = z.input<typeof leadOwnerSchema>;
export const leadOwnerChangedSchema = z.object({
  success: z.literal(true),
  ownerId: z.string().nullable(),
  owner: z.string().nullable(),
});

/** Leads picked on one inbox page, at most a page's worth; each is changed as if changed by itself. */
export const BULK_MAX_LEADS = 100;
const bulkLeadsSchema = z
  .array(z.object({ kind: z.enum(LEAD_KINDS), id: z.uuid({ error: INBOX_MESSAGES.notFound }) }))
  .min(1, { error: INBOX_MESSAGES.bulk })
  .max(BULK_MAX_LEADS, { error: INBOX_MESSAGES.bulk });

/** POST /api/admin/leads/bulk: one status or one owner for every lead picked. */
export const bulkLeadChangeSchema = z.union([
  z.object({ leads: bulkLeadsSchema, status: z.enum(LEAD_STATUSES, { error: INBOX_MESSAGES.status }) }),
  z.object({ leads: bulkLeadsSchema, ownerId: leadOwnerSchema.shape.ownerId }),
]);
export type BulkLeadChangeInput = z.input<typeof bulkLeadChangeSchema>;
/** How many of the leads picked were found (and so changed or already as asked). */
export const bulkLeadChangedSchema = z.object({ success: z.literal(true), changed: z.number() });

export const leadStatusChangedSchema = z.object({ success: z.literal(true), status: z.enum(LEAD_STATUSES) });
export const leadNoteAddedSchema = z.object({ success: z.literal(true), note: leadNoteEntrySchema });
