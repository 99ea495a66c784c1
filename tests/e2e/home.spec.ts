import type { Locator, Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures.ts";
import { clickUntil, jsonLdBlocks, openDialog, waitForHydration } from "./helpers.ts";

const PAYMENT_BASE = "https://www.paypal.com/ncp/payment/";
const CATEGORIES = [
  "Pain Relief & Recovery",
  "Fitness & Flexibility",
  "Stress & Burnout",
  "Women's Health",
  "Wellness Programs",
  "Daily Rituals",
];
const TRIAL_PACKS = [
  { label: "1 class", price: "$10", linkId: "HY8TRIAL1CLASS10" },
  { label: "2 classes", price: "$18", linkId: "HY8TRIAL2CLASS18" },
  { label: "3 classes", price: "$25", linkId: "HY8TRIAL3CLASS25" },
  { label: "4 classes", price: "$30", linkId: "HY8TRIAL4CLASS30" },
];
const PLANS = [
  {
    name: "Small Group",
    price: "$85",
    was: "$119",
    save: "Save $34",
    linkId: "HY8SMALLGROUP85",
    popular: false,
  },
  {
    name: "Individual",
    price: "$169",
    was: "$229",
    save: "Save $60",
    linkId: "HY8INDIVIDUAL169",
    popular: true,
  },
  { name: "Family", price: "$249", was: "$329", save: "Save $80", linkId: "HY8FAMILY249", popular: false },
];

const tabList = (page: Page) => page.getByRole("tablist", { name: "Offering categories" });
const selectedPanel = (page: Page) => page.locator("#offerings").getByRole("tabpanel");

/**
 * Waits until React has hydrated the prerendered page, so clicks and touches reach their handlers;
 * then checks the tabs are in this screen's order and returns it.
 */
async function hydratedTabOrder(page: Page): Promise<string[]> {
  await waitForHydration(page);
  const expected = isPhone(page) ? [CATEGORIES[1], CATEGORIES[0], ...CATEGORIES.slice(2)] : CATEGORIES;
  await expect(tabList(page).getByRole("tab")).toHaveText(expected as string[]);
  return expected as string[];
}

/** Follows the header's Pricing link (the mobile menu's on a phone); #pricing ends right under the header. */
async function followPricingLinkToPricing(page: Page) {
  if (isPhone(page)) {
    await clickUntil(page.getByRole("button", { name: "Open menu" }), () =>
      page.getByRole("navigation", { name: "Mobile" }).isVisible(),
    );
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  }
  await expect(page).toHaveURL(/\/#pricing$/);
  const headerHeight = await page
    .locator("#site-header")
    .evaluate((node) => node.getBoundingClientRect().height);
  await expect
    .poll(() => page.locator("#pricing").evaluate((node) => Math.round(node.getBoundingClientRect().top)))
    .toBe(Math.round(headerHeight));
}

/** A real touch gesture (Chrome DevTools Protocol): press, move horizontally by dx in steps, lift. */
async function swipe(page: Page, target: Locator, dx: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe target has no box");
  const y = Math.round(box.y + box.height / 2);
  const startX = Math.round(box.x + box.width / 2 - dx / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: startX, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: startX + Math.round(dx * step), y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test(
  "the sections come in the spec's order, with the ids the header links use",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/");
    // While the page hydrates, React may briefly take the sections after the hero off screen until their code
    // arrives (a known gap, tracked with the pre-hydration work); the order is checked once they are back.
    await waitForHydration(page);
    const sections = await page.locator("main > section").evaluateAll((nodes) =>
      nodes.map((node) => ({
        id: node.id,
        heading: node.querySelector("h1, h2")?.textContent?.trim() ?? "",
      })),
    );
    expect(sections).toEqual([
      { id: "", heading: "Live yoga at home, with a teacher who knows your name" },
      { id: "", heading: "Harmoni Yoga at a glance" },
      { id: "features", heading: "A real teacher, in your living room" },
      { id: "offerings", heading: "Yoga for what you need right now" },
      { id: "pricing", heading: "Simple plans, live teachers" },
      { id: "how-it-works", heading: "From first call to first class in a few days" },
      { id: "benefits", heading: "Why practising at home works" },
      { id: "testimonials", heading: "What our students say" },
      { id: "faq", heading: "Frequently asked questions" },
      { id: "", heading: "Your first class is $10. Your mat is already at home." },
    ]);
    const trust = page.locator("main > section").nth(1);
    for (const [value, label] of [
      ["Up to 4", "students in a class, or one-on-one"],
      ["19 hours", "of live class times a day, Eastern to Pacific"],
      ["54 years", "of teaching between our 5 instructors"],
      ["4.8 / 5", "average class rating"],
    ] as const) {
      await expect(trust.getByText(label, { exact: true })).toBeVisible();
      await expect(trust.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(
      page.locator("main > section").last().getByRole("button", { name: "Book your $10 trial" }),
    ).toBeVisible();
  },
);

test(
  "one category at a time: the first on desktop, the second (swapped to the front) under 640 px",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/");
    const order = await hydratedTabOrder(page);
    const tabs = tabList(page).getByRole("tab");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(tabList(page).getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(page.locator("#offerings").getByRole("tabpanel")).toHaveCount(1);
    const firstLabel = isPhone(page) ? "Fitness & Flexibility" : "Pain Relief & Recovery";
    expect(order[0]).toBe(firstLabel);
    await expect(selectedPanel(page)).toHaveAccessibleName(firstLabel);
    await expect(selectedPanel(page).getByRole("heading", { level: 3 }).first()).toHaveText(
      isPhone(page) ? "Foundational Yoga" : "Therapeutic Yoga",
    );

    await tabList(page).getByRole("tab", { name: "Stress & Burnout" }).click();
    await expect(selectedPanel(page)).toHaveAccessibleName("Stress & Burnout");
    await expect(tabList(page).getByRole("tab", { name: "Stress & Burnout" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabList(page).getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(selectedPanel(page).getByRole("heading", { name: "Restorative Yoga" })).toBeVisible();
    await expect(selectedPanel(page).getByRole("heading", { name: "Yoga Nidra for Sleep" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Therapeutic Yoga" })).toBeHidden();

    // Arrow keys move along the strip, as in any tab list.
    await tabList(page).getByRole("tab", { name: "Stress & Burnout" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabList(page).getByRole("tab", { name: "Women's Health" })).toBeFocused();
    await expect(selectedPanel(page)).toHaveAccessibleName("Women's Health");
  },
);

test("under 640 px the selected tab scrolls to the centre of the strip", BOTH_WIDTHS, async ({ page }) => {
  await page.goto("/");
  await hydratedTabOrder(page);
  const list = tabList(page);
  const scrollable = await list.evaluate((node) => node.scrollWidth > node.clientWidth);
  if (!isPhone(page)) {
    // From 640 px every tab fits on screen; there is nothing to scroll.
    expect(scrollable).toBe(false);
    await list.scrollIntoViewIfNeeded();
    for (const label of CATEGORIES) await expect(list.getByRole("tab", { name: label })).toBeInViewport();
    return;
  }
  expect(scrollable).toBe(true);
  await expect.poll(() => list.evaluate((node) => node.scrollLeft)).toBe(0);
  const centreOffset = (label: string) =>
    list.getByRole("tab", { name: label }).evaluate((tab) => {
      const strip = tab.parentElement as HTMLElement;
      const a = tab.getBoundingClientRect();
      const b = strip.getBoundingClientRect();
      return Math.abs(a.left + a.width / 2 - (b.left + b.width / 2));
    });
  for (const label of ["Women's Health", "Stress & Burnout"]) {
    await list.getByRole("tab", { name: label }).click();
    await expect(list.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => centreOffset(label)).toBeLessThanOrEqual(1);
  }
});

test("a tile with a slug links to its offering page", async ({ page }) => {
  await page.goto("/");
  await hydratedTabOrder(page);
  await tabList(page).getByRole("tab", { name: "Fitness & Flexibility" }).click();
  await expect(selectedPanel(page)).toHaveAccessibleName("Fitness & Flexibility");
  await expect(selectedPanel(page).getByRole("link", { name: "Explore Foundational Yoga" })).toHaveAttribute(
    "href",
    "/offerings/foundational-yoga",
  );
  const power = selectedPanel(page).getByRole("link", { name: "Explore Power Yoga" });
  await expect(power).toHaveAttribute("href", "/offerings/power-yoga");
  await power.click();
  await expect(page).toHaveURL(/\/offerings\/power-yoga$/);
});

test("a tile without a slug opens the lead modal", async ({ page }) => {
  await page.goto("/");
  await hydratedTabOrder(page);
  await tabList(page).getByRole("tab", { name: "Daily Rituals" }).click();
  const tile = selectedPanel(page).getByRole("button", { name: "Book a trial class: Midday Desk Reset" });
  await expect(selectedPanel(page).getByRole("link")).toHaveCount(1); // only the category link
  const dialog = page.getByRole("dialog", { name: "Start Your Yoga Journey" });
  await tile.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();
});

test("the trial price and its Buy Now link follow the number of classes", async ({ page }) => {
  await page.goto("/");
  await hydratedTabOrder(page);
  const trial = page.getByRole("region", { name: "Try a live class first" });
  const price = trial.getByTestId("trial-price");
  const buy = trial.getByRole("link", { name: /^Buy Now/ });
  await expect(trial.getByRole("radio", { name: "1 class" })).toBeChecked();
  await expect(price).toHaveText("$10");
  await expect(buy).toHaveAttribute("href", `${PAYMENT_BASE}HY8TRIAL1CLASS10`);

  // Through every count and back to the first.
  for (const pack of [...TRIAL_PACKS.slice(1), ...TRIAL_PACKS.slice(0, 1)]) {
    await trial.getByRole("radio", { name: pack.label }).check();
    await expect(price).toHaveText(pack.price);
    await expect(buy).toHaveAttribute("href", `${PAYMENT_BASE}${pack.linkId}`);
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", "noopener noreferrer");
    await expect(buy).toHaveAccessibleName(`Buy Now (${pack.label}, opens in a new tab)`);
    await expect(trial.getByText(`Pay ${pack.price} now.`, { exact: false })).toBeVisible();
  }
});

test("the trial card says Buy Now pays now, and its advisor button opens the call-back form", async ({
  page,
}) => {
  await page.goto("/");
  const trial = page.getByRole("region", { name: "Try a live class first" });
  await expect(
    trial.getByText(
      "Pay $10 now. A yoga advisor contacts you within 24 hours of checkout to book your class time.",
    ),
  ).toBeVisible();
  const advisor = trial.getByRole("button", { name: "Talk to an advisor first" });
  const dialog = await openDialog(page, advisor);
  await expect(dialog.getByText("No payment now: an advisor calls you to find a time.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(advisor).toBeFocused();
});

test("plan cards: struck-through original prices, savings badges, most-popular badge, and Buy Now to each hosted page", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page.locator("#pricing").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const [index, plan] of PLANS.entries()) {
    const card = page.getByRole("article", { name: plan.name });
    await expect(cards.nth(index)).toHaveAccessibleName(plan.name);
    await expect(card.locator("s")).toHaveText(`Was ${plan.was}`);
    await expect(card.getByText(plan.save, { exact: true })).toBeVisible();
    await expect(card.getByText(`Now ${plan.price}`)).toBeVisible();
    await expect(card.getByText("/month")).toBeVisible();
    await expect(card.getByText("4 live sessions a week")).toBeVisible();
    await expect(card.getByText("MOST POPULAR", { exact: true })).toHaveCount(plan.popular ? 1 : 0);
    const buy = card.getByRole("link", { name: /^Buy Now/ });
    await expect(buy).toHaveAttribute("href", `${PAYMENT_BASE}${plan.linkId}`);
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(
    page.getByRole("article", { name: "Small Group" }).getByText("Maximum 4 participants"),
  ).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Family" }).getByText("For 2–4 family members"),
  ).toBeVisible();

  // The hosted page opens in a new tab that cannot reach back to this one.
  await page
    .context()
    .route(`${PAYMENT_BASE}**`, (route) => route.fulfill({ body: "<title>Checkout</title>" }));
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("article", { name: "Individual" })
      .getByRole("link", { name: /^Buy Now/ })
      .click(),
  ]);
  await expect(popup).toHaveURL(`${PAYMENT_BASE}HY8INDIVIDUAL169`);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe("");
  await popup.close();
});

test(
  "testimonials: a 3-column grid on desktop; one at a time on a phone, moved by swipes over 50 px and dots",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/");
    await hydratedTabOrder(page);
    const section = page.locator("#testimonials");
    // On a phone the slides off screen are hidden from everyone, so count them including hidden ones.
    const slides = section.getByRole("listitem", { includeHidden: true });
    await expect(slides).toHaveCount(6);
    await expect(section.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true })).toHaveCount(5);
    await expect(section.getByRole("img", { name: "Rated 4 out of 5", includeHidden: true })).toHaveCount(1);
    const dot = (n: number) => section.getByRole("button", { name: `Show testimonial ${n}` });

    if (!isPhone(page)) {
      const boxes = await slides.evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { left: Math.round(box.left), top: Math.round(box.top) };
        }),
      );
      expect(new Set(boxes.map((box) => box.left)).size).toBe(3);
      expect(boxes[0]?.top).toBe(boxes[2]?.top);
      expect(boxes[3]?.top).toBeGreaterThan(boxes[0]?.top ?? 0);
      expect(boxes[3]?.left).toBe(boxes[0]?.left);
      for (let i = 0; i < 6; i++) await expect(slides.nth(i)).toBeVisible();
      await expect(dot(1)).toBeHidden();
      return;
    }

    const viewport = section.getByTestId("testimonials-viewport");
    const expectShowing = async (n: number) => {
      await expect(dot(n)).toHaveAttribute("aria-current", "true");
      const slide = section.getByRole("listitem", { name: `${n} of 6` });
      await expect(slide).toBeVisible();
      await expect(section.getByRole("listitem").filter({ visible: true })).toHaveCount(1);
      // In place across the screen, not merely marked current.
      await expect
        .poll(() => slide.evaluate((node) => Math.round(node.getBoundingClientRect().left)))
        .toBe(
          await viewport.evaluate((node) =>
            Math.round(
              node.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(node).paddingLeft),
            ),
          ),
        );
    };

    await viewport.scrollIntoViewIfNeeded();
    await expectShowing(1);
    await swipe(page, viewport, -49);
    await expectShowing(1);
    await swipe(page, viewport, 51); // the first holds
    await expectShowing(1);
    await swipe(page, viewport, -51);
    await expectShowing(2);
    await swipe(page, viewport, -50);
    await expectShowing(2);
    await swipe(page, viewport, 51);
    await expectShowing(1);

    await dot(6).click();
    await expectShowing(6);
    await swipe(page, viewport, -120); // the last holds
    await expectShowing(6);
    await swipe(page, viewport, 80);
    await expectShowing(5);
    await dot(3).click();
    await expectShowing(3);
  },
);

test("the FAQ answers open and close; axe is clean with one open", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const faq = page.locator("#faq");
  const answer = faq.getByText(
    "Your first class is a full live session with a certified instructor for $10.",
    {
      exact: false,
    },
  );
  await expect(answer).toBeHidden();
  await faq.getByText("How does the $10 trial class work?").click();
  await expect(answer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await faq.getByText("How does the $10 trial class work?").click();
  await expect(answer).toBeHidden();
});

test(
  "the header's Pricing link scrolls to the pricing section, just below the header",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/");
    await hydratedTabOrder(page);
    await followPricingLinkToPricing(page);
  },
);

test("the sections after the hero hydrate without a mismatch, and their controls work", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await waitForHydration(page);

  await tabList(page).getByRole("tab", { name: "Daily Rituals" }).click();
  await expect(selectedPanel(page)).toHaveAccessibleName("Daily Rituals");
  const trial = page.getByRole("region", { name: "Try a live class first" });
  await trial.getByRole("radio", { name: "3 classes" }).check();
  await expect(trial.getByTestId("trial-price")).toHaveText("$25");
  const faq = page.locator("#faq");
  await faq.getByText("How does the $10 trial class work?").click();
  await expect(faq.getByText("Your first class is a full live session", { exact: false })).toBeVisible();
  const closing = page.locator("main > section").last();
  const dialog = await openDialog(page, closing.getByRole("button", { name: "Book your $10 trial" }));
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // React reports a hydration mismatch (and any recoverable error) on the console.
  expect(errors).toEqual([]);
});

test(
  "a client navigation from another page to /#pricing shows the whole home page and lands on pricing",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/our-instructors");
    await waitForHydration(page);
    await followPricingLinkToPricing(page);
    await expect(page.locator("main > section")).toHaveCount(10);
  },
);

test("the plans are described to search engines as offers with their payment pages", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const offer = jsonLdBlocks(html).find((block) => block["@type"] === "AggregateOffer") as
    | { offers: { name: string; price: number; url: string }[] }
    | undefined;
  expect(offer?.offers.map((o) => [o.name, o.price, o.url])).toEqual(
    PLANS.map((plan) => [plan.name, Number(plan.price.slice(1)), `${PAYMENT_BASE}${plan.linkId}`]),
  );
});

/** The prerendered strip at 390 px must already be the phone's: the second category first and selected. */
test.describe("the offerings tabs before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  for (const { width, first } of [
    { width: 390, first: "Fitness & Flexibility" },
    { width: 1280, first: "Pain Relief & Recovery" },
  ]) {
    test(`at ${width} px, "${first}" is the first tab, selected, and its panel is the one shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const expected = width < 640 ? [CATEGORIES[1], CATEGORIES[0], ...CATEGORIES.slice(2)] : CATEGORIES;
      await expect(tabList(page)).toHaveCount(1);
      await expect(tabList(page).getByRole("tab")).toHaveText(expected as string[]);
      await expect(tabList(page).getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
      await expect(tabList(page).getByRole("tab", { selected: true })).toHaveText(first);
      await expect(selectedPanel(page)).toHaveCount(1);
      await expect(selectedPanel(page)).toHaveAccessibleName(first);
      await expect(selectedPanel(page)).toBeVisible();
      await expect(selectedPanel(page).getByRole("link", { name: `All ${first} classes` })).toBeVisible();
    });
  }
});

test("at 390 px hydration keeps the phone's tab strip, and the keyboard follows it", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") warnings.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const tabs = tabList(page).getByRole("tab");
  await expect(tabs).toHaveText([CATEGORIES[1], CATEGORIES[0], ...CATEGORIES.slice(2)] as string[]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(selectedPanel(page)).toHaveAccessibleName("Fitness & Flexibility");

  // Tab leaves the selected tab for the shown panel's first link and Shift+Tab comes back: the strip drawn for
  // wide screens, between the two in the page, is out of the tab order.
  const firstTab = tabList(page).getByRole("tab", { name: "Fitness & Flexibility" });
  await firstTab.focus();
  await page.keyboard.press("Tab");
  await expect(
    selectedPanel(page).getByRole("link", { name: "All Fitness & Flexibility classes" }),
  ).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(firstTab).toBeFocused();

  // Arrows walk the strip as it is seen: from the first, right is "Pain Relief & Recovery", left wraps to the end.
  await page.keyboard.press("ArrowRight");
  await expect(tabList(page).getByRole("tab", { name: "Pain Relief & Recovery" })).toBeFocused();
  await expect(selectedPanel(page)).toHaveAccessibleName("Pain Relief & Recovery");
  await page.keyboard.press("ArrowRight");
  await expect(tabList(page).getByRole("tab", { name: "Stress & Burnout" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabList(page).getByRole("tab", { name: "Fitness & Flexibility" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabList(page).getByRole("tab", { name: "Daily Rituals" })).toBeFocused();
  await expect(selectedPanel(page)).toHaveAccessibleName("Daily Rituals");
  await expect(tabList(page).getByRole("tab", { selected: true })).toHaveCount(1);

  expect(warnings.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
