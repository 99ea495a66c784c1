import type { Locator, Page, Route } from "@playwright/test";
import { galleryImageAlt, instructors } from "#app/content/instructors.ts";
import type { Instructor } from "#app/content/types.ts";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { openDialog } from "./helpers.ts";

function instructor(id: string): Instructor {
  const found = instructors.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no instructor ${id}`);
  return found;
}

const ANANYA = instructor("ananya-iyer");
const MARCUS = instructor("marcus-bell");

const card = (page: Page, name: string) => page.getByRole("article", { name });

const seeMore = (page: Page, person: Instructor) =>
  card(page, person.name).getByRole("button", { name: `See More about ${person.name}` });
const viewGallery = (page: Page, person: Instructor) =>
  card(page, person.name).getByRole("button", { name: `View Gallery of ${person.name}` });

async function openGallery(page: Page, person: Instructor): Promise<Locator> {
  return openDialog(page, viewGallery(page, person), `${person.name}’s gallery`);
}

/** Holds every request for one image until `release` is called. */
async function holdImage(page: Page, src: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${src}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/our-instructors");
});

test("the page shows five instructor cards with photo, name, chips, years and bio", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Meet the teachers who will know your name",
  );
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(5);
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
    "Ananya Iyer",
    "Marcus Bell",
    "Sofia Alvarez",
    "Kenji Watanabe",
    "Leah Okafor",
  ]);
  for (const person of instructors) {
    const item = card(page, person.name);
    const photo = item.getByRole("img", { name: `Illustrated portrait of ${person.name}` });
    await expect(photo).toHaveAttribute("src", person.image);
    await expect(photo).toHaveAttribute("width", "480");
    await expect(photo).toHaveAttribute("height", "400");
    await expect(item.getByRole("list", { name: "Certifications" }).getByRole("listitem")).toHaveText(
      person.certifications,
    );
    await expect(item.getByText(`${person.experience} of experience`)).toBeVisible();
    await expect(item.getByText(person.bio)).toBeVisible();
    await expect(item.getByRole("button")).toHaveText([
      `Book with ${person.name.split(" ")[0]}`,
      /^See More/,
      /^View Gallery/,
    ]);
  }
  await expect(card(page, "Kenji Watanabe").getByText("15 years of experience")).toBeVisible();
});

test(
  "See More shows the instructor's details, with languages when they have them",
  BOTH_WIDTHS,
  async ({ page }) => {
    const dialog = await openDialog(page, seeMore(page, ANANYA), "Ananya Iyer");
    await expect(dialog.getByRole("heading", { name: "Ananya Iyer" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Illustrated portrait of Ananya Iyer" })).toBeVisible();
    await expect(dialog.getByText("12 years of experience")).toBeVisible();
    await expect(dialog.getByText(ANANYA.bio)).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Certifications" }).getByRole("listitem")).toHaveText([
      "E-RYT 500 (Yoga Alliance)",
      "Yoga Therapy (C-IAYT)",
      "Prenatal Yoga (RPYT)",
      "Trauma-Informed Yoga",
      "Ayurveda Wellness Counselor",
    ]);
    await expect(dialog.getByRole("term")).toHaveText(["Certifications", "Languages"]);
    await expect(dialog.getByRole("definition").last()).toHaveText("English, Hindi, Tamil");
    // The richer details are rendered as HTML, not shown as markup.
    await expect(dialog.getByRole("heading", { name: "Teaching style" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Specialities" })).toBeVisible();
    await expect(dialog.locator("blockquote")).toContainText("It is about what you learn on the way down.");
    await expect(dialog).not.toContainText("<h3>");
    await expect(dialog.getByRole("link", { name: /Ananya on Instagram/ })).toHaveAttribute(
      "href",
      ANANYA.socials.instagram,
    );
    await expectNoSeriousA11yViolations(page);
  },
);

test("an instructor without languages gets no languages row", async ({ page }) => {
  expect(MARCUS.languages).toBeUndefined();
  const dialog = await openDialog(page, seeMore(page, MARCUS), "Marcus Bell");
  await expect(dialog.getByText("9 years of experience")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Certifications" }).getByRole("listitem")).toHaveCount(4);
  await expect(dialog.getByRole("term")).toHaveText(["Certifications"]);
  await expect(dialog.getByText("Languages")).toHaveCount(0);
  await expect(dialog.getByRole("heading", { name: "Teaching style" })).toBeVisible();
});

test("Escape and the close button close the pop-up and return focus to See More", async ({ page }) => {
  const opener = seeMore(page, ANANYA);
  let dialog = await openDialog(page, opener, "Ananya Iyer");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  dialog = await openDialog(page, opener, "Ananya Iyer");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("focus stays inside the See More pop-up", async ({ page }) => {
  const dialog = await openDialog(page, seeMore(page, ANANYA), "Ananya Iyer");
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test("the gallery shows a spinner and no controls until the first image has loaded", async ({ page }) => {
  const [first] = ANANYA.gallery;
  if (!first) throw new Error("Ananya has no gallery");
  const release = await holdImage(page, first);
  const dialog = await openGallery(page, ANANYA);

  await expect(dialog.getByRole("status", { name: "Loading image" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Next slide" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Previous slide" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /^Show slide/ })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Close gallery" })).toBeVisible();

  release();
  await expect(dialog.getByRole("button", { name: "Next slide" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous slide" })).toBeVisible();
  await expect(dialog.getByRole("status", { name: "Loading image" })).toHaveCount(0);
  await expect(dialog.getByRole("img", { name: galleryImageAlt(ANANYA, first) })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Show slide/ })).toHaveCount(ANANYA.gallery.length);
  await expectNoSeriousA11yViolations(page);
});

test("previous and next wrap around, and dots jump to a slide and mark it", BOTH_WIDTHS, async ({ page }) => {
  const dialog = await openGallery(page, ANANYA);
  const alts = ANANYA.gallery.map((src) => galleryImageAlt(ANANYA, src));
  const count = alts.length;
  const shows = async (slide: number) => {
    await expect(dialog.getByRole("img", { name: alts[slide - 1] })).toBeVisible();
    await expect(dialog.getByText(`Slide ${slide} of ${count}`)).toBeVisible();
    await expect(dialog.locator("[aria-current=true]")).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: `Show slide ${slide}`, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  };
  const next = dialog.getByRole("button", { name: "Next slide" });
  const previous = dialog.getByRole("button", { name: "Previous slide" });

  await shows(1);
  await previous.click();
  await shows(count);
  await next.click();
  await shows(1);

  for (let slide = 2; slide <= count; slide++) {
    await next.click();
    await shows(slide);
  }
  await next.click();
  await shows(1);

  await dialog.getByRole("button", { name: "Show slide 3", exact: true }).click();
  await shows(3);
  await dialog.getByRole("button", { name: "Show slide 1", exact: true }).click();
  await shows(1);
});

test("arrow keys move between slides", async ({ page }) => {
  const dialog = await openGallery(page, ANANYA);
  await expect(dialog.getByRole("button", { name: "Next slide" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("Slide 2 of 4")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText("Slide 4 of 4")).toBeVisible();
});

test("a broken first image counts as loaded: controls appear beside a fallback", async ({ page }) => {
  const [first, second] = ANANYA.gallery;
  if (!first || !second) throw new Error("Ananya needs two gallery images");
  await page.route(`**${first}`, (route) => route.abort());
  const dialog = await openGallery(page, ANANYA);

  await expect(dialog.getByRole("button", { name: "Next slide" })).toBeVisible();
  await expect(dialog.getByRole("status", { name: "Loading image" })).toHaveCount(0);
  await expect(dialog.getByText("This image could not be loaded.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: galleryImageAlt(ANANYA, first) })).toBeVisible();
  await expect(dialog.locator(`img[src="${first}"]`)).toHaveCount(0);

  await dialog.getByRole("button", { name: "Next slide" }).click();
  await expect(dialog.getByRole("img", { name: galleryImageAlt(ANANYA, second) })).toBeVisible();
  await expect(dialog.getByText("This image could not be loaded.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the gallery's close button and Escape return focus to View Gallery", async ({ page }) => {
  const opener = viewGallery(page, MARCUS);
  let dialog = await openGallery(page, MARCUS);
  await expect(dialog.getByText(`Slide 1 of ${MARCUS.gallery.length}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close gallery" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  dialog = await openGallery(page, MARCUS);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
