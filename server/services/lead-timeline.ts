import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { INBOUND_SOURCES, type InboundSource } from "#contracts/contact-identities";
import { LEAD_HISTORY, type LeadHistoryKind, SAME_INSTANT_ORDER } from "#contracts/lead-history";
import type { TimelineEntry } from "#contracts/leads-inbox";
import { WHATSAPP_TEMPLATES } from "#contracts/outreach";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS } from "#contracts/outreach-channels";
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
import { heldBy } from "./contact-identities.ts";
import { type LeadKey, refOf } from "./lead-records.ts";
import { emailMessageForStaff } from "./outreach-email.ts";

interface StoredEvent {
  id: number;
  type: LeadHistoryKind;
  detail: Record<string, unknown>;
  createdAt: Date;
}

type StaffNames = Map<string, string>;

function staffOf(id: string | null | undefined, names: StaffNames): string | null {
  return id ? (names.get(id) ?? null) : null;
}

/** Told of a stored event whose detail does not match its kind's schema. */
export type UnreadableEventLog = (key: LeadKey, event: StoredEvent, error: z.ZodError) => void;

/** Logs each unreadable event once (not on every page view), with what it is and what does not match. */
export function unreadableEventLog(log: FastifyBaseLogger): UnreadableEventLog {
  const logged = new Set<string>();
  return (key, event, error) => {
    const id = `${key.kind}:${event.id}`;
    if (logged.has(id)) return;
    logged.add(id);
    log.warn(
      { lead: refOf(key), eventId: event.id, kind: event.type, issues: error.issues },
      "a lead event's detail does not match its kind; its timeline entry is shown in plain words",
    );
  };
}

/** An event as the timeline shows it, with the staff member behind it (named once every name is looked up). */
interface ShownEvent {
  entry: Omit<TimelineEntry, "staff">;
  staffUserId: string | undefined;
}

/** "status_changed" → "Status changed": what an unreadable event's entry says. */
function plainWords(kind: LeadHistoryKind): string {
  const words = kind.replaceAll("_", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (its details could not be read)`;
}

function staffUserIdOf(detail: object): string | undefined {
  return "staffUserId" in detail && typeof detail.staffUserId === "string" ? detail.staffUserId : undefined;
}

/**
 * A lead's or a quote's event in the words its kind declares (contracts/lead-history.ts), its detail read with
 * the kind's schema; kinds the registry keeps off the timeline (attempts, intermediate steps) give undefined.
 */
function shownEvent<Kind extends LeadHistoryKind>(
  key: LeadKey,
  event: StoredEvent & { type: Kind },
  unreadable: UnreadableEventLog,
): ShownEvent | undefined {
  const wording = LEAD_HISTORY[event.type].timeline;
  if (!wording) return undefined;
  const base = { id: `event-${event.id}`, type: wording.type, at: event.createdAt.toISOString() };
  const parsed = LEAD_HISTORY[event.type].detail.safeParse(event.detail);
  if (!parsed.success) {
    unreadable(key, event, parsed.error);
    return { entry: { ...base, summary: plainWords(event.type) }, staffUserId: undefined };
  }
  const text = wording.text?.(parsed.data);
  return {
    entry: { ...base, summary: wording.summary(parsed.data, { lead: key.kind }), ...(text ? { text } : {}) },
    staffUserId: staffUserIdOf(parsed.data),
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
 * Each inbound source's replies from the lead's identities of the kind it carries, oldest first. Twilio's (SMS
 * and WhatsApp) are stored in `inbound_messages` by the sender's number; a new source's store adds its reader.
 */
const REPLY_READERS: Record<InboundSource, (db: Database, key: LeadKey) => Promise<TimelineEntry[]>> = {
  twilio: async (db, key) =>
    (
      await db
        .select()
        .from(inboundMessages)
        .where(heldBy(key, INBOUND_SOURCES.twilio.from, inboundMessages.phone))
        .orderBy(asc(inboundMessages.createdAt))
    ).map(inboundEntry),
};

/** The inbound sources some channel reads (`inbound` in contracts/outreach-channels.ts). */
const READ_SOURCES = [
  ...new Set(OUTREACH_CHANNEL_IDS.flatMap((channel) => OUTREACH_CHANNELS[channel].inbound ?? [])),
];

async function repliesTo(db: Database, key: LeadKey): Promise<TimelineEntry[]> {
  return (await Promise.all(READ_SOURCES.map((source) => REPLY_READERS[source](db, key)))).flat();
}

/**
 * Everything that happened to one lead, merged: its events, the sends made from its page, messages
 * from its identities, and staff notes.
 */
export async function leadHistory(
  db: Database,
  key: LeadKey,
  unreadable: UnreadableEventLog,
): Promise<LeadHistory> {
  const events: Promise<StoredEvent[]> =
    key.kind === "lead"
      ? db.select().from(leadEvents).where(eq(leadEvents.leadId, key.id)).orderBy(asc(leadEvents.id))
      : db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, key.id)).orderBy(asc(quoteEvents.id));
  const owner = key.kind === "lead" ? outboundMessages.leadId : outboundMessages.quoteId;
  const noteOwner = key.kind === "lead" ? leadNotes.leadId : leadNotes.quoteId;
  const [eventRows, sent, received, noteRows] = await Promise.all([
    events,
    db.select().from(outboundMessages).where(eq(owner, key.id)).orderBy(asc(outboundMessages.createdAt)),
    repliesTo(db, key),
    db.select().from(leadNotes).where(eq(noteOwner, key.id)).orderBy(asc(leadNotes.createdAt)),
  ]);

  const shownEvents = eventRows.flatMap((event) => shownEvent(key, event, unreadable) ?? []);
  const staffIds = new Set<string>();
  for (const row of [...shownEvents, ...sent, ...noteRows])
    if (row.staffUserId) staffIds.add(row.staffUserId);
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
    ...shownEvents.map(
      ({ entry, staffUserId }): TimelineEntry => ({ ...entry, staff: staffOf(staffUserId, names) }),
    ),
    ...sent.map((message) => outreachEntry(message, names)),
    ...received,
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
  // Entries of one instant keep cause before effect; the sort is stable, so entries of one type keep query order.
  timeline.sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || SAME_INSTANT_ORDER[a.type] - SAME_INSTANT_ORDER[b.type],
  );
  return { timeline };
}
