import { parseLeadRef } from "#contracts/lead-ref";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from "#contracts/leads-inbox";
import { OUTREACH_CHANNELS, type OutreachChannel } from "#contracts/outreach-channels";
import type { AuditAction } from "#contracts/staff-roles";
import { STAFF_ROLE_LABELS, type StaffRole } from "#contracts/staff-roles";
import { FORGOT_PASSWORD_LINKS_PER_HOUR } from "./forgot-password.ts";

/** An entry's details as stored: whatever its writer put there, read defensively (older rows differ). */
type Detail = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

function roleLabel(value: unknown): string {
  return STAFF_ROLE_LABELS[value as StaffRole] ?? text(value) ?? "?";
}

function statusLabel(value: unknown): string {
  return LEAD_STATUS_LABELS[value as LeadStatus] ?? text(value) ?? "?";
}

/** The account an owner changed, or, for a change made at the server, the entry's own account. */
function accountOf(detail: Detail, username: string | null): string {
  return text(detail.account) ?? username ?? "an account";
}

/** How a change reached the account when nobody signed in made it. */
function via(detail: Detail): string {
  if (detail.via === "cli") return " (from the command line)";
  if (detail.via === "bootstrap") return " (at the first start)";
  return "";
}

function leadKind(detail: Detail): string {
  const key = parseLeadRef(text(detail.lead));
  return key ? LEAD_KIND_LABELS[key.kind] : "Lead";
}

function leads(howMany: number | undefined, open: boolean): string {
  const n = howMany ?? 0;
  return `${n} ${open ? "open " : ""}${n === 1 ? "lead" : "leads"}`;
}

/** Re-authenticated changes end the account's other sessions (ADR 035); how many it ended. */
function otherSessions(detail: Detail): string {
  const ended = count(detail.otherSessionsEnded);
  if (!ended) return "";
  return `; ${ended} other ${ended === 1 ? "session" : "sessions"} ended`;
}

const FORGOT_OUTCOMES: Record<string, string> = {
  sent: "Link e-mailed",
  no_active_account: "No active account matches",
  no_email: "Not sent: the account has no e-mail address",
  limit_reached: `Not sent: ${FORGOT_PASSWORD_LINKS_PER_HOUR} links in the last hour already`,
  smtp_not_configured: "Not sent: e-mail is not set up (SMTP_URL)",
  public_url_not_set: "Not sent: the site's address is not set (PUBLIC_URL)",
  failed: "The e-mail could not be sent",
};

type Words = (detail: Detail, username: string | null) => string;

/** Each action's details in a few words, as the audit log page shows them. */
const WORDS: Record<AuditAction, Words> = {
  sign_in: (detail) =>
    detail.factor === "recovery"
      ? "With the password and a recovery code"
      : detail.factor === "totp"
        ? "With the password and an authenticator code"
        : "With the password",
  sign_in_failed: (detail) =>
    detail.reason === "wrong_password"
      ? "Wrong password"
      : detail.reason === "unknown_or_disabled_user"
        ? "No active account has this username"
        : (text(detail.reason) ?? "Refused"),
  sign_in_throttled: () => "Refused without checking: too many failed sign-ins",
  sign_out: () => "Signed out",
  session_expired: (detail) =>
    detail.reason === "absolute_timeout"
      ? "Ended: signed in too long ago"
      : "Ended after a time without activity",
  user_created: (detail, username) =>
    `Created ${accountOf(detail, username)} as ${roleLabel(detail.role ?? "owner")}${via(detail)}`,
  user_invited: (detail, username) =>
    `Invited ${accountOf(detail, username)} as ${roleLabel(detail.role)}${detail.email ? ` (${text(detail.email)})` : ""}`,
  user_disabled: (detail, username) => {
    const moved = count(detail.leads);
    const handedOver = moved
      ? `; ${leads(moved, true)} to ${text(detail.leadsTo) ?? "nobody (unassigned)"}`
      : "";
    return `Disabled ${accountOf(detail, username)}${handedOver}${via(detail)}`;
  },
  user_enabled: (detail, username) => `Re-enabled ${accountOf(detail, username)}${via(detail)}`,
  user_role_changed: (detail, username) =>
    `${accountOf(detail, username)}: ${roleLabel(detail.from)} → ${roleLabel(detail.to)}${via(detail)}`,
  user_email_changed: (detail, username) =>
    `${accountOf(detail, username)}: ${text(detail.from) ?? "no address"} → ${text(detail.to) ?? "no address"}`,
  password_reset: (detail, username) => `Reset ${accountOf(detail, username)}'s password${via(detail)}`,
  password_changed: (detail) => {
    if (detail.purpose === "invitation") return "Set a password with an invitation link";
    if (detail.purpose === "reset") return "Set a new password with a link";
    return `Changed their password on the Security page${otherSessions(detail)}`;
  },
  password_reset_requested: (detail) => {
    const outcome = FORGOT_OUTCOMES[text(detail.outcome) ?? ""] ?? "Asked";
    const login = text(detail.login);
    return login ? `${outcome} (asked for "${login}")` : outcome;
  },
  password_link_created: (detail, username) =>
    detail.reason === "forgot_password"
      ? "Reset link made for Forgot password?"
      : `New ${detail.purpose === "invitation" ? "invitation" : "reset"} link for ${accountOf(detail, username)}`,
  two_factor_enrolled: (detail) => `Turned on two-factor sign-in${otherSessions(detail)}`,
  two_factor_failed: (detail) =>
    detail.reason === "wrong_password" ? "Wrong password, found at the code step" : "Wrong code",
  two_factor_recovery_used: (detail) => {
    const left = count(detail.recoveryCodesLeft);
    return left === undefined ? "Used a recovery code" : `Used a recovery code; ${left} left`;
  },
  two_factor_recovery_regenerated: () => "Made new recovery codes",
  two_factor_disabled: () => "Turned off two-factor sign-in",
  reauthentication_failed: (detail) =>
    `Asked for their password again: ${detail.reason === "wrong_code" ? "wrong code" : "wrong password"}`,
  two_factor_reset: (detail, username) =>
    `Turned off two-factor sign-in for ${accountOf(detail, username)}${via(detail)}`,
  leads_reassigned: (detail, username) =>
    `${leads(count(detail.count), detail.scope === "open")} of ${accountOf(detail, username)} to ${
      text(detail.to) ?? "nobody (unassigned)"
    }`,
  lead_status_changed: (detail) =>
    `${leadKind(detail)}: ${statusLabel(detail.from)} → ${statusLabel(detail.to)}`,
  lead_owner_changed: (detail) =>
    `${leadKind(detail)}: ${text(detail.from) ?? "Unassigned"} → ${text(detail.to) ?? "Unassigned"}`,
  lead_note_added: (detail) => `Note on a ${leadKind(detail).toLowerCase()}`,
  leads_exported: (detail) => {
    const rows = count(detail.rows);
    return rows === undefined ? "CSV export" : `CSV export of ${rows} ${rows === 1 ? "row" : "rows"}`;
  },
  quiet_hours_override: (detail) => {
    const channel = OUTREACH_CHANNELS[detail.channel as OutreachChannel]?.title ?? "A send";
    const times = Array.isArray(detail.localTimes)
      ? detail.localTimes
          .map((entry: { time?: unknown; zone?: unknown }) => `${text(entry.time)} ${text(entry.zone)}`)
          .join(", ")
      : "";
    return `${channel} to ${text(detail.recipient) ?? "?"}${times ? ` at ${times} there` : ""}`;
  },
  teacher_calendar_changed: (detail) => {
    const spans = count(detail.weeklySpans);
    const hours = spans === undefined ? "" : `: ${spans} weekly ${spans === 1 ? "span" : "spans"}`;
    return `Hours of ${text(detail.teacherName)}${hours}`;
  },
};

/** What an audit entry's details say, in words. */
export function auditSummary(action: AuditAction, detail: Detail, username: string | null): string {
  return WORDS[action]?.(detail, username) ?? "";
}
