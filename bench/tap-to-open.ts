/**
 * Tap-to-open: how long a visitor on a slow phone waits between tapping "Book $10 trial" and seeing the booking
 * form's title (issue 30, point 6), on the production build served by our server. Chromium is throttled as
 * DevTools' "Slow 4G" preset, which is Lighthouse's mobile profile applied through DevTools (562.5 ms per
 * request, 1,474.56 kbit/s down, 675 kbit/s up: Lighthouse's `throttling.mobileSlow4G`), with the CPU 4× slower.
 * Each run is a new browser context (a first visit, nothing cached) at 390 px with touch.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { launchOptions } from "../playwright.config.ts";
import { exec, ROOT } from "./processes.ts";
import { median } from "./stats.ts";

export const TAP_RUNS = 5;
/** The bar for a tap on a loaded page. */
export const LOADED_TAP_TARGET_MS = 300;
const PROFILE = throttling.mobileSlow4G;
const PAGE_PATH = "/";
const RUN_TIMEOUT_MS = 60_000;
/** How long the network must have been quiet on a hydrated page before the "loaded page" tap. */
const QUIET_MS = 1_000;

export type TapCase = "loaded" | "early";

export interface TapCaseResult {
  case: TapCase;
  /** Milliseconds from the tap's first touch event to the end of the frame that shows the dialog's title, per run. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
}

export interface TapResult {
  path: string;
  runs: number;
  throttling: string;
  cases: TapCaseResult[];
}

/** What the bench reads in the page: RECORD_TAP_TO_OPEN's notes, and the early-tap script's hand-over (ADR 028). */
interface PageGlobals {
  tapBench?: { touchedAt?: number; titleShownAt?: number };
  takeEarlyBookingTap?: unknown;
}

/**
 * Runs in the page before its own scripts: notes when the first touch starts (the event's own time stamp, on
 * the page's clock), then looks at every animation frame until one has a dialog's title on screen, and notes the
 * time once that frame's rendering is done (a message posted from its animation-frame callback runs after the
 * frame's style, layout and paint). Not the frame's own time stamp: that is when the frame began, which comes
 * before the work of a long task that rendered the dialog, and would make a dialog rendered in the tap's own task
 * look instant. Plain JavaScript in a string: a function handed to the page would carry the helpers tsx wraps
 * named inner functions in, which the page does not have.
 */
const RECORD_TAP_TO_OPEN = `(() => {
  const record = {};
  window.tapBench = record;
  const titleOnScreen = () => {
    const dialog = document.querySelector('[role="dialog"]');
    const title = dialog && document.getElementById(dialog.getAttribute("aria-labelledby") || "");
    return title ? title.getClientRects().length > 0 : false;
  };
  const afterFrame = new MessageChannel();
  afterFrame.port1.onmessage = () => {
    record.titleShownAt = performance.now();
  };
  const everyFrame = () => {
    if (titleOnScreen()) afterFrame.port2.postMessage(null);
    else requestAnimationFrame(everyFrame);
  };
  window.addEventListener("touchstart", (event) => {
    if (record.touchedAt !== undefined) return;
    record.touchedAt = event.timeStamp;
    requestAnimationFrame(everyFrame);
  }, { capture: true, passive: true });
})();`;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.requestLatencyMs,
    downloadThroughput: (PROFILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PROFILE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdownMultiplier });
}

/** The first "Book $10 trial" control a phone visitor sees on the page (the hero's is longer). */
const bookingControl = (page: Page) =>
  page
    .getByRole("button", { name: /^Book (your )?\$10 trial$/ })
    .locator("visible=true")
    .first();

/**
 * Resolves, when called, once no request of the page has been open for QUIET_MS. Unlike Playwright's
 * "networkidle", which is reached once and for all, this waits for what the page fetches after it hydrates.
 */
function networkQuiet(page: Page): () => Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    open += by;
    lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return async () => {
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    while (open > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error("The page's network never went quiet.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

async function tapOnce(browser: Browser, origin: string, tapCase: TapCase): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    await page.addInitScript({ content: RECORD_TAP_TO_OPEN });
    await throttle(page);
    if (tapCase === "loaded") {
      const quiet = networkQuiet(page);
      await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: "load", timeout: RUN_TIMEOUT_MS });
      // Hydrated: the app has taken over from the inline script that catches early taps (ADR 028).
      await page.waitForFunction(() => (globalThis as PageGlobals).takeEarlyBookingTap === undefined);
      await quiet();
    } else {
      await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
    }
    await bookingControl(page).tap();
    await page.getByRole("dialog").getByRole("heading").first().waitFor({ state: "visible" });
    // Functions, not strings: the page's CSP forbids evaluating strings.
    await page.waitForFunction(() => (globalThis as PageGlobals).tapBench?.titleShownAt !== undefined);
    const { touchedAt, titleShownAt } =
      (await page.evaluate(() => (globalThis as PageGlobals).tapBench)) ?? {};
    if (touchedAt === undefined || titleShownAt === undefined) throw new Error("The tap was not recorded.");
    return titleShownAt - touchedAt;
  } finally {
    await context.close();
  }
}

async function measureCase(browser: Browser, origin: string, tapCase: TapCase): Promise<TapCaseResult> {
  const runsMs: number[] = [];
  for (let run = 0; run < TAP_RUNS; run++) runsMs.push(await tapOnce(browser, origin, tapCase));
  return { case: tapCase, runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs) };
}

export async function measureTapToOpen(origin: string, log: (line: string) => void): Promise<TapResult> {
  const browser = await chromium.launch(launchOptions);
  try {
    const cases: TapCaseResult[] = [];
    for (const tapCase of ["loaded", "early"] as const) {
      log(`tap-to-open: ${tapCase} page, ${TAP_RUNS} runs`);
      cases.push(await measureCase(browser, origin, tapCase));
    }
    return {
      path: PAGE_PATH,
      runs: TAP_RUNS,
      throttling: `DevTools' "Slow 4G" (Lighthouse's mobileSlow4G through DevTools: ${PROFILE.requestLatencyMs} ms per request, ${PROFILE.downloadThroughputKbps.toFixed(0)} kbit/s down, ${PROFILE.uploadThroughputKbps} kbit/s up) and the CPU ${PROFILE.cpuSlowdownMultiplier}× slower`,
      cases,
    };
  } finally {
    await browser.close();
  }
}

const CASE_NAMES: Record<TapCase, string> = {
  loaded: "loaded page (hydrated, then 1 s without a request)",
  early: "early tap (as soon as the prerendered button shows)",
};

export function tapLoadedTargetMet(result: TapResult): boolean {
  const loaded = result.cases.find((item) => item.case === "loaded");
  return loaded !== undefined && loaded.maxMs <= LOADED_TAP_TARGET_MS;
}

export function tapSection(result: TapResult | { skipped: string }): string[] {
  const heading = ["## Tap-to-open: the booking form on a slow phone", ""];
  if (!("cases" in result)) return [...heading, result.skipped];
  return [
    ...heading,
    `\`${result.path}\` at 390 px with touch, ${result.throttling}; a new browser context per run. From the tap's first touch event to the end of the first frame with the dialog's title on screen (it has boxes; a message posted from that frame's animation-frame callback runs after its rendering), on the page's own clock; ${result.runs} runs per case.`,
    "",
    "| case | median | max | runs |",
    "| --- | ---: | ---: | --- |",
    ...result.cases.map(
      (item) =>
        `| ${CASE_NAMES[item.case]} | ${item.medianMs.toFixed(0)} ms | ${item.maxMs.toFixed(0)} ms | ${item.runsMs.map((ms) => ms.toFixed(0)).join(", ")} |`,
    ),
  ];
}

/** bench/results/tap-to-open.md: this part alone, so a run with `--only=tap` leaves the last full report be. */
export async function writeTapReport(result: TapResult) {
  const { stdout: commit } = await exec("git", ["rev-parse", "--short", "HEAD"]);
  await mkdir(join(ROOT, "bench", "results"), { recursive: true });
  await writeFile(
    join(ROOT, "bench", "results", "tap-to-open.md"),
    [
      "# Tap-to-open",
      "",
      `Run with \`npm run bench -- --only=tap\` on ${new Date().toISOString()} (commit ${commit.trim()}); part of every \`npm run bench\`.`,
      "",
      ...tapSection(result).slice(2),
      "",
    ].join("\n"),
  );
}
