import { BLOG_POST_COUNT, CATEGORY_PATHS, OFFERING_SLUGS, POLICY_PATHS } from "#app/content/paths.ts";
import { publicPaths } from "#app/content/routes-list.ts";
import { MANAGE_TRIAL_PATH } from "#contracts/trial-booking";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { waitForHydration } from "./helpers.ts";

/**
 * Rendered pages as visitors get them once the app has hydrated: the one axe run of each plain page
 * (area specs run axe only on states reached by using a page: open dialogs, errors shown…).
 * The 42 blog posts share one template, so axe and the image rules run on the first and the last post;
 * the prerendered HTML of every post is checked in site-html.spec.ts.
 */
const renderedPaths = [
  ...publicPaths.filter(
    (path) => !/^\/blog\/\d+$/.test(path) || path === "/blog/1" || path === `/blog/${BLOG_POST_COUNT}`,
  ),
  // Not in the sitemap, but a page visitors open (from their e-mail); without a token it shows its refusal.
  MANAGE_TRIAL_PATH,
];

/**
 * Every page runs at 1280 px; at 390 px one page of each template does, since pages of one template differ
 * in words, not in the layout and colours axe judges.
 */
const sameTemplateAsAnother = new Set([
  ...OFFERING_SLUGS.slice(1).map((slug) => `/offerings/${slug}`),
  ...CATEGORY_PATHS.slice(1),
  ...POLICY_PATHS.slice(1),
  `/blog/${BLOG_POST_COUNT}`,
]);

for (const path of renderedPaths) {
  const widths = sameTemplateAsAnother.has(path) ? {} : BOTH_WIDTHS;
  test(
    `${path} has no serious accessibility violation and every image has alt, width and height`,
    widths,
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await waitForHydration(page);
      const images = await page.locator("img").evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          decorative:
            img.getAttribute("aria-hidden") === "true" || img.getAttribute("role") === "presentation",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      const faults = images.flatMap((img) => {
        const problems: string[] = [];
        if (img.alt === null) problems.push("no alt");
        else if (img.alt.trim() === "" && !img.decorative) problems.push('alt="" without aria-hidden');
        if (!img.width) problems.push("no width");
        if (!img.height) problems.push("no height");
        return problems.length > 0 ? [`${img.src}: ${problems.join(", ")}`] : [];
      });
      expect.soft(faults, "images without alt, width or height").toEqual([]);
      await expectNoSeriousA11yViolations(page);
    },
  );
}
