import type { ReactNode } from "react";
import { Link } from "react-router";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import { type DashboardStats, STATS_WINDOW_DAYS } from "#contracts/dashboard-stats";
import { LEAD_STATUS_LABELS } from "#contracts/leads-inbox";
import { promiseHoursText } from "#contracts/response-promise";
import { STAFF_PAGES } from "#contracts/staff-pages";
import {
  barsHeight,
  countOf,
  DAILY_CHART_HEIGHT,
  dailySummary,
  formatDay,
  formatDuration,
  formatRate,
  funnelSummary,
  SOURCE_KIND_LABELS,
  sourceLeadsHref,
} from "./stats-format.ts";
import { type ChartKitState, useChartKit } from "./use-chart-kit.ts";

/** The inbox filtered to leads past the response promise (the inbox's `promise` filter). */
const OVERDUE_LEADS = `${STAFF_PAGES.leads}?promise=overdue`;

const card = "rounded-2xl bg-white p-5 shadow-soft sm:p-6";
const cardTitle = "font-serif text-lg font-semibold text-ink";
const figureNumber = "mt-1 font-serif text-3xl font-semibold text-ink";

/** How the studio is doing over the last 30 days: arrivals, sources, the funnel and speed to lead. */
export function StudioStats({ call }: { call: StaffCall }) {
  const { resource, reload } = useStaffResource(call, api.dashboardStats, {});
  const charts = useChartKit();
  const stats =
    resource.status === "ready" ? resource.data : resource.status === "failed" ? resource.last : undefined;

  return (
    <section aria-labelledby="stats-heading" aria-busy={resource.status === "loading"} className="mt-12">
      <h2 id="stats-heading" className="text-xl font-semibold text-ink">
        The last {STATS_WINDOW_DAYS} days
      </h2>
      {stats && (
        <p className="mt-1 text-sm text-ink-muted">
          {formatDay(stats.from)} to {formatDay(stats.to)}, counted in UTC days like the counts above.
        </p>
      )}
      {resource.status === "failed" && (
        <PanelLoadFailed id="stats-error" what="The figures" error={resource.error} onRetry={reload} />
      )}
      {resource.status === "loading" && (
        <div className="flex min-h-64 items-center justify-center text-sage-600">
          <Spinner label="Loading the figures" />
        </div>
      )}
      {stats && (
        <div className="mt-4 space-y-4">
          <SpeedToLead stats={stats} />
          <StatsFigure
            id="daily"
            title="Leads and quote requests per day"
            summary={dailySummary(stats.days)}
            chart={
              <ChartSlot
                charts={charts}
                height={DAILY_CHART_HEIGHT}
                draw={(kit) => <kit.DailyChart days={stats.days} />}
              />
            }
            table={
              <NumbersTable
                label="Numbers per day"
                columns={[{ label: "Day" }, NUMERIC("Leads"), NUMERIC("Quote requests")]}
                rows={stats.days.map((day) => ({
                  key: day.day,
                  cells: [formatDay(day.day), day.leads, day.quotes],
                }))}
              />
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <StatsFigure
              id="sources"
              title="Leads by source"
              summary={
                stats.sources.length === 0
                  ? "No leads arrived in these days."
                  : "By the UTM source of the page each lead landed on, else the site that sent them, else Direct."
              }
              chart={
                stats.sources.length > 0 && (
                  <ChartSlot
                    charts={charts}
                    height={barsHeight(stats.sources.length)}
                    draw={(kit) => (
                      <kit.SourcesChart
                        sources={stats.sources}
                        hrefOf={(source) => sourceLeadsHref(source, stats)}
                      />
                    )}
                  />
                )
              }
              table={
                stats.sources.length > 0 && (
                  <NumbersTable
                    label="Numbers by source"
                    columns={[{ label: "Source" }, { label: "Named after" }, NUMERIC("Leads")]}
                    rows={stats.sources.map((source) => ({
                      key: `${source.kind}:${source.label}`,
                      cells: [
                        <SourceName key="name" source={source} href={sourceLeadsHref(source, stats)} />,
                        SOURCE_KIND_LABELS[source.kind],
                        source.leads,
                      ],
                    }))}
                  />
                )
              }
            />
            <StatsFigure
              id="funnel"
              title="From new lead to member"
              summary={funnelSummary(stats.funnel)}
              chart={
                <ChartSlot
                  charts={charts}
                  height={barsHeight(stats.funnel.length)}
                  draw={(kit) => <kit.FunnelChart funnel={stats.funnel} />}
                />
              }
              table={
                <NumbersTable
                  label="Numbers by stage"
                  columns={[{ label: "Stage" }, NUMERIC("Leads"), NUMERIC("Conversion")]}
                  rows={stats.funnel.map((step) => ({
                    key: step.stage,
                    cells: [LEAD_STATUS_LABELS[step.stage], step.reached, formatRate(step.rate)],
                  }))}
                />
              }
            />
          </div>
        </div>
      )}
    </section>
  );
}

/** The promise and how well it is kept: overdue now, and how long first contact took. */
export function SpeedToLead({ stats }: { stats: DashboardStats }) {
  const { firstContact, overdue } = stats;
  const time = (seconds: number | null) => (seconds === null ? "None yet" : formatDuration(seconds));
  return (
    <section aria-labelledby="speed-title" className={card}>
      <h3 id="speed-title" className={cardTitle}>
        Speed to lead
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Every lead and quote request is promised a call within {promiseHoursText(overdue.promiseHours)}.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div>
          <dt className="text-sm font-medium text-ink-muted">Overdue now</dt>
          <dd className={figureNumber}>{overdue.count.toLocaleString("en-US")}</dd>
          <dd className="mt-1 text-sm">
            <Link to={OVERDUE_LEADS} className="font-medium text-sage-700 underline underline-offset-4">
              See overdue leads
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-muted">Still waiting</dt>
          <dd className={figureNumber}>{firstContact.waiting.toLocaleString("en-US")}</dd>
          <dd className="mt-1 text-sm text-ink-muted">from these {STATS_WINDOW_DAYS} days</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-muted">Median first contact</dt>
          <dd className={figureNumber}>{time(firstContact.medianSeconds)}</dd>
          <dd className="mt-1 text-sm text-ink-muted">after arrival</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-muted">90th percentile</dt>
          <dd className={figureNumber}>{time(firstContact.p90Seconds)}</dd>
          <dd className="mt-1 text-sm text-ink-muted">
            of {countOf(firstContact.contacted, "first contact")}
          </dd>
        </div>
      </dl>
    </section>
  );
}

interface StatsFigureProps {
  id: string;
  title: string;
  /** The figure's gist in one sentence, shown under its title. */
  summary: string;
  chart: ReactNode;
  /** The chart's numbers, for anyone who cannot see it or wants them exactly. */
  table: ReactNode;
}

function StatsFigure({ id, title, summary, chart, table }: StatsFigureProps) {
  return (
    <figure aria-labelledby={`${id}-title`} className={`${card} min-w-0`}>
      <figcaption>
        <h3 id={`${id}-title`} className={cardTitle}>
          {title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{summary}</p>
      </figcaption>
      {chart && <div className="mt-4">{chart}</div>}
      {table && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-sage-700 underline-offset-4 hover:underline">
            Show the numbers
          </summary>
          {table}
        </details>
      )}
    </figure>
  );
}

/**
 * The chart once its library has loaded, in a box of its final height so nothing moves when it arrives.
 * The picture is hidden from assistive technology: its figure's caption and table carry the numbers.
 */
function ChartSlot({
  charts,
  height,
  draw,
}: {
  charts: ChartKitState;
  height: number;
  draw: (kit: Extract<ChartKitState, { status: "ready" }>["kit"]) => ReactNode;
}) {
  if (charts.status === "failed") {
    return <p className="text-sm text-ink-muted">The chart could not be drawn; its numbers are below.</p>;
  }
  return (
    <div aria-hidden="true" style={{ minHeight: height }}>
      {charts.status === "ready" ? (
        draw(charts.kit)
      ) : (
        <div className="animate-pulse rounded-xl bg-sand-100 motion-reduce:animate-none" style={{ height }} />
      )}
    </div>
  );
}

interface Column {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}
const NUMERIC = (label: string): Column => ({ label, numeric: true });

/** A figure's numbers as a table: the first column names each row. */
/** A source's name, opening the inbox at its leads when it is one source (not Other). */
function SourceName({
  source,
  href,
}: {
  source: DashboardStats["sources"][number];
  href: string | undefined;
}) {
  if (!href) return source.label;
  return (
    <Link
      to={href}
      aria-label={`${source.label}: show its leads in the inbox`}
      className="text-sage-800 underline underline-offset-4"
    >
      {source.label}
    </Link>
  );
}

function NumbersTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly Column[];
  rows: { key: string; cells: readonly ReactNode[] }[];
}) {
  const align = (column: Column | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <table className="mt-3 w-full max-w-2xl border-collapse">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr className="border-b border-sand-200">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`px-2 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase ${align(column)}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-sand-200 last:border-b-0">
            {row.cells.map((cell, index) => {
              const column = columns[index];
              const text = typeof cell === "number" ? cell.toLocaleString("en-US") : cell;
              return index === 0 ? (
                <th key={column?.label} scope="row" className="px-2 py-1.5 text-left font-normal break-all">
                  {text}
                </th>
              ) : (
                <td key={column?.label} className={`px-2 py-1.5 ${align(column)}`}>
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
