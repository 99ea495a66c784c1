import { Download, LoaderCircle } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { type Refusal, refusalOf, type StaffCall } from "#app/lib/api.ts";
import { CONNECTION_TROUBLE, isSessionEnd } from "#app/lib/staff-requests.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import type { InboxRow } from "#contracts/leads-inbox";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { filenameFromContentDisposition, saveFile } from "./csv-file.ts";
import { type BulkChange, InboxBulkBar } from "./inbox-bulk-bar.tsx";
import { InboxFilters } from "./inbox-filters.tsx";
import { InboxResults, rowRef } from "./inbox-results.tsx";
import {
  EMPTY_VIEW,
  exportFilter,
  hasFilters,
  INBOX_SORT_LABELS,
  type InboxView,
  inboxQuery,
  searchFromView,
  sortOf,
  VIEW_KEYS,
  type ViewKey,
  viewFromSearch,
  withFilters,
} from "./inbox-view.ts";
import { countLeads } from "./lead-format.ts";
import { useInboxKeys } from "./use-inbox-keys.ts";

const EXPORT_FALLBACK_NAME = "harmoni-leads.csv";
const NOTHING: ReadonlySet<string> = new Set();

const isViewKey = (field: string | undefined): field is ViewKey => VIEW_KEYS.some((key) => key === field);

/**
 * Staff's inbox: every lead and quote request in the order asked for; the view lives in the address.
 * Rows can be selected for one status or owner at once; the selection is of the page shown. Only owners
 * get the CSV export (`canExport`), which the server refuses to anyone else.
 */
export function LeadsInbox({ call, canExport }: { call: StaffCall; canExport: boolean }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search)), [search]);
  const { resource, reload } = useStaffResource(call, api.inbox, { query: inboxQuery(view) });
  const staffResource = useStaffResource(call, api.staffMembers, {}).resource;
  const staff = staffResource.status === "ready" ? staffResource.data.staff : [];
  // The selection belongs to the view it was made in: a new page or view starts with nothing selected.
  const [selection, setSelection] = useState<{ search: string; refs: ReadonlySet<string> }>({
    search,
    refs: new Set(),
  });
  const selected = selection.search === search ? selection.refs : NOTHING;
  const setSelected = (refs: ReadonlySet<string>) => setSelection({ search, refs });
  const change = useAdminAction("Changing leads");
  useInboxKeys();

  const show = (next: InboxView) => navigate({ pathname: STAFF_PAGES.leads, search: searchFromView(next) });
  const failure = resource.status === "failed" ? resource.error : null;
  const refusal = failure ? refusalOf(failure) : null;
  const fieldErrors: Partial<Record<ViewKey, string>> =
    refusal && isViewKey(refusal.field) ? { [refusal.field]: refusal.message } : {};
  const sort = sortOf(view);
  const page = resource.status === "ready" ? resource.data : null;
  const refreshing = resource.status === "ready" && resource.refreshing;

  function select(refs: readonly string[], on: boolean) {
    const next = new Set(selected);
    for (const ref of refs) on ? next.add(ref) : next.delete(ref);
    setSelected(next);
  }

  function assign(row: InboxRow, ownerId: string | null) {
    change.run(async () => {
      await call(api.changeLeadOwner, { params: { kind: row.kind, id: row.id }, body: { ownerId } });
      reload();
    });
  }

  function applyToSelected(bulk: BulkChange) {
    const leads = (page?.rows ?? [])
      .filter((row) => selected.has(rowRef(row)))
      .map(({ kind, id }) => ({ kind, id }));
    change.run(async () => {
      await call(api.bulkChangeLeads, { body: { leads, ...bulk } });
      setSelected(NOTHING);
      reload();
    });
  }

  return (
    <div className="-mt-4 space-y-3 sm:-mt-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">Leads</h1>
          <p className="text-sm text-ink-muted">
            Leads and business quote requests, {INBOX_SORT_LABELS[sort].toLowerCase()}.
          </p>
        </div>
        {canExport && <ExportButton view={view} call={call} />}
      </div>

      <InboxFilters
        view={view}
        errors={fieldErrors}
        onChange={(changes) => show(withFilters(view, changes))}
      />

      {failure !== null && !isSessionEnd(failure) && (
        <LoadError refusal={refusal} fieldShown={Object.keys(fieldErrors).length > 0} onRetry={reload} />
      )}

      {resource.status === "loading" && (
        <div className="flex min-h-64 items-center justify-center text-sage-600">
          <Spinner label="Loading leads" />
        </div>
      )}

      {page && (
        <section
          aria-label="Results"
          aria-busy={refreshing}
          className={`space-y-3 transition-opacity duration-150 ${refreshing ? "opacity-60" : ""}`}
        >
          {selected.size > 0 && (
            <InboxBulkBar
              count={selected.size}
              staff={staff}
              busy={change.busy}
              onApply={applyToSelected}
              onClear={() => setSelected(NOTHING)}
            />
          )}
          {change.error && (
            <FormError key={change.error.attempt} id="inbox-change-error">
              {change.error.text}
            </FormError>
          )}
          {page.rows.length > 0 ? (
            <InboxResults
              rows={page.rows}
              sort={sort}
              serverNow={page.now}
              staff={staff}
              selected={selected}
              onSelect={select}
              onSort={(next) => show(withFilters(view, { sort: next === "newest" ? "" : next }))}
              onAssign={assign}
              busy={change.busy}
            />
          ) : (
            <EmptyInbox filtered={hasFilters(view)} />
          )}
          <Pager
            label="Inbox pages"
            previous={
              page.page > 1 ? searchFromView({ ...view, page: page.page - 1 }) || STAFF_PAGES.leads : null
            }
            next={page.page < page.pageCount ? searchFromView({ ...view, page: page.page + 1 }) : null}
          >
            Page {page.page} of {page.pageCount} · {countLeads(page.total)}
          </Pager>
          <p className="hidden text-sm text-ink-muted lg:block">
            Keyboard: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> to move between leads,{" "}
            <kbd>Enter</kbd> to open.
          </p>
        </section>
      )}
    </div>
  );
}

function LoadError({
  refusal,
  fieldShown,
  onRetry,
}: {
  refusal: Refusal | null;
  fieldShown: boolean;
  onRetry(): void;
}) {
  // A refusal about one filter is already shown beside it; here goes only what has no field.
  if (refusal && fieldShown) return null;
  return (
    <div className="space-y-3">
      <FormError id="inbox-error">{refusal ? refusal.message : CONNECTION_TROUBLE}</FormError>
      {!refusal && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

function EmptyInbox({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-soft">
      <h2 className="text-xl font-semibold text-ink">{filtered ? "No leads match" : "No leads yet"}</h2>
      <p className="mt-2 text-ink-muted">
        {filtered
          ? "Nothing matches this search and these filters."
          : "Leads from the website's forms will appear here."}
      </p>
      {filtered && (
        <Link
          to={STAFF_PAGES.leads + searchFromView(EMPTY_VIEW)}
          className="mt-4 inline-block font-medium text-sage-700 underline underline-offset-4"
        >
          Clear search and filters
        </Link>
      )}
    </div>
  );
}

/** Downloads every row of the current view as CSV, under the name the server gives the file. */
function ExportButton({ view, call }: { view: InboxView; call: StaffCall }) {
  const { busy, error, run } = useAdminAction("The CSV export");

  function handleExport() {
    run(async () => {
      const file = await call(api.inboxExport, { body: exportFilter(view) });
      saveFile(file.blob, filenameFromContentDisposition(file.contentDisposition, EXPORT_FALLBACK_NAME));
    });
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={handleExport} disabled={busy}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {busy ? "Exporting..." : "Export CSV"}
      </Button>
      {error && (
        <FormError key={error.attempt} id="export-error">
          {error.text}
        </FormError>
      )}
    </div>
  );
}
