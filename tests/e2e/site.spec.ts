import { BLOG_POST_COUNT } from "../../app/content/paths.ts";
import { publicPaths } from "../../app/content/routes-list.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";

/**
 * Rendered pages at both widths. The 42 blog posts share one template, so axe and the image rules
 * run on the first and the last post; the prerendered HTML of every post is checked in site-html.spec.ts.
 */
const renderedPaths = publicPaths.filter(
  (path) => !/^\/blog\/\d+$/.test(path) || path === "/blog/1" || path === `/blog/${BLOG_POST_COUNT}`,
);

for (const path of renderedPaths) {
  test(`${path} has no serious accessibility violation and every image has alt, width and height`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((img) => ({
        src: img.getAttribute("src"),
        alt: img.getAttribute("alt"),
        decorative: img.getAttribute("aria-hidden") === "true" || img.getAttribute("role") === "presentation",
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
  });
}
