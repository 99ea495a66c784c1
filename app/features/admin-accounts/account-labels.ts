import type { BadgeTone } from "#app/components/ui/badge.tsx";
import { formatDateTime } from "#app/lib/date-time.ts";
import type { StaffAccount, StaffAccountStatus } from "#contracts/staff-accounts";

export const STATUS_BADGES: Record<StaffAccountStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  invited: { label: "Invited", tone: "warning" },
  disabled: { label: "Disabled", tone: "neutral" },
};

/** "Nov 21, 2026, 2:05 PM" in the reader's time zone, or "Never". */
export function lastSignIn(account: StaffAccount): string {
  return account.lastSignInAt ? formatDateTime(account.lastSignInAt) : "Never";
}

/** "5 (3 open)", "1 (1 open)", "None". */
export function leadsOwned(account: StaffAccount): string {
  return account.leadsOwned === 0 ? "None" : `${account.leadsOwned} (${account.openLeadsOwned} open)`;
}

export function twoFactorWords(account: StaffAccount): string {
  return account.twoFactor ? "On" : "Off";
}
