import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LEAD_MODAL_TITLE, openDialog, waitForHydration } from "./helpers.ts";

declare global {
  interface Window {
    cspViolations: string[];
    googleTagStubRan?: boolean;
    injectedInlineRan?: boolean;
    injectedExternalRan?: boolean;
  }
}

/**
 * Records every CSP violation the page reports, from before its first script runs, and every console
 * error: Chromium logs each refused script there as well.
 */
async function watchPolicy(page: Page): Promise<{ consoleErrors: string[] }> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { consoleErrors };
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

test("/ runs its hashed inline scripts, hydrates and reports no CSP violation", async ({ page }) => {
  const { consoleErrors } = await watchPolicy(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'strict-dynamic'( 'sha256-[\w+/]+=')+ /,
  );
  await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first(), LEAD_MODAL_TITLE);
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("/blog/1 hydrates with no CSP violation", async ({ page }) => {
  const { consoleErrors } = await watchPolicy(page);
  await page.goto("/blog/1");
  await waitForHydration(page);
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("/for-businesses opens the quote dialog with no CSP violation", async ({ page }) => {
  const { consoleErrors } = await watchPolicy(page);
  await page.goto("/for-businesses");
  const dialog = await openDialog(
    page,
    page.getByRole("button", { name: "Get a Quote" }).first(),
    "Get a Quote",
  );
  await expect(dialog.getByLabel("Company")).toBeFocused();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("/admin/login, the SPA fallback, renders the sign-in form with no CSP violation", async ({ page }) => {
  const { consoleErrors } = await watchPolicy(page);
  await page.goto("/admin/login");
  await expect(page.getByLabel("Username")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("injected markup runs no script, even from the Google tag's origin; the tag the site adds loads", async ({
  page,
  baseURL,
}) => {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: route.request().url().includes("GTM-ATTACKER")
        ? "window.injectedExternalRan = true;"
        : "window.googleTagStubRan = true;",
    }),
  );
  // As if a stored XSS had put markup into the page: the server's own policy stays on the response.
  await page.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const injected = [
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER"></script>',
      "<script>window.injectedInlineRan = true;</script>",
    ].join("");
    await route.fulfill({ response, body: (await response.text()).replace("</body>", `${injected}</body>`) });
  });
  await watchPolicy(page);
  await page.goto("/");
  await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first(), LEAD_MODAL_TITLE);
  // Created the way app/lib/analytics.ts loads gtag.js: a script element added by the site's own code.
  await page.evaluate(() => {
    const tag = document.createElement("script");
    tag.src = "https://www.googletagmanager.com/gtag/js?id=AW-123";
    document.head.appendChild(tag);
  });
  await expect.poll(() => page.evaluate(() => window.googleTagStubRan)).toBe(true);
  expect((await violations(page)).sort()).toEqual([
    "script-src-elem https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER",
    "script-src-elem inline",
  ]);
  expect(await page.evaluate(() => [window.injectedInlineRan, window.injectedExternalRan])).toEqual([
    undefined,
    undefined,
  ]);
});
