import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ToggleButtons } from "#app/components/ui/toggle-buttons.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { calendarDayIn, formatCalendarDay } from "#app/lib/date-time.ts";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import { useServerNow } from "#app/lib/use-server-now.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import { STAFF_PAGES } from "#contracts/staff-pages";
import type { StaffTrial } from "#contracts/trial-staff";
import { TrialList } from "./trial-list.tsx";
import {
  groupByDay,
  lastDayOf,
  searchFromView,
  stepView,
  type TrialsView,
  trialsQuery,
  viewFromSearch,
} from "./trials-view.ts";

const SPANS = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
] as const;

const pathOf = (view: TrialsView) => STAFF_PAGES.trials + searchFromView(view);

function ViewControls({ view, today }: { view: TrialsView; today: string }) {
  const unit = view.span === "day" ? "day" : "week";
  const linkClass = buttonClasses("secondary", "md", "px-4");
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ToggleButtons
        legend="View"
        options={SPANS}
        value={view.span}
        onChange={(span) => navigate(pathOf({ ...view, span }))}
      />
      <nav aria-label={`Other ${unit}s`} className="flex flex-wrap gap-2">
        <Link to={pathOf(stepView(view, -1))} className={linkClass}>
          Previous {unit}
        </Link>
        <Link to={pathOf({ ...view, from: today })} className={linkClass}>
          Today
        </Link>
        <Link to={pathOf(stepView(view, 1))} className={linkClass}>
          Next {unit}
        </Link>
      </nav>
    </div>
  );
}

interface TrialsShownProps {
  view: TrialsView;
  trials: readonly StaffTrial[];
  serverNow: string;
  timeZone: string;
  call: StaffCall;
}

/** The view's trials, each changed one as the server returned it until the view is loaded again. */
function TrialsShown({ view, trials, serverNow, timeZone, call }: TrialsShownProps) {
  const now = useServerNow(serverNow);
  const [changed, setChanged] = useState<Readonly<Record<string, StaffTrial>>>({});
  const shown = trials.map((trial) => changed[trial.id] ?? trial);
  const onChanged = (trial: StaffTrial) => setChanged((current) => ({ ...current, [trial.id]: trial }));
  const list = (caption: string, dayTrials: readonly StaffTrial[]) => (
    <TrialList
      caption={caption}
      trials={dayTrials}
      now={now}
      timeZone={timeZone}
      call={call}
      onChanged={onChanged}
    />
  );

  if (shown.length === 0)
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-muted shadow-soft">
        No trials booked for this {view.span}.
      </p>
    );
  if (view.span === "day") return list(`Trials on ${formatCalendarDay(view.from)}`, shown);
  return (
    <div className="space-y-8">
      {groupByDay(shown, timeZone).map(({ day, trials: dayTrials }) => (
        <section key={day} aria-labelledby={`trials-${day}`} className="space-y-3">
          <h3 id={`trials-${day}`} className="text-lg font-semibold text-ink">
            {formatCalendarDay(day)}
          </h3>
          {list(`Trials on ${formatCalendarDay(day)}`, dayTrials)}
        </section>
      ))}
    </div>
  );
}

/**
 * The trials of a day or a week in the staff member's own time zone (docs/product/staff-area.md, Trials), with what
 * each one's status allows. The view lives in the address; without one it is today.
 */
export function TrialsPage({ call }: { call: StaffCall }) {
  const { search } = useLocation();
  const timeZone = useMemo(browserTimeZone, []);
  const today = calendarDayIn(new Date(), timeZone);
  const view = useMemo(() => viewFromSearch(new URLSearchParams(search), today), [search, today]);
  const { resource, reload } = useStaffResource(call, api.staffTrials, {
    query: trialsQuery(view, timeZone),
  });
  const data = resource.status === "ready" ? resource.data : null;
  const heading =
    view.span === "day"
      ? formatCalendarDay(view.from)
      : `${formatCalendarDay(view.from)} to ${formatCalendarDay(lastDayOf(view))}`;

  return (
    <div className="space-y-5">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Trials</h1>
        <p className="mt-3 text-ink-muted">
          The trials booked by day or by week, with the times in your own time zone ({timeZone}). Confirm the
          held ones, and once a trial has started, mark it attended or a no-show.
        </p>
      </div>

      <ViewControls view={view} today={today} />
      <h2 className="text-xl font-semibold text-ink">{heading}</h2>

      {resource.status === "failed" && (
        <PanelLoadFailed id="trials-load-error" what="The trials" error={resource.error} onRetry={reload} />
      )}
      {resource.status === "loading" && (
        <div className="flex min-h-40 items-center justify-center text-sage-600">
          <Spinner label="Loading the trials" />
        </div>
      )}
      {data && (
        <section aria-label="Trials" aria-busy={resource.status === "ready" && resource.refreshing}>
          <TrialsShown
            key={search}
            view={view}
            trials={data.trials}
            serverNow={data.now}
            timeZone={timeZone}
            call={call}
          />
        </section>
      )}
    </div>
  );
}
