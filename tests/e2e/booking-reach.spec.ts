import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures.ts";
import { LEAD_MODAL_TITLE, waitForHydration } from "./helpers.ts";

/**
 * One page of every kind the public site has (docs/product/site-pages.md, Booking within reach): each must offer a
 * visible booking control at the top, in the middle and at the bottom.
 */
const PAGES = [
  "/",
  "/offerings",
  "/offerings/power-yoga",
  "/womens-health",
  "/stress-burnout",
  "/our-instructors",
  "/for-businesses",
  "/blog",
  "/blog/7",
  "/why-choose-us",
  "/join-as-instructor",
  "/about-us",
  "/contact-us",
  "/payment-success",
  "/privacy-policy",
  "/refund-policy",
  "/no-such-page",
];

const PROBE = "data-reach-probe";
const LEAD_MODAL_TITLES = new RegExp(`^(${LEAD_MODAL_TITLE}|Book Now)$`);

/**
 * Marks the first booking control that a visitor can see and press where the page now stands: inside the
 * viewport and not covered by anything (the header, the bar, a dialog's overlay). Returns its text.
 */
function markVisibleBookingControl(page: Page): Promise<string | null> {
  return page.evaluate((probe) => {
    for (const marked of document.querySelectorAll(`[${probe}]`)) marked.removeAttribute(probe);
    const controls = [...document.querySelectorAll("button, a")].filter((control) =>
      /\bbook\b|\$10 trial/i.test(control.textContent ?? ""),
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && control.contains(hit)) {
        control.setAttribute(probe, "");
        return control.textContent?.trim() ?? "";
      }
    }
    return null;
  }, PROBE);
}

async function expectBookingWithinReach(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => markVisibleBookingControl(page), { message: `a booking control ${where}` })
    .not.toBeNull();
  await page.locator(`[${PROBE}]`).click();
  // The lead modal, in its default mode or, from a "Book with {first name}" button, its booking mode.
  const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLES });
  await expect(dialog, `the lead modal from the control ${where}`).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((part) => {
    window.scrollTo({
      top: (document.documentElement.scrollHeight - window.innerHeight) * part,
      behavior: "instant",
    });
  }, fraction);
}

for (const path of PAGES) {
  test(
    `${path}: a booking control opens the lead modal at the top, middle and bottom`,
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectBookingWithinReach(page, "in the first screen");
      await scrollToFraction(page, 0.5);
      await expectBookingWithinReach(page, "halfway down");
      await scrollToFraction(page, 1);
      await expectBookingWithinReach(page, "at the bottom");
    },
  );
}

test(
  "the header books from every width above a phone's; the mobile menu starts with booking",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    const header = page.locator("#site-header");
    if (!isPhone(page)) {
      await expect(header.getByRole("button", { name: "Book $10 trial" })).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Book a class" })).toBeHidden();
      return;
    }
    await header.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("button").first()).toHaveText("Book $10 trial");
    await menu.getByRole("button", { name: "Book $10 trial" }).click();
    const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The menu closed as the dialog opened: focus comes back to the control that is still on screen.
    await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();
  },
);

test.describe("the phones' booking bar", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const bar = (page: Page) => page.getByRole("complementary", { name: "Book a class" });

  test("appears once the page's own call to action has scrolled away, and goes with it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Book your $10 trial" }).first()).toBeInViewport();
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Call us at +1 (415) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14155550142",
    );
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar(page)).toBeHidden();
  });

  test("shows from the start on a page without its own call to action", async ({ page }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
  });

  test("steps aside while a dialog is open and while a field has focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeVisible();

    const trialCount = page.getByRole("radio").first();
    await trialCount.focus();
    await expect(bar(page)).toBeHidden();
    await trialCount.blur();
    await expect(bar(page)).toBeVisible();

    await bar(page).getByRole("button", { name: "Book $10 trial" }).click();
    const dialog = page.getByRole("dialog", { name: LEAD_MODAL_TITLE });
    await expect(dialog).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await dialog.getByLabel("Name").focus();
    await expect(dialog.getByLabel("Name")).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bar(page)).toBeVisible();
  });

  test("never covers the footer's last links", async ({ page }) => {
    await page.goto("/why-choose-us");
    await waitForHydration(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect(bar(page)).toBeVisible();
    const barTop = (await bar(page).boundingBox())?.y ?? 0;
    const footer = page.locator("#site-footer");
    for (const control of await footer.locator("a, img").all()) {
      const box = await control.boundingBox();
      expect(box, await control.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
      if (box && box.y + box.height > 0) expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    }
  });
});
