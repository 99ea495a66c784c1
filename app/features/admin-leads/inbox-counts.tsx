import { Link } from "react-router";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { utcDay } from "#app/lib/date-time.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import type { InboxSummary } from "#contracts/leads-inbox";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { EMPTY_VIEW, type InboxView, searchFromView } from "./inbox-view.ts";

interface Count {
  label: string;
  value: (summary: InboxSummary) => number;
  /** The inbox view listing exactly what is counted; none when no filter can say it. */
  view: ((now: Date) => InboxView) | null;
}

/** The summary counts UTC days and takes the week as today and the six days before. */
const COUNTS: readonly Count[] = [
  {
    label: "New today",
    value: (summary) => summary.newToday,
    view: (now) => ({ ...EMPTY_VIEW, from: utcDay(now), to: utcDay(now) }),
  },
  {
    label: "New this week",
    value: (summary) => summary.newThisWeek,
    view: (now) => ({ ...EMPTY_VIEW, from: utcDay(now, 6), to: utcDay(now) }),
  },
  {
    label: "Not yet contacted",
    value: (summary) => summary.notContacted,
    view: () => ({ ...EMPTY_VIEW, status: "new" }),
  },
  { label: "Open quote requests", value: (summary) => summary.openQuotes, view: null },
];

const tile = "flex h-full flex-col rounded-2xl bg-white p-5 shadow-soft";

/** The dashboard's four counts from the inbox, each opening the inbox at what it counts. */
export function InboxCounts({ call }: { call: StaffCall }) {
  const { resource, reload } = useStaffResource(call, api.inboxSummary, {});
  const summary = resource.status === "ready" ? resource.data : null;
  const now = new Date();

  return (
    <section aria-labelledby="counts-heading" aria-busy={resource.status === "loading"} className="mt-10">
      <h2 id="counts-heading" className="text-xl font-semibold text-ink">
        Leads at a glance
      </h2>
      {resource.status === "failed" && (
        <PanelLoadFailed id="counts-error" what="The counts" error={resource.error} onRetry={reload} />
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {COUNTS.map((count) => {
          const content = (
            <>
              <span className="text-sm font-medium text-ink-muted">{count.label}</span>
              <span className="mt-2 font-serif text-3xl font-semibold text-ink sm:text-4xl">
                {summary ? count.value(summary).toLocaleString("en-US") : <Placeholder />}
              </span>
            </>
          );
          return (
            <li key={count.label}>
              {count.view ? (
                <Link
                  to={`${STAFF_PAGES.leads}${searchFromView(count.view(now))}`}
                  className={`${tile} transition-colors duration-150 hover:bg-sage-50`}
                >
                  {content}
                </Link>
              ) : (
                <div className={tile}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Holds the number's place while it loads, so the tiles do not change size when it arrives. */
function Placeholder() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-9 w-12 animate-pulse rounded-lg bg-sand-200 motion-reduce:animate-none"
      />
      <span className="sr-only">Loading</span>
    </>
  );
}
