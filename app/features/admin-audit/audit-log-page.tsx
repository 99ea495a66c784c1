import { useMemo } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import * as api from "../../../contracts/api.ts";
import { AUDIT_PAGE_SIZE, type AuditEntry } from "../../../contracts/audit-log.ts";
import { STAFF_PAGES } from "../../../contracts/staff-pages.ts";
import { FormError } from "../../components/ui/field.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { PanelLoadFailed } from "../../components/ui/panel-load-failed.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { refusalOf, type StaffCall } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/date-time.ts";
import { useStaffResource } from "../../lib/use-staff-resource.ts";
import { AuditFilters } from "./audit-filters.tsx";
import { AUDIT_ACTION_LABELS } from "./audit-labels.ts";
import { auditQuery, filtersOf, isFilterKey, searchFromView, viewFromSearch } from "./audit-view.ts";

const CAPTION = "Audit log entries, newest first";

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

const cell = "px-3 py-2 align-top";
const headerCell = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";

function Entries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <>
      <div className="hidden rounded-2xl bg-white shadow-soft lg:block">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{CAPTION}</caption>
          <thead className="border-b border-sand-200 bg-sand-50">
            <tr>
              <th scope="col" className={`${headerCell} w-48`}>
                Time
              </th>
              <th scope="col" className={`${headerCell} w-40`}>
                Who
              </th>
              <th scope="col" className={`${headerCell} w-48`}>
                Action
              </th>
              <th scope="col" className={`${headerCell} w-36`}>
                IP address
              </th>
              <th scope="col" className={headerCell}>
                Detail
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-sand-200 last:border-b-0">
                <td className={`${cell} whitespace-nowrap`}>
                  <When iso={entry.at} />
                </td>
                <td className={`${cell} break-words`}>{entry.username ?? "—"}</td>
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {AUDIT_ACTION_LABELS[entry.action]}
                </th>
                <td className={`${cell} break-words`}>{entry.ip ?? "—"}</td>
                <td className={`${cell} break-words text-ink-muted`}>{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={CAPTION} className="grid gap-2 lg:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="min-w-0 rounded-xl bg-white px-4 py-3 shadow-soft">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-ink-muted">
              <When iso={entry.at} />
              {entry.ip && <span className="break-all">{entry.ip}</span>}
            </p>
            <p className="mt-1 font-medium text-ink">
              {AUDIT_ACTION_LABELS[entry.action]}
              {entry.username && <span className="font-normal text-ink-muted"> · {entry.username}</span>}
            </p>
            <p className="mt-0.5 text-sm break-words text-ink">{entry.summary}</p>
          </li>
        ))}
      </ul>
    </>
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
  const fieldErrors = refusal && isFilterKey(refusal.field) ? { [refusal.field]: refusal.message } : {};
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
        errors={fieldErrors}
        onApply={(next) => navigate(STAFF_PAGES.auditLog + searchFromView(next))}
      />

      {refusal && Object.keys(fieldErrors).length === 0 && (
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
