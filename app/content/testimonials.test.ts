import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("are six, with unique ids", () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
  });

  it("have whole-star ratings from 1 to 5", () => {
    for (const { rating } of testimonials) {
      expect(Number.isInteger(rating)).toBe(true);
      expect(rating).toBeGreaterThanOrEqual(1);
      expect(rating).toBeLessThanOrEqual(5);
    }
  });

  it("have a name, a location, a quote and an avatar that exists in public/", () => {
    for (const t of testimonials) {
      expect(t.name.trim()).not.toBe("");
      expect(t.location.trim()).not.toBe("");
      expect(t.quote.length).toBeGreaterThan(40);
      expect(existsSync(resolve("public", `.${t.image}`)), t.image).toBe(true);
    }
  });
});
