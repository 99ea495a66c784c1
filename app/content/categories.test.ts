import { describe, expect, it } from "vitest";
import { categories, categoryForPath } from "./categories.ts";
import { instructorsByIds } from "./instructors.ts";
import { groupForPath } from "./offerings.ts";
import { CATEGORY_PATHS } from "./paths.ts";

/** Category pages pick from the first four instructors (docs/product/site-pages.md, Category landing pages). */
const CATEGORY_INSTRUCTOR_IDS = ["ananya-iyer", "marcus-bell", "sofia-alvarez", "kenji-watanabe"];

describe("category landing pages", () => {
  it("exist once for each category path, and each path has its offering group", () => {
    expect(categories.map((category) => category.path).sort()).toEqual([...CATEGORY_PATHS].sort());
    for (const path of CATEGORY_PATHS) {
      expect(categoryForPath(path)?.path).toBe(path);
      expect(groupForPath(path)).toBeDefined();
    }
  });

  it("use the group's label as the subtitle", () => {
    for (const category of categories) expect(category.subtitle).toBe(groupForPath(category.path)?.label);
  });

  it("each name two different instructors from the first four, who all exist", () => {
    for (const category of categories) {
      const [first, second] = category.instructorIds;
      expect(first).not.toBe(second);
      for (const id of category.instructorIds) expect(CATEGORY_INSTRUCTOR_IDS).toContain(id);
      expect(instructorsByIds(category.instructorIds).map((instructor) => instructor.id)).toEqual(
        category.instructorIds,
      );
    }
  });

  it("each have two stats, a three-step journey, a three-part method and hero image with alt text", () => {
    for (const category of categories) {
      expect(category.stats).toHaveLength(2);
      expect(category.journey.map((step) => step.title)).toEqual([
        "The struggle",
        "The turning point",
        "The transformation",
      ]);
      expect(category.method).toHaveLength(3);
      expect(category.heroImage).toBe(`/images/categories${category.path}.svg`);
      expect(category.heroImageAlt.length).toBeGreaterThan(20);
    }
  });
});
