import { offeringGroups } from "#app/content/offerings.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { expectOpensLeadModal, followLink, openDialog } from "./helpers.ts";

const OFFERING_TITLES = {
  "foundational-yoga": "Foundational Yoga",
  "power-yoga": "Power Yoga",
  "restorative-yoga": "Restorative Yoga",
  "therapeutic-yoga": "Therapeutic Yoga",
  "prenatal-postnatal-yoga": "Prenatal & Postnatal Yoga",
} as const;

/** Each group's card, in order: its category label and the page 'Explore More' leads to. */
const GROUP_CARDS: [label: string, path: string][] = [
  ["Pain Relief & Recovery", "/pain-relief-recovery"],
  ["Fitness & Flexibility", "/fitness-flexibility"],
  ["Stress & Burnout", "/stress-burnout"],
  ["Women's Health", "/womens-health"],
  ["Wellness Programs", "/wellness-programs"],
  ["Daily Rituals", "/daily-rituals"],
];

test("the offerings overview has a card per group, the three steps and the instructors section", async ({
  page,
}) => {
  const response = await page.goto("/offerings");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yoga for where you are today");

  const cards = page.getByRole("region", { name: "Find the right practice for you" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  for (const [index, [label, path]] of GROUP_CARDS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(label);
    await expect(card.getByRole("img")).toHaveAttribute("alt", /.{20,}/);
    await expect(card.getByText(offeringGroups[index]?.desc ?? "missing")).toBeVisible();
    await expect(card.getByRole("link", { name: /^Explore More/ })).toHaveAttribute("href", path);
  }

  const steps = page.getByRole("region", { name: "Three simple steps to your first class" });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Step 1: Explore",
    "Step 2: Connect",
    "Step 3: Begin",
  ]);
  const experts = page.getByRole("region", { name: "Taught by people who care" });
  await expect(experts.getByText("Ananya Iyer")).toBeVisible();
  await expect(experts.getByRole("link", { name: "Meet our instructors" })).toHaveAttribute(
    "href",
    "/our-instructors",
  );
});

test("Explore More leads to the group's category page", async ({ page }) => {
  await page.goto("/offerings");
  await followLink(
    page,
    page.getByRole("link", { name: "Explore More about Stress & Burnout" }),
    /\/stress-burnout$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your calm again");
});

for (const [slug, title] of Object.entries(OFFERING_TITLES)) {
  test(`/offerings/${slug} shows its title, image and content, whose button opens the lead modal`, async ({
    page,
  }) => {
    const response = await page.goto(`/offerings/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title}: Live Online Classes | Harmoni Yoga`);
    const hero = page.getByRole("img").first();
    await expect(hero).toHaveAttribute("src", `/images/offerings/${slug}.svg`);
    await expect(hero).toHaveAttribute("alt", /.{20,}/);

    const content = page.getByRole("article", { name: `About ${title}` });
    for (const heading of ["Who it is for", "What a session looks like", "Benefits you can expect"]) {
      await expect(content.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expectOpensLeadModal(page, content.locator(".lead-modal-btn"));
  });
}

test("'Book a Free Consultation Call' is a phone link that also opens the lead modal", async ({ page }) => {
  await page.goto("/offerings/restorative-yoga");
  const options = page.getByRole("region", { name: "Take Your First Step" }).getByRole("listitem");
  await expect(options).toHaveCount(3);
  const call = options.nth(0).getByRole("link", { name: /^Book a Free Consultation Call/ });
  await expect(call).toHaveAttribute("href", "tel:+14155550142");
  // Headless Chromium stalls the page after handing a tel: link to the system, so this test ends here.
  await openDialog(page, call);
});

test("'Book a Gentle Trial Class' opens the lead modal, 'Choose a Package' and the back button link home", async ({
  page,
}) => {
  await page.goto("/offerings/restorative-yoga");
  const options = page.getByRole("region", { name: "Take Your First Step" }).getByRole("listitem");
  await expect(options.nth(1).getByRole("button")).toHaveAccessibleName(/^Book a Gentle Trial Class/);
  await expectOpensLeadModal(
    page,
    options.nth(1).getByRole("button", { name: /^Book a Gentle Trial Class/ }),
  );

  await expect(options.nth(2).getByRole("link", { name: /^Choose a Package/ })).toHaveAttribute(
    "href",
    "/#pricing",
  );

  const back = page.getByRole("link", { name: "Back to all offerings" });
  await expect(back).toHaveAttribute("href", "/#offerings");
  await back.click();
  await expect(page).toHaveURL(/\/#offerings$/);
  await expect(page.locator("#offerings")).toBeInViewport();
});

test("Choose a Package goes to the home page's pricing", async ({ page }) => {
  await page.goto("/offerings/power-yoga");
  await followLink(page, page.getByRole("link", { name: /^Choose a Package/ }), /\/#pricing$/);
});

test("an unknown slug answers 404 and shows 'Offering Not Found' with a way back", async ({ page }) => {
  const response = await page.goto("/offerings/hot-yoga");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offering Not Found");
  await expect(page.getByText("The offering you are looking for does not exist.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Popular pages" }).getByRole("link")).toHaveCount(5);
  const back = page.getByRole("link", { name: "Back to Offerings" });
  await expect(back).toHaveAttribute("href", "/offerings");
  await expectNoSeriousA11yViolations(page);

  await back.click();
  await expect(page).toHaveURL(/\/offerings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yoga for where you are today");
});

test("an unknown slug reached inside the app shows the not-found view too", async ({ page }) => {
  await page.goto("/offerings/power-yoga");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power Yoga");
  await expect(async () => {
    // A client-side navigation: the router must not fetch a data file for a slug that was never built.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/offerings/hot-yoga");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offering Not Found", {
      timeout: 1_000,
    });
  }).toPass();
});
