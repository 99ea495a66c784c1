import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AlertSentDetail, LeadHistoryDetail } from "#contracts/lead-history";
import { phoneLocalTime } from "#contracts/phone-time-zone";
import { type Lead, leadEvents, leads, type QuoteRequest, quoteEvents, quoteRequests } from "../db/schema.ts";
import { createDelivery, type Delivery, type DeliveryDeps, type DeliveryTarget } from "./delivery.ts";
import type { Mailer } from "./mail.ts";
import { smsFailure } from "./sms-failure.ts";
import {
  type AlertContext,
  type Arrival,
  alertEmail,
  alertSms,
  leadArrival,
  quoteArrival,
} from "./staff-alert-text.ts";
import type { TwilioProvider } from "./twilio.ts";

export const LEAD_ALERT_QUEUE = "staff-alert-lead";
export const QUOTE_ALERT_QUEUE = "staff-alert-quote";

/** The alert's columns, the same on leads and quote requests (schema.ts, speedToLeadColumns). */
interface AlertRecord {
  id: string;
  phone: string;
  alertStatus: string;
  alertAttempts: number;
  alertLastError: string | null;
  alertNextAttemptAt: Date | null;
  alertMailedAt: Date | null;
  alertTextedAt: Date | null;
  alertSentAt: Date | null;
}

export interface StaffAlertDeps extends DeliveryDeps {
  mailer: Mailer;
  /** Twilio, only when it can send SMS; without it each alert SMS is recorded as a dry run. */
  smsSender: Pick<TwilioProvider, "sendSms"> | undefined;
  /** STAFF_ALERT_EMAILS (addresses separated by commas) and STAFF_ALERT_SMS. */
  recipients: { emails?: string; sms?: readonly string[] };
  context: Omit<AlertContext, "localTime">;
}

export interface StaffAlerts {
  lead: Delivery;
  quote: Delivery;
}

/**
 * Tells staff of each new lead and quote request: one e-mail to every STAFF_ALERT_EMAILS address, then an
 * SMS to each STAFF_ALERT_SMS number (docs/decisions/020-new-lead-alerts.md). Each step is saved as it
 * goes out, so a retry sends only what has not gone out yet.
 */
export function createStaffAlerts(deps: StaffAlertDeps): StaffAlerts {
  const { database, mailer, smsSender } = deps;
  const { db } = database;
  const emails = deps.recipients.emails?.split(",").map((address) => address.trim()) ?? [];
  const numbers = deps.recipients.sms ?? [];

  async function sendSms(to: string, body: string): Promise<LeadHistoryDetail<"alert_texted">> {
    if (!smsSender) return { to, dryRun: true };
    try {
      const { sid } = await smsSender.sendSms({ to, body });
      return { to, sid };
    } catch (error) {
      throw smsFailure(to, error);
    }
  }

  /** The numbers an earlier attempt already texted, from the record's `alert_texted` events. */
  async function alreadyTexted(events: typeof leadEvents | typeof quoteEvents, owner: PgColumn, id: string) {
    const texted = await db
      .select({ detail: events.detail })
      .from(events)
      .where(and(eq(owner, id), eq(events.type, "alert_texted")));
    return new Set(texted.map(({ detail }) => String(detail.to)));
  }

  async function sendEmail(
    arrival: Arrival,
    context: AlertContext,
  ): Promise<LeadHistoryDetail<"alert_mailed">> {
    if (!mailer.configured) return { to: emails, dryRun: true };
    const { messageId } = await mailer.send({ to: emails.join(", "), ...alertEmail(arrival, context) });
    return { to: emails, messageId };
  }

  function target<TRow extends AlertRecord>(
    arrivalOf: (row: TRow) => Arrival,
    alreadyTexted: (id: string) => Promise<Set<string>>,
  ): DeliveryTarget<TRow> {
    return {
      configured: (emails.length > 0 && mailer.configured) || numbers.length > 0,
      async deliver(row, progress) {
        const arrival = arrivalOf(row);
        const localTime = phoneLocalTime(row.phone, new Date());
        const context: AlertContext = { ...deps.context, ...(localTime ? { localTime } : {}) };
        const sent: AlertSentDetail = {};
        if (emails.length > 0) {
          Object.assign(sent, { emailed: emails.length, emailDryRun: !mailer.configured });
          if (!row.alertMailedAt) {
            const detail = await sendEmail(arrival, context);
            await progress.save({ alertMailedAt: sql`now()` }, { kind: "alert_mailed", detail });
          }
        }
        if (numbers.length > 0) {
          Object.assign(sent, { texted: numbers.length, smsDryRun: !smsSender });
          const done = row.alertTextedAt ? new Set(numbers) : await alreadyTexted(row.id);
          const remaining = numbers.filter((number) => !done.has(number));
          const body = alertSms(arrival, context);
          for (const [index, to] of remaining.entries()) {
            const detail = await sendSms(to, body);
            // The step is done with its last number; each number before it is known by its event.
            const last = index === remaining.length - 1;
            await progress.save(last ? { alertTextedAt: sql`now()` } : {}, { kind: "alert_texted", detail });
          }
        }
        return {
          changes: { alertSentAt: sql`now()` },
          event: { kind: "alert_sent", detail: { attempt: progress.attempt, ...sent } },
        };
      },
    };
  }

  const shared = {
    name: "staff alert",
    columns: {
      status: "alertStatus",
      attempts: "alertAttempts",
      lastError: "alertLastError",
      nextAttemptAt: "alertNextAttemptAt",
    },
    deliveredStatus: "sent",
    events: {
      attempt: "alert_attempt",
      retryScheduled: "alert_retry_scheduled",
      failed: "alert_failed",
      notConfigured: "alert_not_configured",
    },
    // An alert that waited for settings is worth sending only while the reply it announces is still due.
    notConfiguredExpiry: {
      ageColumn: "createdAt",
      maxAgeSeconds: deps.context.responsePromiseHours * 3600,
      expiredStatus: "skipped",
    },
  } as const;
  const base = {
    database,
    jobs: deps.jobs,
    settings: deps.settings,
    log: deps.log,
    metrics: deps.metrics,
  };

  return {
    lead: createDelivery<Lead>({
      ...base,
      definition: {
        ...shared,
        queue: LEAD_ALERT_QUEUE,
        table: leads,
        history: "lead",
        target: target<Lead>(leadArrival, (id) => alreadyTexted(leadEvents, leadEvents.leadId, id)),
      },
    }),
    quote: createDelivery<QuoteRequest>({
      ...base,
      definition: {
        ...shared,
        queue: QUOTE_ALERT_QUEUE,
        table: quoteRequests,
        history: "quote",
        target: target<QuoteRequest>(quoteArrival, (id) =>
          alreadyTexted(quoteEvents, quoteEvents.quoteId, id),
        ),
      },
    }),
  };
}
