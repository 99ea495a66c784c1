/**
 * Lighthouse 12 with its default mobile config (simulated throttling) on Debian's Chromium, three runs per page,
 * each in a fresh browser; the report gives each number's median over the runs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { median } from "./stats.ts";

export const LIGHTHOUSE_PAGES = [
  "/",
  "/offerings/foundational-yoga",
  "/pain-relief-recovery",
  "/our-instructors",
  "/blog",
  "/blog/1",
  "/for-businesses",
];
export const LIGHTHOUSE_RUNS = 3;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The issue's bar: performance at least 98, the other three 100. */
export const CATEGORY_TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

type Category = (typeof CATEGORIES)[number];

const METRICS = {
  lcpMs: "largest-contentful-paint",
  fcpMs: "first-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
  totalBytes: "total-byte-weight",
} as const;

type Metric = keyof typeof METRICS | "scriptBytes";

export interface LostPoints {
  category: Category;
  audit: string;
  title: string;
  /** "scored" audits weigh in the category; "opportunity" audits only estimate what would speed the metrics up. */
  kind: "scored" | "opportunity";
  /** The audit's own score (0–1, null for informative ones) and Lighthouse's short reading of it, e.g. "2.1 s". */
  score: number | null;
  displayValue: string;
  /** The first few things the audit points at (URLs, issue types, elements). */
  items: string[];
  /** In how many of the runs the audit fell short. */
  runs: number;
}

export interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  lostPoints: LostPoints[];
  runs: { scores: Record<Category, number>; metrics: Record<Metric, number> }[];
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  return details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
}

type Audit = Result["audits"][string];

function itemsOf(audit: Audit): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 3).flatMap((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const label = item.url ?? item.issueType ?? node?.snippet ?? source?.url;
    return typeof label === "string" ? [label] : [];
  });
}

/** Zero-weight performance audits that estimate a saving on a metric: where the performance points can be won. */
function isOpportunity(category: Category, audit: Audit): boolean {
  return (
    category === "performance" &&
    (audit.score === null || audit.score < 1) &&
    Object.values(audit.metricSavings ?? {}).some((saving) => (saving ?? 0) > 0)
  );
}

/** The weighted audits that kept a category below 100 in this run, and the performance opportunities. */
function shortfalls(lhr: Result): Omit<LostPoints, "runs">[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit) return [];
      const scored = ref.weight > 0 && audit.score !== null && audit.score < 1;
      if (!scored && !(ref.weight === 0 && isOpportunity(category, audit))) return [];
      return [
        {
          category,
          audit: ref.id,
          title: audit.title,
          kind: scored ? "scored" : "opportunity",
          score: audit.score,
          displayValue: audit.displayValue ?? "",
          items: itemsOf(audit),
        } as const,
      ];
    }),
  );
}

/**
 * Lighthouse's own trace recording sometimes fails on a busy machine (NO_NAVSTART, NO_FCP): that says
 * nothing about the page, so such a run is repeated, at most this many times, and the report counts them.
 */
const TRACE_RETRIES = 2;
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "PROTOCOL_TIMEOUT"]);
export const lighthouseRetries: string[] = [];

async function runOnce(url: string): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const lhr = await runLighthouse(url);
    const code = lhr.runtimeError?.code;
    if (!code) return lhr;
    if (!TRACE_FAILURES.has(code) || attempt >= TRACE_RETRIES) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError?.message}`);
    }
    lighthouseRetries.push(`${url}: ${code}`);
    console.warn(`[bench] lighthouse ${url}: ${code}, running it again`);
  }
}

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function measurePage(origin: string, path: string): Promise<PageResult> {
  const lhrs: Result[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) lhrs.push(await runOnce(`${origin}${path}`));
  const runs = lhrs.map((lhr) => ({
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    metrics: {
      ...(Object.fromEntries(
        Object.entries(METRICS).map(([metric, audit]) => [
          metric,
          lhr.audits[audit]?.numericValue ?? Number.NaN,
        ]),
      ) as Record<keyof typeof METRICS, number>),
      scriptBytes: scriptBytes(lhr),
    },
  }));
  const lost = new Map<string, LostPoints>();
  for (const shortfall of lhrs.flatMap(shortfalls)) {
    const key = `${shortfall.category}/${shortfall.audit}`;
    const seen = lost.get(key);
    // Keep the worst reading, and count the runs it appeared in.
    if (!seen) lost.set(key, { ...shortfall, runs: 1 });
    else
      lost.set(key, {
        ...((shortfall.score ?? 1) < (seen.score ?? 1) ? shortfall : seen),
        runs: seen.runs + 1,
      });
  }
  const medianOf = <K extends string>(
    keys: readonly K[],
    pick: (run: (typeof runs)[number], key: K) => number,
  ) =>
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => pick(run, key)))])) as Record<
      K,
      number
    >;
  return {
    path,
    scores: medianOf(CATEGORIES, (run, category) => run.scores[category]),
    metrics: medianOf(
      [...(Object.keys(METRICS) as (keyof typeof METRICS)[]), "scriptBytes"],
      (run, metric) => run.metrics[metric],
    ),
    lostPoints: [...lost.values()],
    runs,
  };
}

export async function measureLighthouse(origin: string, log: (line: string) => void): Promise<PageResult[]> {
  const pages: PageResult[] = [];
  for (const path of LIGHTHOUSE_PAGES) {
    const page = await measurePage(origin, path);
    log(
      `lighthouse ${path}: ${CATEGORIES.map((category) => `${category} ${page.scores[category]}`).join(", ")}`,
    );
    pages.push(page);
  }
  return pages;
}
