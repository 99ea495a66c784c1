import type { Locator, Page } from "@playwright/test";
import { formatDuration } from "#app/features/admin-leads/stats-format.ts";
import type { DashboardStats } from "#contracts/dashboard-stats";
import { dashboardSeed, expectedDashboard, insertDashboardSeed } from "../support/dashboard-seed.ts";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, type StaffSite, test } from "./fixtures.ts";
import { type LoadedScript, recordScripts, waitForHydration } from "./helpers.ts";

/** RESPONSE_PROMISE_HOURS as the test site runs: the default. */
const PROMISE_HOURS = 24;
/** A class name recharts gives its charts' wrapper, found in its code and nowhere else in ours. */
const CHART_LIBRARY_MARK = "recharts-wrapper";

const FIGURES = ["Leads and quote requests per day", "Leads by source", "From new lead to member"];
const STAGES = { new: "New", contacted: "Contacted", trial_booked: "Trial booked", member: "Member" };
const NAMED_AFTER = {
  utm: "UTM source",
  referrer: "Referrer",
  mixed: "UTM source or referrer",
  direct: "Neither",
  other: "Smaller sources",
};

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);

/** The scripts a page loaded while `visit` ran, with their code. */
async function scriptsLoaded(page: Page, visit: () => Promise<void>): Promise<LoadedScript[]> {
  const scripts = recordScripts(page);
  await visit();
  scripts.stop();
  return scripts.loaded();
}

/** A table's cells, row by row, header row included. */
function cellsOf(table: Locator): Promise<string[][]> {
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? "")),
    );
}

/** Opens the figure's numbers and expects exactly these rows under these headings. */
async function expectNumbers(figure: Locator, table: string, header: string[], rows: string[][]) {
  await figure.locator("summary", { hasText: "Show the numbers" }).click();
  const numbers = figure.getByRole("table", { name: table });
  await expect(numbers).toBeVisible();
  await expect.poll(() => cellsOf(numbers)).toEqual([header, ...rows]);
}

async function seededSite(site: StaffSite, page: Page): Promise<DashboardStats> {
  const now = new Date();
  const seed = dashboardSeed(now, PROMISE_HOURS);
  await insertDashboardSeed(site.app.database.db, seed);
  await site.signIn(page);
  return expectedDashboard(seed, now, PROMISE_HOURS);
}

test(
  "the dashboard draws its charts with their numbers as text, fits the width, passes axe; the home page never loads the chart library",
  BOTH_WIDTHS,
  async ({ page, ownSite }) => {
    const home = await scriptsLoaded(page, async () => {
      await page.goto(`${ownSite.baseURL}/`);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    });
    expect(home.length).toBeGreaterThan(0);
    expect(
      home.filter((script) => script.code.includes(CHART_LIBRARY_MARK)).map((script) => script.url),
    ).toEqual([]);

    let expected: DashboardStats | undefined;
    const dashboard = await scriptsLoaded(page, async () => {
      expected = await seededSite(ownSite, page);
      for (const name of FIGURES) {
        await expect(page.getByRole("figure", { name }).locator(".recharts-wrapper > svg")).toBeVisible();
      }
    });
    expect(dashboard.some((script) => script.code.includes(CHART_LIBRARY_MARK))).toBe(true);
    const stats = expected as DashboardStats;

    // The brief's welcome stays on top, the counts and then the figures below it.
    await expect(page.getByRole("main").getByRole("heading").first()).toHaveText("Welcome, studio.owner");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Leads at a glance",
      "The last 30 days",
    ]);

    const speed = page.getByRole("region", { name: "Speed to lead" });
    const figure = (term: string) => speed.locator(`dt:text-is("${term}") + dd`);
    await expect(figure("Overdue now")).toHaveText(String(stats.overdue.count));
    await expect(figure("Still waiting")).toHaveText(String(stats.firstContact.waiting));
    await expect(figure("Median first contact")).toHaveText(
      formatDuration(stats.firstContact.medianSeconds as number),
    );
    await expect(figure("90th percentile")).toHaveText(
      formatDuration(stats.firstContact.p90Seconds as number),
    );
    await expect(speed).toContainText(`of ${stats.firstContact.contacted} first contacts`);
    await expect(speed.getByRole("link", { name: "See overdue leads" })).toHaveAttribute(
      "href",
      "/admin/leads?promise=overdue",
    );

    const daily = page.getByRole("figure", { name: "Leads and quote requests per day" });
    const leads = stats.days.reduce((sum, entry) => sum + entry.leads, 0);
    const quotes = stats.days.reduce((sum, entry) => sum + entry.quotes, 0);
    await expect(daily).toContainText(`${leads} leads and ${quotes} quote requests; the busiest day was`);
    await expectNumbers(
      daily,
      "Numbers per day",
      ["Day", "Leads", "Quote requests"],
      stats.days.map((entry) => [day(entry.day), String(entry.leads), String(entry.quotes)]),
    );

    await expectNumbers(
      page.getByRole("figure", { name: "Leads by source" }),
      "Numbers by source",
      ["Source", "Named after", "Leads"],
      stats.sources.map((source) => [source.label, NAMED_AFTER[source.kind], String(source.leads)]),
    );

    const funnel = page.getByRole("figure", { name: "From new lead to member" });
    const [arrived, contacted, trial, member] = stats.funnel;
    await expect(funnel).toContainText(
      `Of ${arrived?.reached} new leads, ${percent(contacted?.rate ?? null)} were contacted, ` +
        `${percent(trial?.rate ?? null)} of those booked a trial and ${percent(member?.rate ?? null)} of those became members.`,
    );
    await expectNumbers(
      funnel,
      "Numbers by stage",
      ["Stage", "Leads", "Conversion"],
      stats.funnel.map((step) => [STAGES[step.stage], String(step.reached), percent(step.rate)]),
    );

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test("a source's bar and its name in the numbers open the inbox at exactly the leads it counts (issue 31)", async ({
  page,
  ownSite,
}) => {
  const stats = await seededSite(ownSite, page);
  const place = stats.sources.findIndex((source) => source.label === "google");
  const google = stats.sources[place];
  expect(google?.leads).toBeGreaterThan(1);
  const inboxAt = (source: string) =>
    new RegExp(`/admin/leads\\?source=${source}&from=${stats.from}&to=${stats.to}$`);
  const figure = page.getByRole("figure", { name: "Leads by source" });

  await figure.locator(".recharts-bar-rectangle").nth(place).click();
  await expect(page).toHaveURL(inboxAt("google"));
  await expect(page.getByText(`Page 1 of 1 · ${google?.leads} leads`)).toBeVisible();

  await page.goBack();
  await figure.locator("summary", { hasText: "Show the numbers" }).click();
  await figure.getByRole("link", { name: "instagram: show its leads in the inbox" }).click();
  const instagram = stats.sources.find((source) => source.label === "instagram");
  await expect(page).toHaveURL(inboxAt("instagram"));
  await expect(page.getByText(new RegExp(`· ${instagram?.leads} leads?$`))).toBeVisible();
});

test("the figures say when they cannot be loaded and come with Try again; without the chart code, the numbers remain", async ({
  page,
  ownSite,
}) => {
  // Script files are named by their content hash alone, so the chart code is told by what it contains.
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(CHART_LIBRARY_MARK)) return route.abort("connectionfailed");
    return route.fulfill({ response });
  });
  let refused = false;
  await page.route("**/api/admin/dashboard/stats", (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.abort("connectionfailed");
  });
  const stats = await seededSite(ownSite, page);

  const section = page.getByRole("region", { name: "The last 30 days" });
  await expect(section.getByRole("alert")).toHaveText(
    "The figures could not be loaded. We could not reach the server. Check your connection and try again; if it keeps happening, the server may be down.",
  );
  // The counts above come from another request and are unaffected.
  await expect(page.getByRole("region", { name: "Leads at a glance" }).getByRole("alert")).toHaveCount(0);
  await section.getByRole("button", { name: "Try again" }).click();

  await expect(section.getByRole("alert")).toHaveCount(0);
  await expect(section.getByText("The chart could not be drawn; its numbers are below.")).toHaveCount(3);
  await expect(page.locator(".recharts-wrapper")).toHaveCount(0);
  await expectNumbers(
    page.getByRole("figure", { name: "From new lead to member" }),
    "Numbers by stage",
    ["Stage", "Leads", "Conversion"],
    stats.funnel.map((step) => [STAGES[step.stage], String(step.reached), percent(step.rate)]),
  );
});
