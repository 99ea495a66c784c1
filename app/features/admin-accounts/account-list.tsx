import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TableOrCards, tableCell, tableHeaderCell } from "#app/components/ui/table-or-cards.tsx";
import type { StaffAccount } from "#contracts/staff-accounts";
import { STAFF_ROLE_LABELS } from "#contracts/staff-roles";
import { lastSignIn, leadsOwned, STATUS_BADGES, twoFactorWords } from "./account-labels.ts";

/** Opens an account's dialog; `opener` gets focus back when it closes. */
export type OnManage = (account: StaffAccount, opener: HTMLElement) => void;

interface AccountListProps {
  accounts: readonly StaffAccount[];
  onManage: OnManage;
}

function Name({ account }: { account: StaffAccount }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="truncate font-semibold text-ink" title={account.username}>
        {account.username}
      </span>
      {account.self && <Badge tone="info">You</Badge>}
    </span>
  );
}

function Email({ account }: { account: StaffAccount }) {
  return account.email ? (
    <span className="block truncate" title={account.email}>
      {account.email}
    </span>
  ) : (
    <span className="text-ink-muted">No e-mail</span>
  );
}

function ManageButton({ account, onManage }: { account: StaffAccount; onManage: OnManage }) {
  return (
    <Button
      variant="secondary"
      onClick={(event) => onManage(account, event.currentTarget)}
      aria-label={`Manage ${account.username}`}
    >
      Manage
    </Button>
  );
}

const cell = `${tableCell} align-middle overflow-hidden`;
const column = (width: string) => `${tableHeaderCell} ${width}`;

/** A table from 1024 px up; below it a card per account with the same facts, none cut. */
export function AccountList({ accounts, onManage }: AccountListProps) {
  const status = (account: StaffAccount) => (
    <Badge tone={STATUS_BADGES[account.status].tone}>{STATUS_BADGES[account.status].label}</Badge>
  );
  return (
    <TableOrCards
      caption="Staff accounts, active first"
      items={accounts}
      keyOf={(account) => account.id}
      cardsClassName="sm:grid-cols-2"
      head={
        <>
          <th scope="col" className={column("w-[19%]")}>
            Username
          </th>
          <th scope="col" className={tableHeaderCell}>
            E-mail
          </th>
          <th scope="col" className={column("w-20")}>
            Role
          </th>
          <th scope="col" className={column("w-24")}>
            Status
          </th>
          <th scope="col" className={column("w-28")}>
            Two-factor
          </th>
          <th scope="col" className={column("w-48")}>
            Last sign-in
          </th>
          <th scope="col" className={column("w-32")}>
            Leads owned
          </th>
          <th scope="col" className={column("w-32")}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
      row={(account) => (
        <>
          <th scope="row" className={`${cell} text-left font-normal`}>
            <Name account={account} />
          </th>
          <td className={cell}>
            <Email account={account} />
          </td>
          <td className={cell}>{STAFF_ROLE_LABELS[account.role]}</td>
          <td className={cell}>{status(account)}</td>
          <td className={cell}>{twoFactorWords(account)}</td>
          <td className={cell}>{lastSignIn(account)}</td>
          <td className={cell}>{leadsOwned(account)}</td>
          <td className={`${cell} text-right`}>
            <ManageButton account={account} onManage={onManage} />
          </td>
        </>
      )}
      card={(account) => (
        <>
          <div className="flex items-center justify-between gap-3">
            <Name account={account} />
            {status(account)}
          </div>
          <div className="mt-1 text-sm text-ink">
            <Email account={account} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">Role</dt>
            <dd>{STAFF_ROLE_LABELS[account.role]}</dd>
            <dt className="text-ink-muted">Two-factor</dt>
            <dd>{twoFactorWords(account)}</dd>
            <dt className="text-ink-muted">Last sign-in</dt>
            <dd>{lastSignIn(account)}</dd>
            <dt className="text-ink-muted">Leads owned</dt>
            <dd>{leadsOwned(account)}</dd>
          </dl>
          <div className="mt-3">
            <ManageButton account={account} onManage={onManage} />
          </div>
        </>
      )}
    />
  );
}
