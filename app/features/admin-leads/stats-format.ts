import type { DashboardStats, SourceKind } from "#contracts/dashboard-stats";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { EMPTY_VIEW, searchFromView } from "./inbox-view.ts";

export type DayCount = DashboardStats["days"][number];
export type SourceCount = DashboardStats["sources"][number];
export type FunnelStep = DashboardStats["funnel"][number];

/** Chart heights in pixels, known before the charts load so their place is kept meanwhile. */
export const DAILY_CHART_HEIGHT = 240;
export function barsHeight(bars: number): number {
  return bars * 36 + 8;
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** "Nov 24" for the UTC day "2026-11-24": the figures' days are UTC days, whatever the browser's zone. */
export function formatDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** "57%"; a dash when there is nothing to compare with. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : percent.format(rate);
}

/** A waiting time as staff say it: "under 1 min", "45 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""}`;
  }
  const hours = Math.round(minutes / 60);
  const rest = hours % 24;
  return `${Math.floor(hours / 24)} d${rest ? ` ${rest} h` : ""}`;
}

/** "1 quote request", "3 quote requests": `noun` is the singular. */
export function countOf(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

/** Where a source's name comes from, as the table says it. */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  utm: "UTM source",
  referrer: "Referrer",
  mixed: "UTM source or referrer",
  direct: "Neither",
  other: "Smaller sources",
};

/** One sentence with the window's totals and its busiest day. */
export function dailySummary(days: readonly DayCount[]): string {
  const leads = days.reduce((sum, day) => sum + day.leads, 0);
  const quotes = days.reduce((sum, day) => sum + day.quotes, 0);
  const totals = `${countOf(leads, "lead")} and ${countOf(quotes, "quote request")}`;
  const busiest = days.reduce<DayCount | undefined>(
    (best, day) => (!best || day.leads + day.quotes > best.leads + best.quotes ? day : best),
    undefined,
  );
  if (!busiest || busiest.leads + busiest.quotes === 0) return `${totals}.`;
  return `${totals}; the busiest day was ${formatDay(busiest.day)} with ${busiest.leads + busiest.quotes}.`;
}

/** "Of 32 new leads, 69% were contacted, 55% of those booked a trial and 33% of those became members." */
export function funnelSummary(funnel: readonly FunnelStep[]): string {
  const [arrived, contacted, trial, member] = funnel;
  if (!arrived || !contacted || !trial || !member || arrived.reached === 0) return "No leads arrived.";
  // A stage after an empty one has no rate: none of nobody.
  const share = (step: FunnelStep) => (step.rate === null ? "none" : formatRate(step.rate));
  return (
    `Of ${countOf(arrived.reached, "new lead")}, ${share(contacted)} were contacted, ` +
    `${share(trial)} of those booked a trial and ${share(member)} of those became members.`
  );
}

/**
 * The inbox showing exactly a source's leads: its source filter over the figures' days (the same UTC days);
 * undefined for Other, which is many sources.
 */
export function sourceLeadsHref(
  { source }: Pick<SourceCount, "source">,
  { from, to }: Pick<DashboardStats, "from" | "to">,
): string | undefined {
  if (source === null) return undefined;
  return `${STAFF_PAGES.leads}${searchFromView({ ...EMPTY_VIEW, source, from, to })}`;
}
