import { useState } from "react";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import type { StaffAccount } from "#contracts/staff-accounts";
import { AccountDialog } from "./account-dialog.tsx";
import { AccountList } from "./account-list.tsx";
import { AddColleagueDialog } from "./add-colleague-dialog.tsx";

/**
 * The Staff accounts page, owners only (ADR 036): who can sign in, with what role, and each account's
 * changes; a colleague is added with an invitation link instead of a password.
 */
export function StaffAccountsPage({ call }: { call: StaffCall }) {
  const { resource, reload } = useStaffResource(call, api.staffAccounts, {});
  const [managing, setManaging] = useState<StaffAccount | null>(null);
  // Kept after the dialog closes: its closing is what hands focus back to it.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const accounts = resource.status === "ready" ? resource.data.accounts : [];
  const colleagues = accounts.filter((account) => account.status !== "disabled");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Staff accounts</h1>
          <p className="mt-3 text-ink-muted">
            Who can sign in to the staff area. Owners also run these accounts, export leads and read the audit
            log; staff work the leads.
          </p>
        </div>
        <AddColleagueDialog call={call} onAdded={reload} />
      </div>

      {resource.status === "loading" && (
        <div className="flex min-h-40 items-center justify-center text-sage-600">
          <Spinner label="Loading the staff accounts" />
        </div>
      )}
      {resource.status === "failed" && (
        <PanelLoadFailed
          id="accounts-error"
          what="The staff accounts"
          error={resource.error}
          onRetry={reload}
        />
      )}
      {accounts.length > 0 && (
        <AccountList
          accounts={accounts}
          onManage={(account, button) => {
            setManaging(account);
            setOpener(button);
          }}
        />
      )}

      <AccountDialog
        account={managing}
        returnFocusTo={opener}
        colleagues={colleagues}
        call={call}
        onClose={() => setManaging(null)}
        onChanged={reload}
      />
    </div>
  );
}
