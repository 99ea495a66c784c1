import { OUTREACH_CHANNELS, type OutreachChannel } from "./outreach-channels.ts";
import {
  CALLING_HOURS,
  localTimeText,
  localTimeWithZones,
  type PhoneLocalTime,
  phoneLocalTime,
} from "./phone-time-zone.ts";

/**
 * Quiet hours (docs/product/outreach-and-alerts.md, Quiet hours; ADR 023): a call, SMS or WhatsApp to a number whose local time is
 * outside calling hours goes only once staff confirmed it, and the server refuses it without
 * `quiet_hours_override: true`. A number whose time zone is unknown is not restricted. E-mail never is.
 */

/** The body field that carries staff's confirmation, and the field a refusal names. */
export const QUIET_HOURS_OVERRIDE_FIELD = "quiet_hours_override";

export const QUIET_HOURS_MESSAGES = {
  unknown: "Local time unknown",
  outside: `Outside calling hours (${CALLING_HOURS.from}–${CALLING_HOURS.until})`,
  confirmTitle: "Send outside calling hours?",
  sendAnyway: "Send anyway",
  cancel: "Cancel",
} as const;

/**
 * The recipient's local time when a send on `channel` at `now` falls outside their calling hours; undefined
 * when it may go without asking (inside the hours, an unknown zone, or a channel the rule does not cover).
 */
export function quietHoursAt(
  channel: OutreachChannel,
  recipient: string,
  now: Date,
): PhoneLocalTime | undefined {
  if (!OUTREACH_CHANNELS[channel].quietHoursApply) return undefined;
  const local = phoneLocalTime(recipient, now);
  return local && !local.withinCallingHours ? local : undefined;
}

/**
 * What staff are told before such a send, and what the server answers (409) when one comes without the
 * override: "It is 22:40 for this lead. Calls and messages are allowed from 08:00 to 21:00 at their location."
 */
export function quietHoursNotice(local: PhoneLocalTime): string {
  return `It is ${localTimeText(local)} for this lead. Calls and messages are allowed from ${CALLING_HOURS.from} to ${CALLING_HOURS.until} at their location.`;
}

/** Beside a number: "Local time for this number: 14:05 (America/Chicago)", or "Local time unknown". */
export function localTimeNote(local: PhoneLocalTime | undefined): string {
  return local ? `Local time for this number: ${localTimeWithZones(local)}` : QUIET_HOURS_MESSAGES.unknown;
}

/** Whether a request body carries staff's confirmation (e-mail bodies have no such field). */
export function hasQuietHoursOverride(body: object): boolean {
  return QUIET_HOURS_OVERRIDE_FIELD in body && body[QUIET_HOURS_OVERRIDE_FIELD] === true;
}
