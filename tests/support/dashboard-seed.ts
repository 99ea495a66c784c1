import { randomUUID } from "node:crypto";
import {
  type DashboardStats,
  DIRECT_SOURCE,
  FUNNEL_STAGES,
  type SourceKind,
  STATS_TOP_SOURCES,
  STATS_WINDOW_DAYS,
} from "#contracts/dashboard-stats";
import type { LeadHistoryDetail } from "#contracts/lead-history";
import type { LeadKind, LeadStatus } from "#contracts/leads-inbox";
import type { Database } from "#server/db/client";
import { leadEvents, leads, quoteEvents, quoteRequests } from "#server/db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A lead or quote request as the dashboard's figures see it. */
export interface DashboardSeedRow {
  kind: LeadKind;
  id: string;
  createdAt: Date;
  status: LeadStatus;
  utmSource: string | null;
  referrer: string | null;
  firstContactedAt: Date | null;
  /** Its status changes, oldest first, as lead_events / quote_events record them. */
  history: { from: LeadStatus; to: LeadStatus }[];
}

/** What happened to a lead after it arrived: its status, its status changes, and its first contact. */
interface Story {
  status: LeadStatus;
  history: [LeadStatus, LeadStatus][];
  /** Minutes from arrival to the first contact; none when no contact was recorded. */
  contactAfter: number | null;
}

const STORIES: Story[] = [
  { status: "new", history: [], contactAfter: null },
  { status: "contacted", history: [["new", "contacted"]], contactAfter: 5 },
  {
    status: "trial_booked",
    history: [
      ["new", "contacted"],
      ["contacted", "trial_booked"],
    ],
    contactAfter: 40,
  },
  {
    status: "member",
    history: [
      ["new", "contacted"],
      ["contacted", "trial_booked"],
      ["trial_booked", "member"],
    ],
    contactAfter: 180,
  },
  // Lost after being contacted, the contact made outside the tools: only the history shows it.
  {
    status: "lost",
    history: [
      ["new", "contacted"],
      ["contacted", "lost"],
    ],
    contactAfter: null,
  },
  {
    status: "lost",
    history: [
      ["new", "contacted"],
      ["contacted", "trial_booked"],
      ["trial_booked", "lost"],
    ],
    contactAfter: 26 * 60,
  },
  { status: "lost", history: [["new", "lost"]], contactAfter: null },
  { status: "contacted", history: [["new", "contacted"]], contactAfter: null },
  // Moved back to New by hand: its current status decides.
  {
    status: "new",
    history: [
      ["new", "contacted"],
      ["contacted", "new"],
    ],
    contactAfter: null,
  },
  // Lost without any status history, but a first contact is recorded.
  { status: "lost", history: [], contactAfter: 90 },
  // Lost, then brought back.
  {
    status: "trial_booked",
    history: [
      ["new", "contacted"],
      ["contacted", "lost"],
      ["lost", "trial_booked"],
    ],
    contactAfter: 12 * 60,
  },
];

const SOURCES: { utmSource?: string; referrer?: string }[] = [
  { utmSource: "Google" },
  { utmSource: " google " },
  { utmSource: "Newsletter" },
  { referrer: "https://www.facebook.com/groups/yoga" },
  { utmSource: "facebook" },
  { referrer: "https://l.instagram.com/?u=https%3A%2F%2Fharmoni.example" },
  { utmSource: "  ", referrer: "http://user@Example.org:8080/path" },
  { referrer: "not a url" },
  {},
  { utmSource: "bing" },
  { referrer: "https://duckduckgo.com/" },
  { utmSource: "tiktok", referrer: "https://www.tiktok.com/" },
  // One source however it is spelt (issue 31: "google" and "google.com" were two bars).
  { utmSource: "google.com" },
  { referrer: "https://www.google.co.in/search?q=yoga" },
];

/** Days back from today (0) of the seeded leads: gaps are days without any; 30 and more are outside. */
const LEAD_DAYS = [
  0, 0, 1, 1, 2, 2, 2, 4, 5, 5, 7, 8, 10, 11, 11, 13, 14, 16, 17, 17, 19, 20, 22, 23, 25, 26, 28, 29, 29, 31,
  35, 40,
];
const QUOTE_DAYS = [0, 2, 5, 11, 20, 29, 33, 14];

/**
 * Leads and quote requests around `now`: over the 30-day window and before it, every story above, the
 * sources in many spellings, and rows at the window's first instant and one millisecond before it. No row
 * waits within an hour of the promise's end, so the server, which reads the clock a moment later than
 * the test, cannot count it differently: a waiting row the day's layout would put there (today's first
 * lead, when the test runs an hour either side of its promise's end) arrives two hours earlier instead.
 */
export function dashboardSeed(now: Date, promiseHours: number): DashboardSeedRow[] {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const windowStart = today - (STATS_WINDOW_DAYS - 1) * DAY;
  const at = (daysBack: number, minuteOfDay: number) =>
    new Date(Math.min(now.getTime(), today - daysBack * DAY + minuteOfDay * MINUTE));
  /** `lag` minutes are added to the story's first-contact time, so no two times are alike. */
  const row = (
    kind: LeadKind,
    createdAt: Date,
    story: Story,
    source = SOURCES[8],
    lag = 0,
  ): DashboardSeedRow => ({
    kind,
    id: randomUUID(),
    createdAt,
    status: story.status,
    utmSource: source?.utmSource ?? null,
    referrer: source?.referrer ?? null,
    firstContactedAt:
      story.contactAfter === null
        ? null
        : new Date(Math.min(now.getTime(), createdAt.getTime() + (story.contactAfter + lag) * MINUTE)),
    history: story.history.map(([from, to]) => ({ from, to })),
  });
  const story = (index: number) => STORIES[index % STORIES.length] as Story;
  const waitingStory = story(0);
  const memberStory = story(3);

  const rows = [
    ...LEAD_DAYS.map((daysBack, i) =>
      row("lead", at(daysBack, (i * 97) % 1440), story(i), SOURCES[i % SOURCES.length], (i * 7) % 50),
    ),
    ...QUOTE_DAYS.map((daysBack, i) =>
      row("quote", at(daysBack, (i * 211) % 1440), story(i + 3), SOURCES[8], (i * 13) % 40),
    ),
    // The window's first instant is in; the millisecond before it is out.
    row("lead", new Date(windowStart), memberStory, SOURCES[2]),
    row("lead", new Date(windowStart - 1), memberStory, SOURCES[9]),
    row("lead", new Date(windowStart - 1), waitingStory, SOURCES[0]),
    row("quote", new Date(windowStart), waitingStory),
    row("quote", new Date(windowStart - 1), story(1)),
    // Either side of the promise.
    row("lead", new Date(now.getTime() - (promiseHours + 1) * HOUR), waitingStory, SOURCES[4]),
    row("lead", new Date(now.getTime() - (promiseHours - 1) * HOUR), waitingStory, SOURCES[5]),
    row("quote", new Date(now.getTime() - (promiseHours + 1) * HOUR), waitingStory),
  ];
  return rows.map((seeded) => {
    const promiseEnds = seeded.createdAt.getTime() + promiseHours * HOUR;
    if (!isWaiting(seeded) || Math.abs(promiseEnds - now.getTime()) >= HOUR) return seeded;
    return { ...seeded, createdAt: new Date(seeded.createdAt.getTime() - 2 * HOUR) };
  });
}

/** Stores the rows, their status changes and first contacts, as the app's own writes would leave them. */
export async function insertDashboardSeed(db: Database, rows: DashboardSeedRow[]): Promise<void> {
  const common = (row: DashboardSeedRow) => ({
    id: row.id,
    email: `${row.id}@example.com`,
    status: row.status,
    createdAt: row.createdAt,
    firstContactedAt: row.firstContactedAt,
    firstContactChannel: row.firstContactedAt ? ("sms" as const) : null,
    // Old news: the new-lead alert is not what these rows are about.
    alertStatus: "skipped" as const,
  });
  // Changed by hand by a member of staff, as the app records it; the seed has no accounts, so the id names none.
  const staffUserId = randomUUID();
  const events = (row: DashboardSeedRow) =>
    row.history.map((change, index) => ({
      type: "status_changed" as const,
      detail: { ...change, staffUserId } satisfies LeadHistoryDetail<"status_changed">,
      createdAt: new Date(row.createdAt.getTime() + (index + 1) * MINUTE),
    }));
  const seededLeads = rows.filter((row) => row.kind === "lead");
  const seededQuotes = rows.filter((row) => row.kind === "quote");
  const leadRows = seededLeads.map((row) => ({
    ...common(row),
    name: "Dana Seed",
    phone: "+14155550100",
    utmSource: row.utmSource,
    referrer: row.referrer,
    lastSubmittedAt: row.createdAt,
  }));
  const quoteRows = seededQuotes.map((row) => ({
    ...common(row),
    company: "Seed Co",
    contact: "Sam Seed",
    teamSize: 12,
  }));
  const leadHistory = seededLeads.flatMap((row) =>
    events(row).map((event) => ({ ...event, leadId: row.id })),
  );
  const quoteHistory = seededQuotes.flatMap((row) =>
    events(row).map((event) => ({ ...event, quoteId: row.id })),
  );
  if (leadRows.length > 0) await db.insert(leads).values(leadRows);
  if (quoteRows.length > 0) await db.insert(quoteRequests).values(quoteRows);
  if (leadHistory.length > 0) await db.insert(leadEvents).values(leadHistory);
  if (quoteHistory.length > 0) await db.insert(quoteEvents).values(quoteHistory);
}

/** Not yet contacted: the rows the response promise is about. */
export function isWaiting(row: DashboardSeedRow): boolean {
  return row.firstContactedAt === null && row.status === "new";
}

/** The value below which `share` of the sorted values lie, interpolating between neighbours. */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const position = share * (sorted.length - 1);
  const below = sorted[Math.floor(position)] as number;
  const above = sorted[Math.ceil(position)] as number;
  return below + (above - below) * (position - Math.floor(position));
}

/** A site's name from a host or a UTM source: "www.google.co.in", "google.com" and " Google " are "google". */
function siteName(value: string): string {
  const name = value.trim().toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name)) return name;
  const labels = name.split(".");
  const secondLevel = labels.length >= 3 && /^[a-z]{2}$/.test(labels.at(-1) ?? "");
  const countryCode =
    secondLevel && ["co", "com", "net", "org", "ac", "gov", "edu"].includes(labels.at(-2) ?? "");
  return labels.at(countryCode ? -3 : -2) as string;
}

/** The source a lead is counted under, worked out with the URL parser rather than the server's pattern. */
function sourceOf(row: DashboardSeedRow): { via: "utm" | "referrer" | "direct"; source: string } {
  const utm = siteName(row.utmSource ?? "");
  if (utm) return { via: "utm", source: utm };
  try {
    const host = siteName(new URL(row.referrer ?? "").hostname);
    if (host) return { via: "referrer", source: host };
  } catch {
    // Not an absolute URL: no referrer to speak of.
  }
  return { via: "direct", source: DIRECT_SOURCE };
}

/** How far along the funnel a lead got, 0 for New (ADR 022, Funnel). */
function furthestStage(row: DashboardSeedRow): number {
  const place = (status: LeadStatus) => (FUNNEL_STAGES as readonly LeadStatus[]).indexOf(status);
  const fromStatus =
    row.status === "lost"
      ? Math.max(-1, ...row.history.flatMap((change) => [place(change.from), place(change.to)]))
      : place(row.status);
  return Math.max(fromStatus, row.firstContactedAt ? 1 : 0, 0);
}

/** The dashboard's figures for `rows` at `now`, worked out afresh over the array. */
export function expectedDashboard(rows: DashboardSeedRow[], now: Date, promiseHours: number): DashboardStats {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const start = today - (STATS_WINDOW_DAYS - 1) * DAY;
  const inWindow = rows.filter((row) => row.createdAt.getTime() >= start);
  const windowLeads = inWindow.filter((row) => row.kind === "lead");
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

  const days = Array.from({ length: STATS_WINDOW_DAYS }, (_, index) => {
    const dayStart = start + index * DAY;
    const on = (kind: LeadKind) =>
      rows.filter(
        (row) =>
          row.kind === kind &&
          row.createdAt.getTime() >= dayStart &&
          row.createdAt.getTime() < dayStart + DAY,
      ).length;
    return { day: isoDay(dayStart), leads: on("lead"), quotes: on("quote") };
  });

  const bySource = new Map<string, { kind: SourceKind; label: string; source: string; leads: number }>();
  for (const row of windowLeads) {
    const { via, source } = sourceOf(row);
    const label = source === DIRECT_SOURCE ? "Direct" : source;
    const entry = bySource.get(source) ?? { kind: via, label, source, leads: 0 };
    if (entry.kind !== via) entry.kind = "mixed";
    entry.leads += 1;
    bySource.set(source, entry);
  }
  const ranked = [...bySource.values()].sort(
    (a, b) => b.leads - a.leads || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
  );
  const rest = ranked.slice(STATS_TOP_SOURCES);
  const sources = [
    ...ranked.slice(0, STATS_TOP_SOURCES),
    ...(rest.length > 0
      ? [
          {
            kind: "other" as const,
            label: "Other",
            source: null,
            leads: rest.reduce((sum, entry) => sum + entry.leads, 0),
          },
        ]
      : []),
  ];

  const reached = FUNNEL_STAGES.map(
    (_, place) => windowLeads.filter((row) => furthestStage(row) >= place).length,
  );
  const funnel = FUNNEL_STAGES.map((stage, place) => {
    const previous = place > 0 ? (reached[place - 1] as number) : 0;
    return {
      stage,
      reached: reached[place] as number,
      rate: previous > 0 ? (reached[place] as number) / previous : null,
    };
  });

  const seconds = inWindow
    .filter((row) => row.firstContactedAt)
    .map((row) => ((row.firstContactedAt as Date).getTime() - row.createdAt.getTime()) / 1000)
    .sort((a, b) => a - b);

  return {
    from: isoDay(start),
    to: isoDay(today),
    days,
    sources,
    funnel,
    firstContact: {
      contacted: seconds.length,
      medianSeconds: percentile(seconds, 0.5),
      p90Seconds: percentile(seconds, 0.9),
      waiting: inWindow.filter(isWaiting).length,
    },
    overdue: {
      count: rows.filter(
        (row) => isWaiting(row) && row.createdAt.getTime() + promiseHours * HOUR < now.getTime(),
      ).length,
      promiseHours,
    },
  };
}
