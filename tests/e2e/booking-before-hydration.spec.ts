import type { Locator, Page } from "@playwright/test";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  test,
  uniqueEmail,
} from "./fixtures.ts";
import { LEAD_MODAL_TITLE, waitForHydration } from "./helpers.ts";

/**
 * A tap on a booking control before the app has hydrated is caught by the page's inline script and opens the
 * lead modal once the app runs (ADR 028). "Before" is made certain, not raced: the app's scripts are held
 * back until the tap has been made and shown as taken.
 */

/** Holds every request for the app's modules until `release()`; the prerendered page paints meanwhile. */
async function holdAppScripts(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** A slow phone as Lighthouse's mobile run emulates it: the CPU 4× slower, slow 4G. */
async function throttleLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1_600 * 1_000) / 8,
    uploadThroughput: (750 * 1_000) / 8,
  });
}

/** A tap on a phone, a click on desktop: what a visitor does at that width. */
async function press(page: Page, control: Locator): Promise<void> {
  if (isPhone(page)) await control.tap();
  else await control.click();
}

/** The control shows at once that the tap was taken, while the app has not run. */
async function expectTaken(page: Page, control: Locator): Promise<void> {
  await expect(control).toHaveAttribute("aria-busy", "true");
  await expect(control).toHaveAccessibleName(/Opening…$/);
  expect(await page.evaluate(() => typeof window.takeEarlyBookingTap)).toBe("function");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The hero's button; found while the open modal hides the page from the accessibility tree too. */
const heroButton = (page: Page) =>
  page.locator("main").getByRole("button", { name: "Book your $10 trial", includeHidden: true }).first();

test(
  "on a slow phone, a tap on the hero's booking button before hydration opens the modal without a second tap; axe",
  BOTH_WIDTHS,
  async ({ page }) => {
    test.setTimeout(60_000);
    await throttleLikeASlowPhone(page);
    const scripts = await holdAppScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const hero = heroButton(page);
    await press(page, hero);
    await expectTaken(page, hero);

    scripts.release();
    const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole("heading", { name: LEAD_MODAL_TITLE })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(hero).not.toHaveAttribute("aria-busy");
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hero).toBeFocused();
  },
);

test("two taps before hydration open the modal once, for the control tapped last", async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const hero = heroButton(page);
  const header = page
    .locator("header")
    .getByRole("button", { name: "Book $10 trial", includeHidden: true })
    .first();
  await hero.click();
  await header.click();
  await expectTaken(page, header);
  await expect(hero).not.toHaveAttribute("aria-busy");

  scripts.release();
  const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(header).toBeFocused();
  // Nothing was left queued: the next tap opens it again, once, and closing it closes it.
  await hero.click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(hero).toBeFocused();
});

test("after hydration, one tap opens the modal once and the inline script has stepped aside", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await page.evaluate(() => window.takeEarlyBookingTap)).toBeUndefined();
  const hero = heroButton(page);
  await hero.click();
  const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(hero).not.toHaveAttribute("aria-busy");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(hero).toBeFocused();
});

test("a plan card's booking button tapped before hydration sends its plan with the lead", async ({
  page,
  site,
}) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/fitness-flexibility", { waitUntil: "commit" });
  const choose = page.getByRole("button", { name: "Choose Small Group" });
  await choose.click();
  await expectTaken(page, choose);

  scripts.release();
  const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  const email = uniqueEmail("early-plan");
  await dialog.getByLabel("Name").fill("Dana Cole");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0142");
  await dialog.getByRole("button", { name: "Request a call back" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  expect(await site.latestLeadByEmail(email)).toMatchObject({
    interestTeacher: null,
    interestOffering: null,
    interestPlan: "Small Group",
  });
});
