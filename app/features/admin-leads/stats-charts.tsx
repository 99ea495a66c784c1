import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { LEAD_STATUS_LABELS } from "#contracts/leads-inbox";
import {
  barsHeight,
  DAILY_CHART_HEIGHT,
  type DayCount,
  type FunnelStep,
  formatDay,
  formatRate,
  type SourceCount,
} from "./stats-format.ts";

/**
 * The dashboard's charts, drawn with recharts (ADR 022). This module is loaded on its own by
 * use-chart-kit.ts, so the library stays in a chunk only the dashboard asks for. Each chart is a picture
 * of numbers its figure also gives as text, so the page hides it from screen readers and keyboards
 * (no accessibility layer, no focusable parts) and draws it without animation.
 */

/**
 * docs/design.md, Palette: bars at 3:1 or more against the white card (sage-700 7.9:1, clay-500 3.8:1), with a
 * white line between stacked parts, whose two colours are closer than that; text as secondary text.
 */
const COLOURS = {
  leads: "var(--color-sage-700)",
  quotes: "var(--color-clay-500)",
  separator: "var(--color-white)",
  grid: "var(--color-sand-200)",
  hover: "var(--color-sand-100)",
  text: "var(--color-ink-muted)",
};

const TICK = { fill: COLOURS.text, fontSize: 12 };
const common = { responsive: true, accessibilityLayer: false } as const;

/** Long names are cut on the axis; the figure's table has them whole. */
const LABEL_CHARACTERS = 16;
function shortLabel(label: string): string {
  return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
}

/** Legend words in the text colour: recharts would write them in their series' colour, too pale for text. */
function legendText(name: string) {
  return <span style={{ color: COLOURS.text }}>{name}</span>;
}

/** Leads and quote requests stacked per day. */
export function DailyChart({ days }: { days: readonly DayCount[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.day) }));
  return (
    <BarChart
      {...common}
      data={data}
      style={{ width: "100%", height: DAILY_CHART_HEIGHT }}
      margin={{ left: -20, right: 4 }}
    >
      <CartesianGrid vertical={false} stroke={COLOURS.grid} />
      <XAxis
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: COLOURS.grid }}
        minTickGap={12}
      />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip
        cursor={{ fill: COLOURS.hover }}
        itemStyle={{ color: COLOURS.text }}
        isAnimationActive={false}
      />
      <Legend iconType="square" wrapperStyle={{ fontSize: 14 }} formatter={legendText} />
      <Bar dataKey="leads" name="Leads" stackId="day" fill={COLOURS.leads} isAnimationActive={false} />
      <Bar
        dataKey="quotes"
        name="Quote requests"
        stackId="day"
        fill={COLOURS.quotes}
        stroke={COLOURS.separator}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

/** One horizontal bar per name, its number (`shown`) at the end: the sources and the funnel. */
function HorizontalBars({
  data,
  onSelect,
}: {
  data: { label: string; value: number; shown: string }[];
  /** Called with a bar's place when it is clicked; without it the bars are only a picture. */
  onSelect?: (index: number) => void;
}) {
  return (
    <BarChart
      {...common}
      layout="vertical"
      data={data}
      style={{ width: "100%", height: barsHeight(data.length) }}
      margin={{ top: 4, right: 72, bottom: 4, left: 4 }}
    >
      <XAxis type="number" hide allowDecimals={false} />
      <YAxis
        type="category"
        dataKey="label"
        width={120}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        tickFormatter={shortLabel}
      />
      <Bar
        dataKey="value"
        fill={COLOURS.leads}
        barSize={20}
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
        cursor={onSelect ? "pointer" : undefined}
        onClick={onSelect && ((_, index) => onSelect(index))}
      >
        <LabelList dataKey="shown" position="right" fill={COLOURS.text} fontSize={12} />
      </Bar>
    </BarChart>
  );
}

/** A bar of one source (not Other) opens the inbox at its leads, as the table's link does. */
export function SourcesChart({
  sources,
  hrefOf,
}: {
  sources: readonly SourceCount[];
  hrefOf: (source: SourceCount) => string | undefined;
}) {
  const navigate = useNavigate();
  return (
    <HorizontalBars
      onSelect={(index) => {
        const source = sources[index];
        const href = source && hrefOf(source);
        if (href) navigate(href);
      }}
      data={sources.map((source) => ({
        label: source.label,
        value: source.leads,
        shown: String(source.leads),
      }))}
    />
  );
}

export function FunnelChart({ funnel }: { funnel: readonly FunnelStep[] }) {
  return (
    <HorizontalBars
      data={funnel.map((step) => ({
        label: LEAD_STATUS_LABELS[step.stage],
        value: step.reached,
        shown: step.rate === null ? String(step.reached) : `${step.reached} · ${formatRate(step.rate)}`,
      }))}
    />
  );
}
