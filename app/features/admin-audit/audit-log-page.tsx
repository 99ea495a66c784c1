import { useMemo } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormError } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { TableOrCards, tableCell, tableHeaderCell } from "#app/components/ui/table-or-cards.tsx";
import { refusalOf, type StaffCall } from "#app/lib/api.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import { AUDIT_PAGE_SIZE, type AuditEntry } from "#contracts/audit-log";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { AuditFilters } from "./audit-filters.tsx";
import { AUDIT_ACTION_LABELS } from "./audit-labels.ts";
import { auditQuery, filtersOf, isFilterKey, searchFromView, viewFromSearch } from "./audit-view.ts";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

const cell = `${tableCell} align-top break-words`;
const column = (width: string) => `${tableHeaderCell} ${width}`;

function Entries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <TableOrCards
      caption="Audit log entries, newest first"
      items={entries}
      keyOf={(entry) => entry.id}
      head={
        <>
          <th scope="col" className={column("w-48")}>
            Time
          </th>
          <th scope="col" className={column("w-40")}>
            Who
          </th>
          <th scope="col" className={column("w-48")}>
            Action
          </th>
          <th scope="col" className={column("w-36")}>
            IP address
          </th>
          <th scope="col" className={tableHeaderCell}>
            Detail
          </th>
        </>
      }
      row={(entry) => (
        <>
          <td className={`${cell} whitespace-nowrap`}>
            <When iso={entry.at} />
          </td>
          <td className={cell}>{entry.username ?? "—"}</td>
          <th scope="row" className={`${cell} text-left font-medium`}>
            {AUDIT_ACTION_LABELS[entry.action]}
          </th>
          <td className={cell}>{entry.ip ?? "—"}</td>
          <td className={`${cell} text-ink-muted`}>{entry.summary}</td>
        </>
      )}
      card={(entry) => (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-ink-muted">
            <When iso={entry.at} />
            {entry.ip && <span className="break-all">{entry.ip}</span>}
          </p>
          <p className="mt-1 font-medium text-ink">
            {AUDIT_ACTION_LABELS[entry.action]}
            {entry.username && <span className="font-normal text-ink-muted"> · {entry.username}</span>}
          </p>
          <p className="mt-0.5 text-sm break-words text-ink">{entry.summary}</p>
        </>
      )}
    />
  );
}

/**
 * The audit log, owners only: every sign-in, account change and lead change, newest first, 50 a page,
 * filtered by who, what and when. The view lives in the address; pages go by entry, so entries written
 * meanwhile do not shift the one being read.
 */
export function AuditLogPage({ call }: { call: StaffCall }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search)), [search]);
  const { resource, reload } = useStaffResource(call, api.auditLog, { query: auditQuery(view) });
  const failure = resource.status === "failed" ? resource.error : null;
  const refusal = failure ? refusalOf(failure) : null;
  const filterRefused = refusal !== null && isFilterKey(refusal.field);
  const page = resource.status === "ready" ? resource.data : null;
  const filters = filtersOf(view);
  const at = (cursor: "before" | "after", id: number | null) =>
    id === null ? null : STAFF_PAGES.auditLog + searchFromView({ ...filters, [cursor]: String(id) });

  return (
    <div className="space-y-5">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Audit log</h1>
        <p className="mt-3 text-ink-muted">
          Who did what in the staff area, newest first, with the times in your own time zone.
        </p>
      </div>

      <AuditFilters
        key={searchFromView(filters)}
        filters={filters}
        refusal={filterRefused ? { field: refusal.field, text: refusal.message } : null}
        onApply={(next) => navigate(STAFF_PAGES.auditLog + searchFromView(next))}
      />

      {refusal && !filterRefused && (
        <div className="space-y-2">
          <FormError id="audit-error">{refusal.message}</FormError>
          <Link to={STAFF_PAGES.auditLog} className="font-medium text-sage-700 underline underline-offset-4">
            See the newest entries
          </Link>
        </div>
      )}
      {failure !== null && !refusal && (
        <PanelLoadFailed id="audit-load-error" what="The audit log" error={failure} onRetry={reload} />
      )}
      {resource.status === "loading" && (
        <div className="flex min-h-40 items-center justify-center text-sage-600">
          <Spinner label="Loading the audit log" />
        </div>
      )}

      {page && (
        <section
          aria-label="Entries"
          aria-busy={resource.status === "ready" && resource.refreshing}
          className="space-y-3"
        >
          {page.entries.length > 0 ? (
            <Entries entries={page.entries} />
          ) : (
            <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-muted shadow-soft">
              No entries match these filters.
            </p>
          )}
          <Pager label="Audit log pages" previous={at("after", page.newer)} next={at("before", page.older)}>
            Newest first, {AUDIT_PAGE_SIZE} entries a page
          </Pager>
        </section>
      )}
    </div>
  );
}
