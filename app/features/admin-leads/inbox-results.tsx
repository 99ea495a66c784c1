import { Link } from "react-router";
import type { InboxRow } from "../../../contracts/leads-inbox.ts";
import { leadPagePath } from "../../../contracts/staff-pages.ts";
import { CrmBadge, KindBadge, NoValue, OptedOutBadge, StatusBadge } from "./lead-badges.tsx";
import { formatDateTime } from "./lead-format.ts";

export const RESULTS_LABEL = "Leads, newest first";

function LeadLink({ row }: { row: InboxRow }) {
  return (
    <Link
      to={leadPagePath(row.kind, row.id)}
      className="font-semibold text-sage-800 underline-offset-4 hover:underline"
    >
      {row.name}
    </Link>
  );
}

function Received({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

const COLUMNS = ["Name", "Kind", "Email", "Phone", "Status", "Source", "Received", "CRM sync"] as const;

const cell = "px-4 py-3 align-top";
const headerCell = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";

/**
 * One row per lead: a real table from 1024 px up; below, where eight columns cannot fit, a card per lead
 * with the same facts.
 */
export function InboxResults({ rows }: { rows: readonly InboxRow[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-soft lg:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{RESULTS_LABEL}</caption>
          <thead className="border-b border-sand-200 bg-sand-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={headerCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}:${row.id}`} className="border-b border-sand-200 last:border-b-0">
                <th scope="row" className={`${cell} text-left font-normal`}>
                  <LeadLink row={row} />
                  {row.company && <span className="block text-ink-muted">{row.company}</span>}
                </th>
                <td className={cell}>
                  <KindBadge kind={row.kind} />
                </td>
                <td className={`${cell} break-all`}>{row.email}</td>
                <td className={cell}>
                  <span className="block whitespace-nowrap">{row.phone || <NoValue />}</span>
                  {row.optedOut && <OptedOutBadge />}
                </td>
                <td className={cell}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={`${cell} break-words`}>{row.source ?? <NoValue />}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <Received iso={row.createdAt} />
                </td>
                <td className={cell}>
                  <CrmBadge state={row.crmStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={RESULTS_LABEL} className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {rows.map((row) => (
          <li key={`${row.kind}:${row.id}`} className="min-w-0 rounded-2xl bg-white p-4 shadow-soft">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <LeadLink row={row} />
                {row.company && <p className="text-sm text-ink-muted">{row.company}</p>}
              </div>
              <StatusBadge status={row.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">Email</dt>
              <dd className="min-w-0 break-all">{row.email}</dd>
              <dt className="text-ink-muted">Phone</dt>
              <dd>{row.phone || <NoValue />}</dd>
              <dt className="text-ink-muted">Source</dt>
              <dd className="min-w-0 break-words">{row.source ?? <NoValue />}</dd>
              <dt className="text-ink-muted">Received</dt>
              <dd>
                <Received iso={row.createdAt} />
              </dd>
            </dl>
            <p className="mt-3 flex flex-wrap gap-1.5">
              <KindBadge kind={row.kind} />
              <CrmBadge state={row.crmStatus} />
              {row.optedOut && <OptedOutBadge />}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
