import { defineConfig } from "@playwright/test";

/** Debian's Chromium: nothing downloads a browser on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const launchOptions = {
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      // The prerendered HTML, sitemap and icons do not depend on the viewport: checked once, on desktop.
      testIgnore: /site-html\.spec\.ts/,
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
});
