import { z } from "zod";
import { CONSENT_PURPOSES, type ConsentPurpose } from "./consent.ts";
import type { LeadKind } from "./lead-ref.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-status.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS } from "./outreach-channels.ts";
import { TRIAL_BOOKING_STATUSES } from "./trial-booking.ts";
import { VISITOR_MESSAGE_KINDS, type VisitorMessageKind } from "./visitor-messages.ts";

/**
 * Everything that can happen to a lead or a quote request, as its history (`lead_events`, `quote_events`) records
 * it: one entry per event kind, from which the rest is derived (docs/decisions/037-one-typed-lead-history.md): the
 * database's CHECK on each table's `type`, the typed writers (server/services/lead-records.ts), how the lead page's
 * timeline shows each kind (server/services/lead-timeline.ts), the API's timeline types and their order.
 */

/** Providers whose webhooks may act on a lead. */
export const WEBHOOK_PROVIDERS = ["twilio"] as const;

/**
 * Who acted, when it was not a member of staff: the visitor (through the site's forms), a provider's webhook, or
 * the server itself in a scheduled job (named as its queue is).
 */
export const otherActorSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("visitor") }),
  z.object({ kind: z.literal("webhook"), provider: z.enum(WEBHOOK_PROVIDERS) }),
  z.object({ kind: z.literal("system"), job: z.string().min(1) }),
]);
export type OtherActor = z.output<typeof otherActorSchema>;

/**
 * Who made a change, as its event keeps it: a member of staff by id (as every staff change has always been kept,
 * so the timeline names them by their username today), anyone else by what they are.
 */
export const storedActorSchema = z.union([
  z.object({ staffUserId: z.string() }),
  z.object({ actor: otherActorSchema }),
]);
export type StoredActor = z.output<typeof storedActorSchema>;

/** Lower comes first among entries stamped in the same millisecond: cause before effect. */
type SameInstantOrder = number;

/** How the lead page's timeline shows one kind of event. */
export interface TimelineWording<Detail, Type extends string = string> {
  /** The entry's type as the API shows it; several kinds may share one (`crm`: every HubSpot outcome). */
  type: Type;
  order: SameInstantOrder;
  /** The entry's one line, in the words the page has always used. */
  summary(detail: Detail, about: { lead: LeadKind }): string;
  /** Its longer text (a provider's error, why a status changed by itself), when there is one. */
  text?(detail: Detail): string | undefined;
}

/** One kind of event: which histories can hold it, what it carries, and how the timeline shows it. */
export interface LeadEventSpec<Detail, Type extends string = string> {
  /** A lead's history (`lead_events`), a quote request's (`quote_events`), or both. */
  on: readonly LeadKind[];
  detail: z.ZodType<Detail>;
  /** `null`: deliberately not on the timeline (an attempt, an intermediate step), said here rather than left out. */
  timeline: TimelineWording<Detail, Type> | null;
}

/**
 * One entry of the registry, checked against its own detail schema: the wording's functions get that detail, typed.
 * Every entry must say how the timeline shows it, or that it does not, so a kind cannot be added and silently never
 * shown (server/services/lead-history.test.ts shows the compiler refusing one).
 */
export function eventKind<
  const On extends readonly LeadKind[],
  const Schema extends z.ZodType,
  const Type extends string = never,
>(spec: { on: On; detail: Schema; timeline: TimelineWording<z.output<Schema>, Type> | null }) {
  return spec;
}

const attemptDetail = z.object({ attempt: z.number() });
const retryDetail = attemptDetail.extend({ error: z.string(), nextAttemptAt: z.string() });
const failedDetail = attemptDetail.extend({ error: z.string(), status: z.number().optional() });
const noDetail = z.object({});

/** What the visitor's forms carried, kept as it was stored (older rows have no interest). */
const storedText = z.string().optional();
const attributionDetail = z.object({
  landingPage: storedText,
  page: storedText,
  referrer: storedText,
  utmSource: storedText,
  utmMedium: storedText,
  utmCampaign: storedText,
  utmTerm: storedText,
  utmContent: storedText,
});
const interestDetail = z.object({ teacher: storedText, offering: storedText, plan: storedText });

/** What the staff alert's `alert_sent` says was done: how many addresses and numbers, and which were dry runs. */
const alertSentDetail = attemptDetail.extend({
  emailed: z.number().optional(),
  emailDryRun: z.boolean().optional(),
  texted: z.number().optional(),
  smsDryRun: z.boolean().optional(),
});
export type AlertSentDetail = Omit<z.output<typeof alertSentDetail>, "attempt">;

/** The provider's error, shown under a failed or retried delivery. */
function providerError(detail: { error: string }): string | undefined {
  return detail.error || undefined;
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

function formOf(lead: LeadKind): string {
  return lead === "lead" ? "the lead form" : "a quote request";
}

/** The username recorded with the change, so a renamed or removed account still reads as it was. */
function ownerName(username: string | null): string {
  return username || "Unassigned";
}

/** A trial booking as its events keep it: which booking, with whom, when (UTC ISO) and its status then. */
const trialDetail = z.object({
  bookingId: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  startsAt: z.string(),
  status: z.enum(TRIAL_BOOKING_STATUSES),
});

/** "Dec 1, 2026, 3:00 PM UTC": the timeline's words are the same for every reader, so they name UTC. */
function utcWhen(iso: string): string {
  const when = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));
  return `${when} UTC`;
}

/** "Ananya Iyer, Dec 1, 2026, 3:00 PM UTC": staff compare it with the booking, which the lead page shows in their zone. */
function trialWhen(detail: { teacherName: string; startsAt: string }): string {
  return `${detail.teacherName}, ${utcWhen(detail.startsAt)}`;
}

/** A next step as its events keep it (contracts/lead-next-step.ts); the assignee by the username they had then. */
const nextStepDetail = z.object({ stepId: z.string(), what: z.string() });
const nextStepSetDetail = nextStepDetail.extend({
  dueAt: z.string(),
  assigneeId: z.string().nullable(),
  assignee: z.string().nullable(),
  /** The open step this one replaced. */
  replaced: z.string().optional(),
  /** The trial whose no-show set it. */
  noShowBookingId: z.string().optional(),
});

/** Why the server, not staff, closed a step a no-show set, and the timeline's words for it. */
export const NEXT_STEP_WITHDRAWN_REASONS = ["trial_attended", "trial_rebooked"] as const;
export type NextStepWithdrawnReason = (typeof NEXT_STEP_WITHDRAWN_REASONS)[number];
const WITHDRAWN_WORDS: Record<NextStepWithdrawnReason, string> = {
  trial_attended: "The trial was marked attended after all.",
  trial_rebooked: "A new trial was booked.",
};

const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  contact: "Calls and e-mails about the request",
  sms: "Text messages",
};

const VISITOR_MESSAGE_LABELS: Record<VisitorMessageKind, string> = {
  welcome: "Welcome e-mail",
  booking_confirmation: "Trial invitation e-mail",
  booking_update: "Trial update e-mail",
  booking_cancellation: "Trial cancellation e-mail",
  reminder_24h: "Reminder e-mail (24 hours before)",
  reminder_1h: "Reminder e-mail (1 hour before)",
  reminder_sms: "Reminder SMS",
};

const SUBMITTED = 0;
const REPEATED = 1;
const DELIVERED = 2;
const CHANGED = 6;

const DECLARED = {
  submitted: eventKind({
    on: ["lead", "quote"],
    detail: z.object({ attribution: attributionDetail.optional(), interest: interestDetail.optional() }),
    timeline: { type: "submitted", order: SUBMITTED, summary: (_, { lead }) => `Submitted ${formOf(lead)}` },
  }),
  duplicate_submission: eventKind({
    on: ["lead"],
    detail: z.object({
      name: z.string(),
      attribution: attributionDetail,
      interest: interestDetail.optional(),
      userAgent: z.string().nullable(),
    }),
    timeline: {
      type: "duplicate_submission",
      order: REPEATED,
      summary: (_, { lead }) => `Submitted ${formOf(lead)} again`,
    },
  }),

  crm_sync_attempt: eventKind({ on: ["lead", "quote"], detail: attemptDetail, timeline: null }),
  /** A quote's HubSpot contact, saved before its note so a retry goes straight to the note. */
  crm_contact_upserted: eventKind({
    on: ["quote"],
    detail: z.object({ contactId: z.string() }),
    timeline: null,
  }),
  crm_synced: eventKind({
    on: ["lead", "quote"],
    detail: attemptDetail.extend({ contactId: z.string(), noteId: z.string().optional() }),
    timeline: { type: "crm", order: DELIVERED, summary: () => "Synced to HubSpot" },
  }),
  crm_retry_scheduled: eventKind({
    on: ["lead", "quote"],
    detail: retryDetail,
    timeline: {
      type: "crm",
      order: DELIVERED,
      summary: () => "HubSpot sync failed; trying again",
      text: providerError,
    },
  }),
  crm_failed: eventKind({
    on: ["lead", "quote"],
    detail: failedDetail,
    timeline: { type: "crm", order: DELIVERED, summary: () => "HubSpot sync failed", text: providerError },
  }),
  crm_not_configured: eventKind({
    on: ["lead", "quote"],
    detail: noDetail,
    timeline: { type: "crm", order: DELIVERED, summary: () => "Not synced: HubSpot is not configured" },
  }),

  mail_attempt: eventKind({ on: ["quote"], detail: attemptDetail, timeline: null }),
  mail_sent: eventKind({
    on: ["quote"],
    detail: attemptDetail.extend({ messageId: z.string() }),
    timeline: { type: "mail", order: DELIVERED, summary: () => "Sales e-mail sent" },
  }),
  mail_retry_scheduled: eventKind({
    on: ["quote"],
    detail: retryDetail,
    timeline: {
      type: "mail",
      order: DELIVERED,
      summary: () => "Sales e-mail failed; trying again",
      text: providerError,
    },
  }),
  mail_failed: eventKind({
    on: ["quote"],
    detail: failedDetail,
    timeline: { type: "mail", order: DELIVERED, summary: () => "Sales e-mail failed", text: providerError },
  }),
  mail_not_configured: eventKind({
    on: ["quote"],
    detail: noDetail,
    timeline: {
      type: "mail",
      order: DELIVERED,
      summary: () => "Sales e-mail not sent: e-mail is not configured",
    },
  }),

  alert_attempt: eventKind({ on: ["lead", "quote"], detail: attemptDetail, timeline: null }),
  /** The alert's e-mail went out (or was a dry run): a retry does not send it again. */
  alert_mailed: eventKind({
    on: ["lead", "quote"],
    detail: z.object({
      to: z.array(z.string()),
      dryRun: z.boolean().optional(),
      messageId: z.string().optional(),
    }),
    timeline: null,
  }),
  /** One alert SMS went out (or was a dry run): a retry texts only the numbers that have none. */
  alert_texted: eventKind({
    on: ["lead", "quote"],
    detail: z.object({ to: z.string(), dryRun: z.boolean().optional(), sid: z.string().optional() }),
    timeline: null,
  }),
  alert_sent: eventKind({
    on: ["lead", "quote"],
    detail: alertSentDetail,
    timeline: { type: "alert", order: DELIVERED, summary: alertSentSummary },
  }),
  alert_retry_scheduled: eventKind({
    on: ["lead", "quote"],
    detail: retryDetail,
    timeline: {
      type: "alert",
      order: DELIVERED,
      summary: () => "Staff alert failed; trying again",
      text: providerError,
    },
  }),
  alert_failed: eventKind({
    on: ["lead", "quote"],
    detail: failedDetail,
    timeline: { type: "alert", order: DELIVERED, summary: () => "Staff alert failed", text: providerError },
  }),
  alert_not_configured: eventKind({
    on: ["lead", "quote"],
    detail: noDetail,
    timeline: {
      type: "alert",
      order: DELIVERED,
      summary: () => "Staff not alerted: alerts are not configured",
    },
  }),

  /** `automatic` with the channel when a first contact moved it from New (docs/decisions/021-matching-sends-to-leads.md). */
  status_changed: eventKind({
    on: ["lead", "quote"],
    detail: z.intersection(
      z.object({
        from: z.enum(LEAD_STATUSES),
        to: z.enum(LEAD_STATUSES),
        automatic: z.boolean().optional(),
        channel: z.enum(OUTREACH_CHANNEL_IDS).optional(),
      }),
      storedActorSchema,
    ),
    timeline: {
      type: "status_changed",
      order: CHANGED,
      summary: ({ from, to }) => `Status: ${LEAD_STATUS_LABELS[from]} → ${LEAD_STATUS_LABELS[to]}`,
      text: ({ automatic, channel }) =>
        automatic && channel ? `Set when the ${OUTREACH_CHANNELS[channel].noun} was sent.` : undefined,
    },
  }),
  /** Owners by id and by the username they had then (null: unassigned). */
  owner_changed: eventKind({
    on: ["lead", "quote"],
    detail: z.intersection(
      z.object({
        fromId: z.string().nullable(),
        from: z.string().nullable(),
        toId: z.string().nullable(),
        to: z.string().nullable(),
      }),
      storedActorSchema,
    ),
    timeline: {
      type: "owner_changed",
      order: CHANGED,
      summary: ({ from, to }) => `Owner: ${ownerName(from)} → ${ownerName(to)}`,
    },
  }),

  /** The visitor (from the thank-you view or the manage link) or staff booked a trial time for the lead. */
  trial_booked: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail, storedActorSchema),
    timeline: {
      type: "trial",
      order: CHANGED,
      summary: (detail) => `Trial ${detail.status === "confirmed" ? "booked" : "held"}: ${trialWhen(detail)}`,
    },
  }),
  trial_confirmed: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail, storedActorSchema),
    timeline: { type: "trial", order: CHANGED, summary: (detail) => `Trial confirmed: ${trialWhen(detail)}` },
  }),
  /** `from` is the start it had. */
  trial_moved: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail.extend({ from: z.string() }), storedActorSchema),
    timeline: { type: "trial", order: CHANGED, summary: (detail) => `Trial moved to ${trialWhen(detail)}` },
  }),
  trial_cancelled: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail, storedActorSchema),
    timeline: { type: "trial", order: CHANGED, summary: (detail) => `Trial cancelled: ${trialWhen(detail)}` },
  }),
  trial_attended: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail, storedActorSchema),
    timeline: { type: "trial", order: CHANGED, summary: (detail) => `Trial attended: ${trialWhen(detail)}` },
  }),
  trial_no_show: eventKind({
    on: ["lead"],
    detail: z.intersection(trialDetail, storedActorSchema),
    timeline: {
      type: "trial",
      order: CHANGED,
      summary: (detail) => `No-show at the trial: ${trialWhen(detail)}`,
    },
  }),

  /** A next step set by staff, or by a no-show at the trial (docs/product/staff-area.md, Next step). */
  next_step_set: eventKind({
    on: ["lead"],
    detail: z.intersection(nextStepSetDetail, storedActorSchema),
    timeline: {
      type: "next_step",
      order: CHANGED,
      summary: ({ what, dueAt, assignee }) =>
        `Next step: ${what}, due ${utcWhen(dueAt)}${assignee ? `, for ${assignee}` : ""}`,
      text: ({ replaced, noShowBookingId }) =>
        [
          ...(noShowBookingId ? ["Set when the trial was marked a no-show."] : []),
          ...(replaced ? [`Replaces "${replaced}".`] : []),
        ].join(" ") || undefined,
    },
  }),
  next_step_done: eventKind({
    on: ["lead"],
    detail: z.intersection(nextStepDetail, storedActorSchema),
    timeline: { type: "next_step", order: CHANGED, summary: ({ what }) => `Next step done: ${what}` },
  }),
  /** Closed by the server, not done: what made it is undone. */
  next_step_withdrawn: eventKind({
    on: ["lead"],
    detail: z.intersection(
      nextStepDetail.extend({ reason: z.enum(NEXT_STEP_WITHDRAWN_REASONS) }),
      storedActorSchema,
    ),
    timeline: {
      type: "next_step",
      order: CHANGED,
      summary: ({ what }) => `Next step closed: ${what}`,
      text: ({ reason }) => WITHDRAWN_WORDS[reason],
    },
  }),

  /** What the visitor agreed to on the form, with the version of the wording they saw (contracts/consent.ts). */
  consent_recorded: eventKind({
    on: ["lead"],
    detail: z.object({ purpose: z.enum(CONSENT_PURPOSES), granted: z.boolean(), wordingVersion: z.string() }),
    timeline: {
      type: "consent",
      order: SUBMITTED,
      summary: ({ purpose, granted, wordingVersion }) =>
        `${CONSENT_LABELS[purpose]}: ${granted ? "agreed" : "not agreed"} (wording ${wordingVersion})`,
    },
  }),

  /** The messages the server sends the visitor by itself (contracts/visitor-messages.ts), one delivery each. */
  visitor_message_attempt: eventKind({ on: ["lead"], detail: attemptDetail, timeline: null }),
  visitor_message_sent: eventKind({
    on: ["lead"],
    detail: attemptDetail.extend({
      message: z.enum(VISITOR_MESSAGE_KINDS),
      to: z.string(),
      dryRun: z.boolean().optional(),
      providerId: z.string().optional(),
    }),
    timeline: {
      type: "visitor_message",
      order: DELIVERED,
      summary: ({ message, dryRun }) =>
        `${VISITOR_MESSAGE_LABELS[message]} sent${dryRun ? " (dry run)" : ""}`,
    },
  }),
  visitor_message_retry_scheduled: eventKind({
    on: ["lead"],
    detail: retryDetail,
    timeline: {
      type: "visitor_message",
      order: DELIVERED,
      summary: () => "Message to the visitor failed; trying again",
      text: providerError,
    },
  }),
  visitor_message_failed: eventKind({
    on: ["lead"],
    detail: failedDetail,
    timeline: {
      type: "visitor_message",
      order: DELIVERED,
      summary: () => "Message to the visitor failed",
      text: providerError,
    },
  }),
  visitor_message_not_configured: eventKind({
    on: ["lead"],
    detail: noDetail,
    timeline: {
      type: "visitor_message",
      order: DELIVERED,
      summary: () => "Message to the visitor not sent: e-mail or SMS is not configured",
    },
  }),
  /** Not sent, and never will be: the booking changed since, or the visitor did not agree to texts. */
  visitor_message_skipped: eventKind({
    on: ["lead"],
    detail: z.object({ message: z.enum(VISITOR_MESSAGE_KINDS), reason: z.string() }),
    timeline: {
      type: "visitor_message",
      order: DELIVERED,
      summary: ({ message }) => `${VISITOR_MESSAGE_LABELS[message]} not sent`,
      text: ({ reason }) => reason,
    },
  }),
};

type Declared = typeof DECLARED;
export type LeadHistoryKind = keyof Declared;
export type LeadHistoryDetail<K extends LeadHistoryKind> = z.output<Declared[K]["detail"]>;

/** One event as it is recorded: its kind and that kind's detail. */
export type LeadHistoryEvent<K extends LeadHistoryKind = LeadHistoryKind> = {
  [Kind in K]: { kind: Kind; detail: LeadHistoryDetail<Kind> };
}[K];

/** The histories that can hold a kind (for a union of kinds, those that can hold any of them). */
export type HistoriesOf<K extends LeadHistoryKind> = Declared[K]["on"][number];

/** The kinds one history can hold: a lead's (`lead`) or a quote request's (`quote`). */
export type HistoryKindOn<L extends LeadKind> = {
  [K in LeadHistoryKind]: L extends HistoriesOf<K> ? K : never;
}[LeadHistoryKind];

/** The kinds whose detail is exactly `Detail`: what a generic writer (the deliveries' attempts) may record with it. */
export type KindsWithDetail<Detail> = {
  [K in LeadHistoryKind]: [Detail] extends [LeadHistoryDetail<K>]
    ? [LeadHistoryDetail<K>] extends [Detail]
      ? K
      : never
    : never;
}[LeadHistoryKind];

/** The registry, seen one kind at a time: `LEAD_HISTORY[kind]` for a generic kind keeps its detail's type. */
export const LEAD_HISTORY: {
  readonly [K in LeadHistoryKind]: LeadEventSpec<LeadHistoryDetail<K>, EventTimelineType>;
} = DECLARED;

export const LEAD_HISTORY_KINDS = Object.keys(DECLARED) as LeadHistoryKind[];

/** The kinds a history can hold, in the registry's order: what its table's CHECK allows. */
export function historyKindsOn<L extends LeadKind>(history: L): HistoryKindOn<L>[] {
  return LEAD_HISTORY_KINDS.filter((kind) => LEAD_HISTORY[kind].on.includes(history)) as HistoryKindOn<L>[];
}

/**
 * Timeline entries that are not events, each read from its own table: the sends made from the lead's page, the
 * replies and opt-outs from its number, and staff notes. Their order among entries of the same instant.
 */
export const MESSAGE_ENTRY_ORDER = {
  inbound_message: 3,
  opted_out: 4,
  opted_in: 4,
  outreach: 5,
  note: 7,
} as const satisfies Record<string, SameInstantOrder>;

type ShownType<Wording> = Wording extends { type: infer Type extends string } ? Type : never;
type EventTimelineType = { [K in LeadHistoryKind]: ShownType<Declared[K]["timeline"]> }[LeadHistoryKind];
export type TimelineType = EventTimelineType | keyof typeof MESSAGE_ENTRY_ORDER;

const shownEvents = LEAD_HISTORY_KINDS.flatMap((kind) => {
  const wording = LEAD_HISTORY[kind].timeline;
  return wording ? [{ kind, type: wording.type, order: wording.order }] : [];
});

/** Every type a timeline entry can have: the shown event kinds' types, then the entries that are not events. */
export const TIMELINE_TYPES: readonly TimelineType[] = [
  ...new Set(shownEvents.map(({ type }) => type)),
  ...(Object.keys(MESSAGE_ENTRY_ORDER) as (keyof typeof MESSAGE_ENTRY_ORDER)[]),
];

/**
 * Each entry type's order among entries stamped in the same millisecond (a fast dry-run send and the status change
 * it causes keep cause before effect). Kinds that share a type must share its order, or entries of one type would
 * sort apart; a registry that breaks this fails as soon as it loads.
 */
export const SAME_INSTANT_ORDER = Object.fromEntries(Object.entries(MESSAGE_ENTRY_ORDER)) as Record<
  TimelineType,
  SameInstantOrder
>;
for (const { kind, type, order } of shownEvents) {
  const earlier = SAME_INSTANT_ORDER[type] as SameInstantOrder | undefined;
  if (earlier !== undefined && earlier !== order)
    throw new Error(
      `Event kind "${kind}" sorts at ${order}, but other "${type}" entries sort at ${earlier}.`,
    );
  SAME_INSTANT_ORDER[type] = order;
}
