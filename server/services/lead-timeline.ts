import { asc, eq, inArray } from "drizzle-orm";
import { LEAD_STATUS_LABELS, type LeadStatus, type TimelineEntry } from "../../contracts/leads-inbox.ts";
import { WHATSAPP_TEMPLATES } from "../../contracts/outreach.ts";
import { OUTREACH_CHANNELS, type OutreachChannel } from "../../contracts/outreach-channels.ts";
import type { Database } from "../db/client.ts";
import {
  type InboundMessage,
  inboundMessages,
  leadEvents,
  leadNotes,
  type OutboundMessage,
  outboundMessages,
  quoteEvents,
  staffUsers,
} from "../db/schema.ts";
import type { LeadKey } from "./lead-records.ts";
import { emailMessageForStaff } from "./outreach-email.ts";
import type { AlertSentDetail } from "./staff-alerts.ts";

interface StoredEvent {
  id: number;
  type: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

type StaffNames = Map<string, string>;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

function statusLabel(value: unknown): string {
  return LEAD_STATUS_LABELS[value as LeadStatus] ?? String(value);
}

/** The username recorded with the change, so a renamed or removed account still reads as it was. */
function ownerName(value: unknown): string {
  return text(value) ?? "Unassigned";
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Staff alerted: e-mail to 2 addresses, SMS to 1 number (dry run)". */
function alertSentSummary(detail: AlertSentDetail): string {
  const dryRun = (yes: boolean | undefined) => (yes ? " (dry run)" : "");
  const parts = [
    ...(detail.emailed
      ? [`e-mail to ${counted(detail.emailed, "address", "addresses")}${dryRun(detail.emailDryRun)}`]
      : []),
    ...(detail.texted
      ? [`SMS to ${counted(detail.texted, "number", "numbers")}${dryRun(detail.smsDryRun)}`]
      : []),
  ];
  return `Staff alerted: ${parts.join(", ")}`;
}

function staffOf(id: unknown, names: StaffNames): string | null {
  return typeof id === "string" ? (names.get(id) ?? null) : null;
}

/** Plain words for a lead's or a quote's event; attempts and intermediate steps are left out. */
function eventSummary(key: LeadKey, event: StoredEvent): Pick<TimelineEntry, "type" | "summary"> | undefined {
  const form = key.kind === "lead" ? "the lead form" : "a quote request";
  switch (event.type) {
    case "submitted":
      return { type: "submitted", summary: `Submitted ${form}` };
    case "duplicate_submission":
      return { type: "duplicate_submission", summary: `Submitted ${form} again` };
    case "crm_synced":
      return { type: "crm", summary: "Synced to HubSpot" };
    case "crm_retry_scheduled":
      return { type: "crm", summary: "HubSpot sync failed; trying again" };
    case "crm_failed":
      return { type: "crm", summary: "HubSpot sync failed" };
    case "crm_not_configured":
      return { type: "crm", summary: "Not synced: HubSpot is not configured" };
    case "mail_sent":
      return { type: "mail", summary: "Sales e-mail sent" };
    case "mail_retry_scheduled":
      return { type: "mail", summary: "Sales e-mail failed; trying again" };
    case "mail_failed":
      return { type: "mail", summary: "Sales e-mail failed" };
    case "mail_not_configured":
      return { type: "mail", summary: "Sales e-mail not sent: e-mail is not configured" };
    case "alert_sent":
      return { type: "alert", summary: alertSentSummary(event.detail as AlertSentDetail) };
    case "alert_retry_scheduled":
      return { type: "alert", summary: "Staff alert failed; trying again" };
    case "alert_failed":
      return { type: "alert", summary: "Staff alert failed" };
    case "alert_not_configured":
      return { type: "alert", summary: "Staff not alerted: alerts are not configured" };
    case "status_changed":
      return {
        type: "status_changed",
        summary: `Status: ${statusLabel(event.detail.from)} → ${statusLabel(event.detail.to)}`,
      };
    case "owner_changed":
      return {
        type: "owner_changed",
        summary: `Owner: ${ownerName(event.detail.from)} → ${ownerName(event.detail.to)}`,
      };
    default:
      return undefined;
  }
}

function eventEntry(key: LeadKey, event: StoredEvent, names: StaffNames): TimelineEntry | undefined {
  const described = eventSummary(key, event);
  if (!described) return undefined;
  const channel = text(event.detail.channel);
  const note =
    text(event.detail.error) ??
    (event.detail.automatic && channel
      ? `Set when the ${OUTREACH_CHANNELS[channel as OutreachChannel]?.noun ?? channel} was sent.`
      : undefined);
  return {
    id: `event-${event.id}`,
    ...described,
    at: event.createdAt.toISOString(),
    staff: staffOf(event.detail.staffUserId, names),
    ...(note ? { text: note } : {}),
  };
}

const TEMPLATE_LABELS = new Map<string, string>(WHATSAPP_TEMPLATES.map((t) => [t.id, t.label]));

function outreachEntry(message: OutboundMessage, names: StaffNames): TimelineEntry {
  const body =
    message.error ??
    (message.channel === "email"
      ? message.subject
      : message.channel === "whatsapp"
        ? TEMPLATE_LABELS.get(message.template ?? "")
        : message.content);
  const html = message.channel === "email" && message.content ? emailMessageForStaff(message.content) : "";
  return {
    id: `outreach-${message.id}`,
    type: "outreach",
    at: message.createdAt.toISOString(),
    summary: `${OUTREACH_CHANNELS[message.channel].noun} to ${message.recipient}: ${message.status.replaceAll("-", " ")}`,
    staff: staffOf(message.staffUserId, names),
    channel: message.channel,
    status: message.status,
    ...(body ? { text: body } : {}),
    ...(html ? { html } : {}),
  };
}

function inboundEntry(message: InboundMessage): TimelineEntry {
  const channel = /^whatsapp:/i.test(message.fromNumber) ? "WhatsApp" : "SMS";
  const base = { id: `inbound-${message.id}`, at: message.createdAt.toISOString(), staff: null };
  if (message.optChange === "opted_out") {
    return {
      ...base,
      type: "opted_out",
      summary: `Opted out of SMS and WhatsApp (replied ${message.body.trim()})`,
    };
  }
  if (message.optChange === "opted_in") {
    return {
      ...base,
      type: "opted_in",
      summary: `Opted back in to SMS and WhatsApp (replied ${message.body.trim()})`,
    };
  }
  return {
    ...base,
    type: "inbound_message",
    summary: `${channel} from ${message.phone}`,
    text: message.body,
  };
}

export interface LeadHistory {
  /** Oldest first; the page turns it round by default. Notes are here only (docs/product/staff-area.md, Lead page). */
  timeline: TimelineEntry[];
}

/**
 * Entries stamped in the same millisecond (a fast dry-run send and the status change it causes) keep
 * cause before effect; the sort is stable, so entries of one type keep their query order.
 */
const SAME_INSTANT_ORDER: Record<TimelineEntry["type"], number> = {
  submitted: 0,
  duplicate_submission: 1,
  crm: 2,
  mail: 2,
  alert: 2,
  inbound_message: 3,
  opted_out: 4,
  opted_in: 4,
  outreach: 5,
  status_changed: 6,
  owner_changed: 6,
  note: 7,
};

/**
 * Everything that happened to one lead, merged: its events, the sends made from its page, messages
 * from its number, and staff notes. `phone` is the number as Twilio writes it ("" when there is none).
 */
export async function leadHistory(db: Database, key: LeadKey, phone: string): Promise<LeadHistory> {
  const events: Promise<StoredEvent[]> =
    key.kind === "lead"
      ? db.select().from(leadEvents).where(eq(leadEvents.leadId, key.id)).orderBy(asc(leadEvents.id))
      : db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, key.id)).orderBy(asc(quoteEvents.id));
  const owner = key.kind === "lead" ? outboundMessages.leadId : outboundMessages.quoteId;
  const noteOwner = key.kind === "lead" ? leadNotes.leadId : leadNotes.quoteId;
  const [eventRows, sent, received, noteRows] = await Promise.all([
    events,
    db.select().from(outboundMessages).where(eq(owner, key.id)).orderBy(asc(outboundMessages.createdAt)),
    phone
      ? db
          .select()
          .from(inboundMessages)
          .where(eq(inboundMessages.phone, phone))
          .orderBy(asc(inboundMessages.createdAt))
      : Promise.resolve([]),
    db.select().from(leadNotes).where(eq(noteOwner, key.id)).orderBy(asc(leadNotes.createdAt)),
  ]);

  const staffIds = new Set<string>();
  for (const event of eventRows) {
    if (typeof event.detail.staffUserId === "string") staffIds.add(event.detail.staffUserId);
  }
  for (const row of [...sent, ...noteRows]) if (row.staffUserId) staffIds.add(row.staffUserId);
  const names: StaffNames = new Map(
    staffIds.size > 0
      ? (
          await db
            .select({ id: staffUsers.id, username: staffUsers.username })
            .from(staffUsers)
            .where(inArray(staffUsers.id, [...staffIds]))
        ).map((user) => [user.id, user.username])
      : [],
  );

  const timeline = [
    ...eventRows.flatMap((event) => eventEntry(key, event, names) ?? []),
    ...sent.map((message) => outreachEntry(message, names)),
    ...received.map(inboundEntry),
    ...noteRows.map(
      (note): TimelineEntry => ({
        id: `note-${note.id}`,
        type: "note",
        at: note.createdAt.toISOString(),
        summary: "Note",
        staff: staffOf(note.staffUserId, names),
        text: note.text,
      }),
    ),
  ];
  timeline.sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || SAME_INSTANT_ORDER[a.type] - SAME_INSTANT_ORDER[b.type],
  );
  return { timeline };
}
