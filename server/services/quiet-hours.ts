import type { FastifyBaseLogger } from "fastify";
import type { OutreachChannel } from "#contracts/outreach-channels";
import { localTimeText, type PhoneLocalTime } from "#contracts/phone-time-zone";
import { quietHoursAt } from "#contracts/quiet-hours";
import type { Database } from "../db/client.ts";
import { createAuditLog } from "./audit.ts";
import { auditContext, type LeadKey, refOf, type StaffActor } from "./lead-records.ts";
import { stored } from "./stored.ts";

/** A call or message about to be recorded and sent, and whether staff confirmed it outside calling hours. */
export interface QuietHoursCheck {
  channel: OutreachChannel;
  recipient: string;
  staff: StaffActor;
  lead?: LeadKey;
  override: boolean;
}

export interface QuietHoursRefusal {
  refused: "quiet_hours";
  localTime: PhoneLocalTime;
}

export interface QuietHoursGuard {
  /**
   * Undefined when the send may go. Outside the recipient's calling hours it is refused unless staff
   * confirmed it; a confirmed one is written to the audit log before it goes, so no override goes unrecorded.
   */
  check(send: QuietHoursCheck): Promise<QuietHoursRefusal | undefined>;
}

export interface QuietHoursDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** The clock the rule reads; tests set it. */
  now(): Date;
}

export function createQuietHoursGuard({ db, log, now }: QuietHoursDeps): QuietHoursGuard {
  const audit = createAuditLog(db);
  return {
    async check({ channel, recipient, staff, lead, override }) {
      const localTime = quietHoursAt(channel, recipient, now());
      if (!localTime) return undefined;
      if (!override) {
        log.info(
          { channel, staffUserId: staff.userId, localTime: localTimeText(localTime) },
          "outreach refused: outside the recipient's calling hours, not confirmed",
        );
        return { refused: "quiet_hours", localTime };
      }
      await stored(() =>
        audit.record(
          "quiet_hours_override",
          auditContext(staff, {
            channel,
            recipient,
            localTimes: localTime.times.map(({ zone, time }) => ({ zone, time })),
            ...(lead ? { lead: refOf(lead) } : {}),
          }),
        ),
      );
      return undefined;
    },
  };
}
