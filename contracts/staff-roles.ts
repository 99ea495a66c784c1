/**
 * What a staff account may do (docs/security.md, "Roles and staff accounts"). An owner runs the accounts, exports leads and
 * reads the audit log; staff work the leads. Every account the CLI creates while there is no owner is one.
 */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };

/**
 * Everything the audit log records, in one list the database column, the server and the audit page's
 * filter all read.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_throttled",
  "sign_out",
  "session_expired",
  "user_created",
  "user_invited",
  "user_disabled",
  "user_enabled",
  "user_role_changed",
  "user_email_changed",
  "password_reset",
  "password_changed",
  "password_reset_requested",
  "password_link_created",
  "reauthentication_failed",
  "two_factor_enrolled",
  "two_factor_failed",
  "two_factor_recovery_used",
  "two_factor_recovery_regenerated",
  "two_factor_disabled",
  "two_factor_reset",
  "leads_reassigned",
  "lead_status_changed",
  "lead_owner_changed",
  "lead_note_added",
  "leads_exported",
  "quiet_hours_override",
  "teacher_calendar_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a staff-role session is told when it asks for something only owners may do (403). */
export const OWNER_ONLY_MESSAGE = "Only an owner can do this. Ask an owner of the studio's staff area.";
