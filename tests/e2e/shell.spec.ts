import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, isPhone, test } from "./fixtures.ts";
import { clickUntil, waitForHydration } from "./helpers.ts";

const FOOTER_LINKS = [
  ["Women's Health", "/womens-health"],
  ["Pain Relief & Recovery", "/pain-relief-recovery"],
  ["Fitness & Flexibility", "/fitness-flexibility"],
  ["Wellness Programs", "/wellness-programs"],
  ["Stress & Burnout", "/stress-burnout"],
  ["About Us", "/about-us"],
  ["Our Instructors", "/our-instructors"],
  ["Join as Instructor", "/join-as-instructor"],
  ["For Businesses", "/for-businesses"],
  ["Contact Us", "/contact-us"],
  ["Privacy Policy", "/privacy-policy"],
  ["Terms of Use", "/terms-of-use"],
  ["Refund Policy", "/refund-policy"],
  // Added after the brief's links, so the pages nothing else links to can be found.
  ["Blog", "/blog"],
  ["Why Choose Us", "/why-choose-us"],
] as const;

test("the home page is prerendered with its hero before any script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${baseURL}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Live yoga at home");
  await context.close();
});

test("the header turns white with a shadow after 10 px of scrolling", BOTH_WIDTHS, async ({ page }) => {
  await page.goto("/");
  const header = page.locator("#site-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  const transparentBg = await header.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(transparentBg).toBe("rgba(0, 0, 0, 0)");

  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect
    .poll(() => header.evaluate((node) => getComputedStyle(node).backgroundColor))
    .toBe("rgb(255, 255, 255)");
  expect(await header.evaluate((node) => getComputedStyle(node).boxShadow)).not.toBe("none");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the header links and the call-us button", BOTH_WIDTHS, async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#site-header").getByRole("link", { name: "Harmoni Yoga home" })).toHaveAttribute(
    "href",
    "/",
  );
  if (isPhone(page)) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Call us at +1 (415) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14155550142",
    );
    return;
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, href] of [
    ["Offerings", "/offerings"],
    ["Pricing", "/#pricing"],
    ["Our Instructors", "/our-instructors"],
    ["For Businesses", "/for-businesses"],
  ]) {
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href as string);
  }
  await expect(page.locator("#site-header").getByRole("link", { name: "+1 (415) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+14155550142",
  );
});

test(
  "the mobile menu toggles, adds Features, Blog, About and Contact, and closes on navigation",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/");
    if (!isPhone(page)) {
      // From 768 px the full navigation shows and there is nothing to toggle.
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      return;
    }
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await clickUntil(toggle, () => menu.isVisible());
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText([
      "Features",
      "Offerings",
      "Pricing",
      "Our Instructors",
      "For Businesses",
      "Blog",
      "About Us",
      "Contact Us",
      "+1 (415) 555-0142",
    ]);
    await expect(menu.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Offerings" }).click();
    await expect(page).toHaveURL(/\/offerings$/);
    await expect(menu).toBeHidden();
  },
);

test("the footer lists every link in order, contact details, the payment logo and the current year", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.locator("#site-footer");
  const hrefs = await footer
    .locator("nav a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(FOOTER_LINKS.map(([, href]) => href));
  for (const [label, href] of FOOTER_LINKS) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  for (const social of ["Instagram", "Facebook", "YouTube", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(social) })).toBeVisible();
  }
  await expect(footer.getByText("548 Market St, San Francisco, CA 94104")).toBeVisible();
  await expect(footer.getByRole("link", { name: "hello@harmoniyoga.example" })).toHaveAttribute(
    "href",
    "mailto:hello@harmoniyoga.example",
  );
  await expect(footer.getByRole("link", { name: "+1 (415) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+14155550142",
  );
  await expect(footer.getByRole("img", { name: /PayPal/ })).toBeVisible();
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Harmoni Yoga. All rights reserved.`),
  ).toBeVisible();
});

test("a path change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator("#site-footer").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  "hash links scroll smoothly to their target below the header, on load and on every hash change",
  BOTH_WIDTHS,
  async ({ page }) => {
    // A short viewport, so the footer can be brought right under the header.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 320 });
    await page.goto("/#site-footer");
    const headerHeight = await page
      .locator("#site-header")
      .evaluate((node) => node.getBoundingClientRect().height);
    const footerTop = () =>
      page.locator("#site-footer").evaluate((node) => Math.round(node.getBoundingClientRect().top));
    await expect.poll(footerTop).toBe(Math.round(headerHeight));

    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "2000px";
      const target = document.createElement("section");
      target.id = "later-section";
      target.style.height = "2000px";
      document.getElementById("main")?.prepend(spacer, target);
      window.scrollTo(0, 0);
    });
    const behaviours: string[] = [];
    await page.exposeFunction("recordScroll", (behavior: string) => behaviours.push(behavior));
    await page.evaluate(() => {
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((options: ScrollToOptions) => {
        (window as unknown as { recordScroll(b: string): void }).recordScroll(String(options?.behavior));
        original(options);
      }) as typeof window.scrollTo;
      window.location.hash = "later-section";
    });
    const targetTop = () =>
      page.locator("#later-section").evaluate((node) => Math.round(node.getBoundingClientRect().top));
    await expect.poll(targetTop).toBe(Math.round(headerHeight));
    expect(behaviours).toContain("smooth");
  },
);

/**
 * Runs `act` while recording window.scrollY on every frame, waits until `target` lands right under the header
 * (±2 px) and the page has stopped, and returns the positions seen strictly between the start and the end.
 */
async function glideThrough(page: Page, target: string, act: () => Promise<void>): Promise<number[]> {
  await waitForHydration(page);
  const start = await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const tick = () => {
      samples.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return window.scrollY;
  });
  await act();
  const headerHeight = await page
    .locator("#site-header")
    .evaluate((node) => node.getBoundingClientRect().height);
  const offset = () =>
    page
      .locator(target)
      .evaluate((node, header) => Math.abs(node.getBoundingClientRect().top - header), headerHeight);
  await expect.poll(offset).toBeLessThanOrEqual(2);
  // Stopped: the last frames all saw the same position.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const samples = (window as unknown as { scrollSamples: number[] }).scrollSamples;
        return samples.length > 10 && new Set(samples.slice(-10)).size === 1;
      }),
    )
    .toBe(true);
  expect(await offset()).toBeLessThanOrEqual(2);
  const samples = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
  const end = samples.at(-1) ?? start;
  const [low, high] = [Math.min(start, end), Math.max(start, end)];
  return [...new Set(samples.filter((y) => y > low + 1 && y < high - 1))];
}

const hashChanges = [
  {
    name: 'a plain <a href="#pricing"> on a category page',
    path: "/fitness-flexibility",
    target: "#pricing",
    act: (page: Page) => page.getByRole("link", { name: "See plans & pricing" }).click(),
  },
  {
    name: "setting location.hash on the home page",
    path: "/",
    target: "#testimonials",
    act: (page: Page) =>
      page.evaluate(() => {
        window.location.hash = "#testimonials";
      }),
  },
];

for (const { name, path, target, act } of hashChanges) {
  test(`${name} glides to ${target}, landing right under the header`, BOTH_WIDTHS, async ({ page }) => {
    await page.goto(path);
    const between = await glideThrough(page, target, () => act(page));
    expect(between.length).toBeGreaterThanOrEqual(3);
    expect(page.url()).toMatch(new RegExp(`${target}$`));
  });

  test(`${name} jumps to ${target} when the visitor asks for less motion`, BOTH_WIDTHS, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    expect(await glideThrough(page, target, () => act(page))).toEqual([]);
  });
}

test("a malformed address gets the application error page with status 400", async ({ page }) => {
  const response = await page.goto("/blog/%");
  expect(response?.status()).toBe(400);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("400 Bad Request", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "This address could not be read: it may have been cut short or mistyped (a stray % sign). Check it, or start again from the home page.",
    ),
  ).toBeVisible();
  await expect(page.getByText("Sorry, something went wrong on our side.")).toHaveCount(0);
  await expect(page).toHaveTitle("Bad request | Harmoni Yoga");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Live yoga at home");
});

test("an unknown path gets the 404 page with status 404, logs the path and links home and to popular pages", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const response = await page.goto("/no-such-page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes("/no-such-page"))).toBe(true);
  const popular = page.getByRole("region", { name: "Popular pages" }).getByRole("link");
  await expect(popular).toHaveText([
    /^Offerings/,
    /^Pricing/,
    /^Our Instructors/,
    /^Blog/,
    /^For Businesses/,
  ]);
  expect(await popular.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/offerings",
    "/#pricing",
    "/our-instructors",
    "/blog",
    "/for-businesses",
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Live yoga at home");
});

test("admin paths are served the client app with status 200", async ({ request }) => {
  const response = await request.get("/admin/login");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
});
