import type { AuditAction } from "#contracts/staff-roles";

/*
 * The words live here, not in contracts/: the public pages load contracts/api.ts, and staff-only words
 * would weigh on their JavaScript.
 */

/** Each action as the audit log page names it, in its filter and its rows. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_in_throttled: "Sign-in throttled",
  sign_out: "Signed out",
  session_expired: "Session timed out",
  user_created: "Account created",
  user_invited: "Colleague invited",
  user_disabled: "Account disabled",
  user_enabled: "Account re-enabled",
  user_role_changed: "Role changed",
  user_email_changed: "E-mail changed",
  password_reset: "Password reset",
  password_changed: "Password changed",
  password_reset_requested: "Forgot password asked",
  password_link_created: "Password link made",
  two_factor_enrolled: "Two-factor turned on",
  two_factor_failed: "Two-factor sign-in failed",
  two_factor_recovery_used: "Recovery code used",
  two_factor_recovery_regenerated: "New recovery codes",
  two_factor_disabled: "Two-factor turned off",
  two_factor_reset: "Two-factor reset",
  reauthentication_failed: "Password asked again, wrong",
  leads_reassigned: "Leads reassigned",
  lead_status_changed: "Lead status changed",
  lead_owner_changed: "Lead owner changed",
  lead_note_added: "Note added",
  leads_exported: "Leads exported",
  quiet_hours_override: "Quiet hours overridden",
  teacher_calendar_changed: "Teacher's hours changed",
};
