import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  eventKind,
  historyKindsOn,
  LEAD_HISTORY,
  LEAD_HISTORY_KINDS,
  type LeadHistoryDetail,
  type LeadHistoryKind,
  MESSAGE_ENTRY_ORDER,
  SAME_INSTANT_ORDER,
  TIMELINE_TYPES,
} from "#contracts/lead-history";
import { LEAD_KINDS, type LeadKind } from "#contracts/lead-ref";
import { timelineEntrySchema } from "#contracts/leads-inbox";
import type { Database } from "../db/client.ts";
import { LEAD_EVENT_TYPES, QUOTE_EVENT_TYPES } from "../db/schema.ts";
import { recordLeadEvent } from "./lead-records.ts";

/**
 * What a registry entry lacks: the runtime twin of the compiler's check (the entry type), for an entry that got
 * past it (a cast, plain JavaScript). Empty when every kind has its histories, its detail schema and a timeline
 * decision: shown with a type, an order and its words, or `null`, deliberately not shown.
 */
function gaps(registry: Record<string, unknown>): string[] {
  return Object.entries(registry).flatMap(([kind, entry]) => {
    const spec = entry as Record<string, unknown>;
    const on = spec.on;
    const timeline = spec.timeline as Record<string, unknown> | null | undefined;
    return [
      ...(Array.isArray(on) && on.length > 0 && on.every((lead) => LEAD_KINDS.includes(lead))
        ? []
        : [`${kind}: no histories`]),
      ...(spec.detail instanceof z.ZodType ? [] : [`${kind}: no detail schema`]),
      ...(timeline === undefined ? [`${kind}: says nothing about the timeline`] : []),
      ...(timeline &&
      !(
        typeof timeline.type === "string" &&
        Number.isFinite(timeline.order) &&
        typeof timeline.summary === "function"
      )
        ? [`${kind}: shown without a type, an order and its words`]
        : []),
    ];
  });
}

const STAFF = { staffUserId: "5f0c3f2e-8a4b-4a53-9a55-3c1bb39f7c11" };
const FAILURE = { attempt: 3, error: "HubSpot answered 503", status: 503 };
const TRIAL = {
  bookingId: "0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10",
  teacherId: "ananya-iyer",
  teacherName: "Ananya Iyer",
  startsAt: "2026-12-01T15:00:00.000Z",
  status: "confirmed",
} as const;
const RETRY = { attempt: 1, error: "Connection reset", nextAttemptAt: "2026-01-15T20:01:00.000Z" };

/** One stored detail of every kind, as its writer records it; a new kind must add its own. */
const EXAMPLES: { [K in LeadHistoryKind]: LeadHistoryDetail<K> } = {
  submitted: { attribution: { utmSource: "news" }, interest: { plan: "Small Group" } },
  duplicate_submission: { name: "Asha Rao", attribution: {}, interest: {}, userAgent: null },
  crm_sync_attempt: { attempt: 1 },
  crm_contact_upserted: { contactId: "101" },
  crm_synced: { attempt: 1, contactId: "101" },
  crm_retry_scheduled: RETRY,
  crm_failed: FAILURE,
  crm_not_configured: {},
  mail_attempt: { attempt: 1 },
  mail_sent: { attempt: 1, messageId: "<m1@harmoniyoga.example>" },
  mail_retry_scheduled: RETRY,
  mail_failed: FAILURE,
  mail_not_configured: {},
  alert_attempt: { attempt: 1 },
  alert_mailed: { to: ["desk@harmoniyoga.example"], dryRun: true },
  alert_texted: { to: "+14155550170", sid: "SM0123" },
  alert_sent: { attempt: 1, emailed: 2, emailDryRun: false, texted: 1, smsDryRun: true },
  alert_retry_scheduled: RETRY,
  alert_failed: FAILURE,
  alert_not_configured: {},
  status_changed: { from: "new", to: "contacted", automatic: true, channel: "sms", ...STAFF },
  owner_changed: { fromId: null, from: null, toId: STAFF.staffUserId, to: "maya", ...STAFF },
  trial_booked: { ...TRIAL, status: "hold", actor: { kind: "visitor" } },
  trial_confirmed: { ...TRIAL, ...STAFF },
  trial_moved: { ...TRIAL, from: "2026-12-01T14:00:00.000Z", actor: { kind: "visitor" } },
  trial_cancelled: { ...TRIAL, status: "cancelled", actor: { kind: "visitor" } },
  trial_attended: { ...TRIAL, status: "attended", ...STAFF },
  trial_no_show: { ...TRIAL, status: "no_show", ...STAFF },
  next_step_set: {
    stepId: "7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    what: "Call to rebook the missed trial",
    dueAt: "2026-12-02T13:00:00.000Z",
    assigneeId: STAFF.staffUserId,
    assignee: "maya",
    replaced: "Send the timetable",
    noShowBookingId: TRIAL.bookingId,
    ...STAFF,
  },
  next_step_done: { stepId: "7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b", what: "Send the timetable", ...STAFF },
  next_step_withdrawn: {
    stepId: "7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    what: "Call to rebook the missed trial",
    reason: "trial_attended",
    ...STAFF,
  },
  consent_recorded: { purpose: "sms", granted: true, wordingVersion: "2026-11-27" },
  visitor_message_attempt: { attempt: 1 },
  visitor_message_sent: { attempt: 1, message: "booking_confirmation", to: "asha@example.com" },
  visitor_message_retry_scheduled: RETRY,
  visitor_message_failed: FAILURE,
  visitor_message_not_configured: {},
  visitor_message_skipped: { message: "reminder_sms", reason: "The visitor did not agree to text messages." },
};

/** The timeline's words for each example, on a lead's page and a quote request's, as the page has always shown them. */
const WORDS: Record<LeadHistoryKind, { lead: string; quote: string; text?: string } | null> = {
  submitted: { lead: "Submitted the lead form", quote: "Submitted a quote request" },
  duplicate_submission: { lead: "Submitted the lead form again", quote: "Submitted a quote request again" },
  crm_sync_attempt: null,
  crm_contact_upserted: null,
  crm_synced: { lead: "Synced to HubSpot", quote: "Synced to HubSpot" },
  crm_retry_scheduled: {
    lead: "HubSpot sync failed; trying again",
    quote: "HubSpot sync failed; trying again",
    text: "Connection reset",
  },
  crm_failed: { lead: "HubSpot sync failed", quote: "HubSpot sync failed", text: "HubSpot answered 503" },
  crm_not_configured: {
    lead: "Not synced: HubSpot is not configured",
    quote: "Not synced: HubSpot is not configured",
  },
  mail_attempt: null,
  mail_sent: { lead: "Sales e-mail sent", quote: "Sales e-mail sent" },
  mail_retry_scheduled: {
    lead: "Sales e-mail failed; trying again",
    quote: "Sales e-mail failed; trying again",
    text: "Connection reset",
  },
  mail_failed: { lead: "Sales e-mail failed", quote: "Sales e-mail failed", text: "HubSpot answered 503" },
  mail_not_configured: {
    lead: "Sales e-mail not sent: e-mail is not configured",
    quote: "Sales e-mail not sent: e-mail is not configured",
  },
  alert_attempt: null,
  alert_mailed: null,
  alert_texted: null,
  alert_sent: {
    lead: "Staff alerted: e-mail to 2 addresses, SMS to 1 number (dry run)",
    quote: "Staff alerted: e-mail to 2 addresses, SMS to 1 number (dry run)",
  },
  alert_retry_scheduled: {
    lead: "Staff alert failed; trying again",
    quote: "Staff alert failed; trying again",
    text: "Connection reset",
  },
  alert_failed: { lead: "Staff alert failed", quote: "Staff alert failed", text: "HubSpot answered 503" },
  alert_not_configured: {
    lead: "Staff not alerted: alerts are not configured",
    quote: "Staff not alerted: alerts are not configured",
  },
  status_changed: {
    lead: "Status: New → Contacted",
    quote: "Status: New → Contacted",
    text: "Set when the SMS was sent.",
  },
  owner_changed: { lead: "Owner: Unassigned → maya", quote: "Owner: Unassigned → maya" },
  ...onLeadsOnly({
    trial_booked: { summary: "Trial held: Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    trial_confirmed: { summary: "Trial confirmed: Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    trial_moved: { summary: "Trial moved to Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    trial_cancelled: { summary: "Trial cancelled: Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    trial_attended: { summary: "Trial attended: Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    trial_no_show: { summary: "No-show at the trial: Ananya Iyer, Dec 1, 2026, 3:00 PM UTC" },
    next_step_set: {
      summary: "Next step: Call to rebook the missed trial, due Dec 2, 2026, 1:00 PM UTC, for maya",
      text: 'Set when the trial was marked a no-show. Replaces "Send the timetable".',
    },
    next_step_done: { summary: "Next step done: Send the timetable" },
    next_step_withdrawn: {
      summary: "Next step closed: Call to rebook the missed trial",
      text: "The trial was marked attended after all.",
    },
    consent_recorded: { summary: "Text messages: agreed (wording 2026-11-27)" },
    visitor_message_attempt: null,
    visitor_message_sent: { summary: "Trial invitation e-mail sent" },
    visitor_message_retry_scheduled: {
      summary: "Message to the visitor failed; trying again",
      text: "Connection reset",
    },
    visitor_message_failed: { summary: "Message to the visitor failed", text: "HubSpot answered 503" },
    visitor_message_not_configured: {
      summary: "Message to the visitor not sent: e-mail or SMS is not configured",
    },
    visitor_message_skipped: {
      summary: "Reminder SMS not sent",
      text: "The visitor did not agree to text messages.",
    },
  }),
};

/** Words of kinds only a lead's history holds: the quote side is never asked for. */
function onLeadsOnly<K extends string>(
  words: Record<K, { summary: string; text?: string } | null>,
): Record<K, { lead: string; quote: string; text?: string } | null> {
  return Object.fromEntries(
    Object.entries<{ summary: string; text?: string } | null>(words).map(([kind, entry]) => [
      kind,
      entry && { lead: entry.summary, quote: "", ...(entry.text ? { text: entry.text } : {}) },
    ]),
  ) as Record<K, { lead: string; quote: string; text?: string } | null>;
}

function wordsOf<K extends LeadHistoryKind>(kind: K, lead: LeadKind) {
  const wording = LEAD_HISTORY[kind].timeline;
  const detail = LEAD_HISTORY[kind].detail.parse(EXAMPLES[kind]);
  return wording && { summary: wording.summary(detail, { lead }), text: wording.text?.(detail) };
}

describe("the lead's history, one registry of event kinds", () => {
  it("gives every kind its histories, a detail schema and a timeline decision, and refuses a fake kind until it has one", () => {
    expect(gaps(LEAD_HISTORY)).toEqual([]);
    const fake = { on: ["lead"], detail: z.object({ note: z.string() }) };
    expect(gaps({ ...LEAD_HISTORY, fake_kind: fake })).toEqual([
      "fake_kind: says nothing about the timeline",
    ]);
    expect(gaps({ ...LEAD_HISTORY, fake_kind: { ...fake, timeline: { type: "note" } } })).toEqual([
      "fake_kind: shown without a type, an order and its words",
    ]);
    expect(gaps({ ...LEAD_HISTORY, fake_kind: { ...fake, timeline: null } })).toEqual([]);
  });

  it("refuses at compile time a kind that does not say how the timeline shows it (npm run typecheck is the check)", () => {
    const registry = {
      ...LEAD_HISTORY,
      // @ts-expect-error: an entry without `timeline` is not an entry; `timeline: null` says it is not shown
      fake_kind: eventKind({ on: ["lead"], detail: z.object({ note: z.string() }) }),
    };
    const mapped = {
      ...LEAD_HISTORY,
      fake_kind: eventKind({
        on: ["lead"],
        detail: z.object({ note: z.string() }),
        timeline: { type: "note", order: 7, summary: ({ note }) => note },
      }),
    };
    eventKind({
      on: ["lead"],
      detail: z.object({ note: z.string() }),
      // @ts-expect-error: the words read the kind's own detail, which has no `staff`
      timeline: { type: "note", order: 7, summary: ({ staff }) => staff },
    });
    expect(Object.keys(registry)).toContain("fake_kind");
    expect(gaps(mapped)).toEqual([]);
  });

  it("refuses at compile time an event whose detail is not its kind's, or a kind the lead's history cannot hold", () => {
    const lead = { kind: "lead", id: "7d7c54d4-6f0d-4b47-bb6a-a7a1e6c0b0e1" } as const;
    // Never called: these lines are here for the compiler, which must refuse each one.
    const writes = (db: Database) => [
      // @ts-expect-error: "won" is no status
      recordLeadEvent(db, lead, { kind: "status_changed", detail: { from: "new", to: "won", ...STAFF } }),
      // @ts-expect-error: a status change says who made it
      recordLeadEvent(db, lead, { kind: "status_changed", detail: { from: "new", to: "lost" } }),
      // @ts-expect-error: an owner change's detail is not a status change's
      recordLeadEvent(db, lead, { kind: "owner_changed", detail: { from: "new", to: "lost", ...STAFF } }),
      // @ts-expect-error: only a quote request has a sales e-mail
      recordLeadEvent(db, lead, { kind: "mail_sent", detail: { attempt: 1, messageId: "<m1@x>" } }),
      // @ts-expect-error: no such kind
      recordLeadEvent(db, lead, { kind: "fake_kind", detail: {} }),
      recordLeadEvent(db, lead, { kind: "status_changed", detail: { from: "new", to: "lost", ...STAFF } }),
    ];
    expect(writes).toBeTypeOf("function");
  });

  it("keeps each table's kinds as they were before the registry, and the database CHECK lists exactly them", () => {
    expect([...LEAD_EVENT_TYPES].sort()).toEqual(
      [
        "submitted",
        "duplicate_submission",
        "crm_sync_attempt",
        "crm_synced",
        "crm_retry_scheduled",
        "crm_failed",
        "crm_not_configured",
        "status_changed",
        "owner_changed",
        "alert_attempt",
        "alert_mailed",
        "alert_texted",
        "alert_sent",
        "alert_retry_scheduled",
        "alert_failed",
        "alert_not_configured",
        "trial_booked",
        "trial_confirmed",
        "trial_moved",
        "trial_cancelled",
        "trial_attended",
        "trial_no_show",
        "next_step_set",
        "next_step_done",
        "next_step_withdrawn",
        "consent_recorded",
        "visitor_message_attempt",
        "visitor_message_sent",
        "visitor_message_retry_scheduled",
        "visitor_message_failed",
        "visitor_message_not_configured",
        "visitor_message_skipped",
      ].sort(),
    );
    expect([...QUOTE_EVENT_TYPES].sort()).toEqual(
      [
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
        "status_changed",
        "owner_changed",
        "alert_attempt",
        "alert_mailed",
        "alert_texted",
        "alert_sent",
        "alert_retry_scheduled",
        "alert_failed",
        "alert_not_configured",
      ].sort(),
    );
    expect(new Set([...historyKindsOn("lead"), ...historyKindsOn("quote")])).toEqual(
      new Set(LEAD_HISTORY_KINDS),
    );
  });

  it.each(LEAD_HISTORY_KINDS)("words %s exactly as the lead page always has", (kind) => {
    const expected = WORDS[kind];
    for (const lead of LEAD_HISTORY[kind].on) {
      expect(wordsOf(kind, lead)).toEqual(expected && { summary: expected[lead], text: expected.text });
    }
  });

  it("reads a status change made by hand without a note, and an owner change by the usernames it kept", () => {
    const byHand = LEAD_HISTORY.status_changed.detail.parse({
      from: "contacted",
      to: "trial_booked",
      ...STAFF,
    });
    expect(LEAD_HISTORY.status_changed.timeline?.summary(byHand, { lead: "quote" })).toBe(
      "Status: Contacted → Trial booked",
    );
    expect(LEAD_HISTORY.status_changed.timeline?.text?.(byHand)).toBeUndefined();
    const handedOn = LEAD_HISTORY.owner_changed.detail.parse({
      fromId: STAFF.staffUserId,
      from: "maya",
      toId: null,
      to: null,
      actor: { kind: "system", job: "staff-departure" },
    });
    expect(LEAD_HISTORY.owner_changed.timeline?.summary(handedOn, { lead: "lead" })).toBe(
      "Owner: maya → Unassigned",
    );
  });

  it("derives the API's timeline types and the same-instant order as they were", () => {
    expect(new Set(TIMELINE_TYPES)).toEqual(
      new Set([
        "submitted",
        "duplicate_submission",
        "crm",
        "mail",
        "alert",
        "outreach",
        "inbound_message",
        "opted_out",
        "opted_in",
        "status_changed",
        "owner_changed",
        "trial",
        "next_step",
        "consent",
        "visitor_message",
        "note",
      ]),
    );
    expect(timelineEntrySchema.shape.type.options).toEqual([...TIMELINE_TYPES]);
    expect(SAME_INSTANT_ORDER).toEqual({
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
      trial: 6,
      next_step: 6,
      consent: 0,
      visitor_message: 2,
      note: 7,
    });
    for (const kind of LEAD_HISTORY_KINDS) {
      const wording = LEAD_HISTORY[kind].timeline;
      if (wording) expect(SAME_INSTANT_ORDER[wording.type], kind).toBe(wording.order);
    }
    expect(Object.keys(MESSAGE_ENTRY_ORDER).every((type) => TIMELINE_TYPES.includes(type as never))).toBe(
      true,
    );
  });
});
