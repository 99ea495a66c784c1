import { categories } from "#app/content/categories.ts";
import { instructorsByIds } from "#app/content/instructors.ts";
import { groupForPath } from "#app/content/offerings.ts";
import { expect, test } from "./fixtures.ts";
import { expectOpensLeadModal, followLink } from "./helpers.ts";

for (const category of categories) {
  const group = groupForPath(category.path);
  if (!group) throw new Error(`No offering group for ${category.path}`);

  test.describe(category.path, () => {
    test("shows every block (hero, offerings, journey, method, instructors, FAQ, two plans); the hero CTA, a booking tile and both plan buttons open the lead modal", async ({
      page,
    }) => {
      const response = await page.goto(category.path);
      expect(response?.status()).toBe(200);

      // Hero: title, subtitle, description and two stats.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
      const hero = page.getByRole("region", { name: category.title });
      await expect(hero.getByText(category.subtitle, { exact: true })).toBeVisible();
      await expect(hero.getByText(category.description)).toBeVisible();
      const stats = hero.locator("dl > div");
      await expect(stats).toHaveCount(2);
      for (const [index, stat] of category.stats.entries()) {
        await expect(stats.nth(index).locator("dd")).toHaveText(stat.value);
        await expect(stats.nth(index).locator("dt")).toHaveText(stat.label);
      }

      // The matching offering group's tiles: slugs link to their page, the rest open the modal.
      const offerings = page.getByRole("region", { name: "Classes in this program" });
      await expect(offerings.getByText(group.label, { exact: true })).toBeVisible();
      await expect(offerings.getByRole("heading", { level: 3 })).toHaveText(
        group.tiles.map((tile) => tile.title),
      );
      for (const tile of group.tiles) {
        if (tile.slug) {
          await expect(offerings.getByRole("link", { name: tile.cta })).toHaveAttribute(
            "href",
            `/offerings/${tile.slug}`,
          );
        } else {
          await expect(
            offerings.getByRole("button", { name: `${tile.cta} for ${tile.title}` }),
          ).toBeVisible();
        }
      }

      const journey = page.getByRole("region", { name: category.journeyHeading });
      await expect(journey.getByRole("heading", { level: 3 })).toHaveText([
        "The struggle",
        "The turning point",
        "The transformation",
      ]);

      const method = page.getByRole("region", { name: category.methodHeading });
      await expect(method.getByRole("heading", { level: 3 })).toHaveText(category.method.map((m) => m.title));
      await expect(method.locator("svg")).toHaveCount(3);

      const instructors = page.getByRole("region", { name: "Learn from specialists" }).getByRole("article");
      await expect(instructors).toHaveCount(2);
      for (const [index, instructor] of instructorsByIds(category.instructorIds).entries()) {
        const card = instructors.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(instructor.name);
        const chips = card.getByRole("list", { name: "Certifications" }).getByRole("listitem");
        await expect(chips).toHaveText(instructor.certifications.slice(0, 3));
      }

      await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();

      const plans = page.locator("#pricing").getByRole("article");
      await expect(plans).toHaveCount(2);
      const smallGroup = page.locator("#pricing").getByRole("article", { name: "Small Group" });
      const individual = page.locator("#pricing").getByRole("article", { name: "Individual" });
      await expect(smallGroup.getByText("Now $85")).toBeVisible();
      await expect(individual.getByText("Now $169")).toBeVisible();
      await expect(smallGroup.locator("s")).toHaveText("Was $119");
      await expect(individual.locator("s")).toHaveText("Was $229");
      await expect(smallGroup.getByText("Save $34", { exact: true })).toBeVisible();
      await expect(individual.getByText("Save $60", { exact: true })).toBeVisible();
      await expect(individual.getByText("MOST POPULAR", { exact: true })).toBeVisible();
      await expect(smallGroup.getByText("MOST POPULAR")).toHaveCount(0);
      await expect(page.locator("#pricing").getByText("Family")).toHaveCount(0);

      await expectOpensLeadModal(page, page.getByRole("button", { name: "Book your $10 trial" }));
      const bookingTile = group.tiles.find((tile) => !tile.slug);
      if (bookingTile) {
        await expectOpensLeadModal(
          page,
          page.getByRole("button", { name: `${bookingTile.cta} for ${bookingTile.title}` }),
        );
      }
      await expectOpensLeadModal(page, page.getByRole("button", { name: "Choose Small Group" }));
      await expectOpensLeadModal(page, page.getByRole("button", { name: "Choose Individual" }));
    });
  });
}

test("an offering tile on a category page leads to its detail page", async ({ page }) => {
  await page.goto("/fitness-flexibility");
  await followLink(page, page.getByRole("link", { name: "Explore Power Yoga" }), /\/offerings\/power-yoga$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power Yoga");
});
