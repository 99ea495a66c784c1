import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type DryRunTools,
  OUTREACH_CHANNELS,
  type OutreachChannel,
  type OutreachInput,
} from "#contracts/outreach-channels";
import type { DatabaseHandle } from "../db/client.ts";
import { outboundMessages } from "../db/schema.ts";
import type { LeadContacts, LinkedLead } from "./lead-contacts.ts";
import { type LeadKey, ownerColumns, type StaffActor } from "./lead-records.ts";
import type { LeadStatusService } from "./lead-status.ts";
import { MailError } from "./mail.ts";
import type { ChannelProviders, PreparedSend } from "./outreach-channels/channel.ts";
import { CHANNEL_MODULES } from "./outreach-channels/index.ts";
import { createQuietHoursGuard, type QuietHoursRefusal } from "./quiet-hours.ts";
import type { SmsOptOuts } from "./sms-opt-outs.ts";
import { stored } from "./stored.ts";
import { TwilioError } from "./twilio.ts";

const MAIL_UNREACHABLE_MESSAGE = "The mail server could not be reached. Please try again.";
const MAIL_SETTINGS_MESSAGE =
  "The e-mail could not be sent because of the mail settings. Please ask an administrator to check SMTP_URL.";

/** Everything an outreach action needs besides the staff member's input. */
export interface OutreachDeps {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  providers: ChannelProviders;
  dryRun: DryRunTools;
  /** A send from a lead's page checks the lead exists. */
  leadStatus: LeadStatusService;
  /** Links a send made without a lead to the lead it went to, and records each lead's contact. */
  contacts: LeadContacts;
  optOuts: SmsOptOuts;
  /** The clock quiet hours read; tests set it. */
  now(): Date;
}

/**
 * Either the provider took it (or it was a dry run), or it refused and `message` says why in plain
 * words, or it was refused before anything was recorded: the lead does not exist, the number opted out,
 * or it is outside the recipient's calling hours and staff did not confirm it.
 * `matched` is the lead a send made without one was linked to by its number or address.
 */
export type OutreachOutcome =
  | { sent: true; dryRun: boolean; recordId: string; providerId: string; matched?: LinkedLead }
  | { sent: false; recordId: string; message: string }
  | { sent: false; refused: "unknown_lead" | "opted_out" }
  | ({ sent: false } & QuietHoursRefusal);

/** Who sends, the lead's page it was sent from, if any, and whether they confirmed a send in quiet hours. */
export interface OutreachSender {
  staff: StaffActor;
  lead?: LeadKey;
  quietHoursOverride?: boolean;
}

export interface OutreachService {
  /** Records, then sends through the channel's provider (or only records, in dry-run). */
  send<C extends OutreachChannel>(
    channel: C,
    input: OutreachInput<C>,
    sender: OutreachSender,
  ): Promise<OutreachOutcome>;
  /** A Twilio status callback: moves the record forward, never back. False when nothing changed. */
  applyProviderStatus(update: { providerId: string; status: string; error?: string }): Promise<boolean>;
}

/**
 * How far along a call or message is. A status only replaces one of a lower rank, so a late `sent`
 * cannot undo `delivered`, and final states (same top rank) never replace each other. Words Twilio may
 * add later rank just below the final states.
 */
const STATUS_RANK: Record<string, number> = {
  sending: 0,
  accepted: 1,
  scheduled: 1,
  queued: 2,
  initiated: 3,
  ringing: 4,
  "in-progress": 5,
  sent: 5,
  delivered: 7,
  undelivered: 7,
  failed: 7,
  completed: 7,
  busy: 7,
  "no-answer": 7,
  canceled: 7,
  read: 8,
};
const UNKNOWN_STATUS_RANK = 6;

function rankOf(status: string): number {
  return STATUS_RANK[status] ?? UNKNOWN_STATUS_RANK;
}

const statusRankSql = sql.join(
  [
    sql`case ${outboundMessages.status}`,
    ...Object.entries(STATUS_RANK).map(([status, rank]) => sql`when ${status} then ${rank}::int`),
    sql`else ${UNKNOWN_STATUS_RANK}::int end`,
  ],
  sql` `,
);

type StoredRecord = Omit<typeof outboundMessages.$inferInsert, "id" | "status" | "createdAt" | "updatedAt">;

interface ProviderFailure {
  /** For staff, in plain words. */
  message: string;
  /** Kept on the record: the provider's own words. */
  error: string;
  twilioCode?: number;
}

function describeFailure(error: unknown): ProviderFailure | undefined {
  if (error instanceof TwilioError) {
    return {
      message: error.message,
      error: error.message,
      ...(error.code ? { twilioCode: error.code } : {}),
    };
  }
  if (error instanceof MailError) {
    // An SMTP reply is the mail server's own reason; without one, it never answered or our settings are wrong.
    if (error.status) return { message: error.message, error: error.message };
    return {
      message: error.retryable ? MAIL_UNREACHABLE_MESSAGE : MAIL_SETTINGS_MESSAGE,
      error: error.message,
    };
  }
  return undefined;
}

/** Outreach on every channel: each send is recorded before anything is sent, then updated with the outcome. */
export function createOutreachService(deps: OutreachDeps): OutreachService {
  const { database, log } = deps;
  const db = database.db;
  const prepare = Object.fromEntries(
    Object.entries(CHANNEL_MODULES).map(([channel, module]) => [channel, module.create(deps.providers)]),
  ) as { [C in OutreachChannel]: (input: OutreachInput<C>) => PreparedSend };
  const quietHours = createQuietHoursGuard({ db, log, now: deps.now });

  async function insert(record: StoredRecord, status: string): Promise<string> {
    const [row] = await stored(() =>
      db
        .insert(outboundMessages)
        .values({ ...record, status })
        .returning({ id: outboundMessages.id }),
    );
    if (!row) throw new Error("outbound_messages insert returned no row");
    return row.id;
  }

  function update(id: string, changes: Partial<typeof outboundMessages.$inferInsert>) {
    return stored(() =>
      db
        .update(outboundMessages)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(outboundMessages.id, id)),
    );
  }

  /**
   * Refuses before anything is recorded when the lead is unknown, the number opted out, or it is outside
   * the recipient's calling hours unconfirmed; then sends, for the lead named or else the one the recipient
   * matches, whose contact counts once the send went out (or was a dry run).
   */
  async function perform(sender: OutreachSender, { record, send }: PreparedSend): Promise<OutreachOutcome> {
    const { staff, lead } = sender;
    if (lead && !(await deps.leadStatus.current(lead))) return { sent: false, refused: "unknown_lead" };
    const optOutApplies = OUTREACH_CHANNELS[record.channel].optOutApplies;
    if (optOutApplies && (await deps.optOuts.isOptedOut(record.recipient))) {
      log.info(
        { channel: record.channel, staffUserId: staff.userId },
        "outreach refused: the number opted out",
      );
      return { sent: false, refused: "opted_out" };
    }
    const { channel, recipient } = record;
    const [matched] = lead ? [] : await deps.contacts.match(OUTREACH_CHANNELS[channel].addresses, recipient);
    const linked = lead ?? matched;
    const override = sender.quietHoursOverride === true;
    const quiet = await quietHours.check({ channel, recipient, staff, lead: linked, override });
    if (quiet) return { sent: false, ...quiet };
    const owner = linked ? ownerColumns(linked) : {};
    const outcome = await recordAndSend({ ...record, ...owner, staffUserId: staff.userId }, send);
    if (!linked || !outcome.sent) return outcome;
    await deps.contacts.recordContact(linked, staff, record.channel);
    return matched ? { ...outcome, matched } : outcome;
  }

  /**
   * Records the action, then sends it unless the channel is dry-run. The row exists before the
   * provider is called, so a crash in between leaves a `sending` record rather than no trace.
   */
  async function recordAndSend(record: StoredRecord, send: PreparedSend["send"]): Promise<OutreachOutcome> {
    const channel = record.channel;
    if (deps.dryRun[channel]) {
      const recordId = await insert(record, "dry-run");
      return { sent: true, dryRun: true, recordId, providerId: `dry-run-${recordId}` };
    }
    const recordId = await insert(record, "sending");
    try {
      const { providerId, status } = await send();
      await update(recordId, { providerId, status });
      return { sent: true, dryRun: false, recordId, providerId };
    } catch (error) {
      const failure = describeFailure(error);
      if (!failure) {
        // A fault of ours, not the provider's: the error handler logs it; the record must not stay `sending`.
        await update(recordId, { status: "failed", error: "Unexpected error while sending" }).catch(
          (updateError: unknown) =>
            log.error({ err: updateError, recordId }, "could not mark the record failed"),
        );
        throw error;
      }
      await update(recordId, {
        status: "failed",
        error: failure.error,
        ...(failure.twilioCode ? { detail: { ...record.detail, twilioCode: failure.twilioCode } } : {}),
      });
      log.warn(
        { channel, recordId, twilioCode: failure.twilioCode, reason: failure.error },
        "outreach provider refused the message",
      );
      return { sent: false, recordId, message: failure.message };
    }
  }

  return {
    send(channel, input, sender) {
      return perform(sender, prepare[channel](input));
    },

    async applyProviderStatus({ providerId, status, error }) {
      const changed = await stored(() =>
        db
          .update(outboundMessages)
          .set({ status, ...(error ? { error } : {}), updatedAt: sql`now()` })
          .where(sql`${outboundMessages.providerId} = ${providerId} and ${statusRankSql} < ${rankOf(status)}`)
          .returning({ id: outboundMessages.id }),
      );
      return changed.length > 0;
    },
  };
}
