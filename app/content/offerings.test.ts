import { describe, expect, it } from "vitest";
import { findTileBySlug, groupForPath, offeringGroups, offeringImageAlt } from "./offerings.ts";
import { CATEGORY_PATHS, OFFERING_SLUGS } from "./paths.ts";

describe("offering groups", () => {
  it("are the six groups in the home tabs' order, with their category labels and paths", () => {
    expect(offeringGroups.map(({ key, label, linkPath }) => [key, label, linkPath])).toEqual([
      ["pain", "Pain Relief & Recovery", "/pain-relief-recovery"],
      ["practices", "Fitness & Flexibility", "/fitness-flexibility"],
      ["healing", "Stress & Burnout", "/stress-burnout"],
      ["wellness", "Women's Health", "/womens-health"],
      ["courses", "Wellness Programs", "/wellness-programs"],
      ["rituals", "Daily Rituals", "/daily-rituals"],
    ]);
  });

  it("each have a description, an illustration with alt text and three to five tiles", () => {
    for (const group of offeringGroups) {
      expect(group.desc.length).toBeGreaterThan(20);
      expect(group.imageUrl).toMatch(/^\/images\/offerings\/[a-z-]+\.svg$/);
      expect(offeringImageAlt(group.imageUrl).length).toBeGreaterThan(20);
      expect(group.tiles.length).toBeGreaterThanOrEqual(3);
      expect(group.tiles.length).toBeLessThanOrEqual(5);
    }
  });

  it("give every category path its group", () => {
    for (const path of CATEGORY_PATHS) expect(groupForPath(path)?.linkPath).toBe(path);
    expect(groupForPath("/offerings")).toBeUndefined();
  });
});

describe("offering tiles", () => {
  const tiles = offeringGroups.flatMap((group) => group.tiles);

  it("with a slug all resolve to themselves, and every slug is a known, prerendered one", () => {
    const slugged = tiles.filter((tile) => tile.slug !== "");
    for (const tile of slugged) {
      expect(findTileBySlug(tile.slug)).toBe(tile);
      expect(OFFERING_SLUGS).toContain(tile.slug);
    }
  });

  it("include each of the five known slugs, with real content that opens the lead modal", () => {
    for (const slug of OFFERING_SLUGS) {
      const tile = findTileBySlug(slug);
      expect(tile, slug).toBeDefined();
      if (!tile) continue;
      expect(tile.content).toContain("<h2>Who it is for</h2>");
      expect(tile.content).toContain("<h2>What a session looks like</h2>");
      expect(tile.content).toContain("<h2>Benefits you can expect</h2>");
      const opener = tile.content.match(
        /<button type="button" class="lead-modal-btn" data-lead-offering="([^"]+)">[^<]+<\/button>/,
      );
      // The lead records the offering the visitor booked from (the attribute is HTML, so & is written &amp;).
      expect(opener?.[1]?.replaceAll("&amp;", "&")).toBe(tile.title);
      expect(offeringImageAlt(tile.imageUrl).length).toBeGreaterThan(20);
    }
  });

  it("with a slug state their facts, and the class length is the sum of the session outline", () => {
    for (const slug of OFFERING_SLUGS) {
      const tile = findTileBySlug(slug);
      const outline = tile?.content.split("<h2>What a session looks like</h2>")[1]?.split("</ol>")[0] ?? "";
      const steps = [...outline.matchAll(/\((\d+) minutes\)/g)].map((match) => Number(match[1]));
      expect(steps.length, slug).toBeGreaterThanOrEqual(3);
      expect(tile?.facts?.minutes, slug).toBe(steps.reduce((sum, minutes) => sum + minutes, 0));
      expect(tile?.facts?.level.length, slug).toBeGreaterThan(3);
    }
    expect(findTileBySlug("therapeutic-yoga")?.facts?.format).toBe("one-to-one");
  });

  it("without a slug open the lead modal and carry no detail content", () => {
    const unslugged = tiles.filter((tile) => tile.slug === "");
    expect(unslugged.length).toBeGreaterThan(0);
    for (const tile of unslugged) {
      expect(tile.content).toBe("");
      expect(tile.facts).toBeUndefined();
    }
  });

  it("are not found for an unknown or empty slug", () => {
    expect(findTileBySlug("hot-yoga")).toBeUndefined();
    expect(findTileBySlug("")).toBeUndefined();
  });
});
