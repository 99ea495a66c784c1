import { defineConfig } from "@playwright/test";

/** Debian's Chromium: nothing downloads a browser on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Specs that need a real PostgreSQL server run only where TEST_DATABASE_URL points at one (CI sets it).
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ["**/database-outage.spec.ts"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    browserName: "chromium",
    launchOptions,
    // A failed test keeps its trace with a DOM snapshot around every action. Trace screenshots (a
    // screencast of every test, passing or not) cost about a tenth of the suite's time; the failure
    // screenshot below still shows the final state.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      // Only what depends on the width runs here as well (BOTH_WIDTHS in fixtures.ts); behaviour that is
      // the same at every width, the prerendered HTML among it, is checked once, on desktop.
      grep: /@both-widths/,
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
});
