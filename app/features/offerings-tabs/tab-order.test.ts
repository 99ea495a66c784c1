import { describe, expect, it } from "vitest";
import { centredScrollLeft, tabOrder } from "./tab-order.ts";

const categories = ["pain", "practices", "healing", "wellness", "courses", "rituals"];

describe("tabOrder", () => {
  it("keeps the content order on wide screens", () => {
    expect(tabOrder(categories, false)).toEqual(categories);
  });

  it("swaps the first two on narrow screens, so the second category comes first", () => {
    expect(tabOrder(categories, true)).toEqual([
      "practices",
      "pain",
      "healing",
      "wellness",
      "courses",
      "rituals",
    ]);
  });

  it("does not change the input list", () => {
    const input = [...categories];
    tabOrder(input, true);
    expect(input).toEqual(categories);
  });

  it("leaves a single tab alone", () => {
    expect(tabOrder(["pain"], true)).toEqual(["pain"]);
  });
});

describe("centredScrollLeft", () => {
  const list = { clientWidth: 390, scrollWidth: 1000 };

  it("centres a tab in the middle of the list", () => {
    // Tab centre at 500; half the visible width is 195.
    expect(centredScrollLeft({ offsetLeft: 440, width: 120 }, list)).toBe(305);
  });

  it("does not scroll before the start", () => {
    expect(centredScrollLeft({ offsetLeft: 10, width: 120 }, list)).toBe(0);
  });

  it("does not scroll past the end", () => {
    expect(centredScrollLeft({ offsetLeft: 880, width: 120 }, list)).toBe(610);
  });

  it("stays at 0 when everything fits", () => {
    expect(centredScrollLeft({ offsetLeft: 200, width: 80 }, { clientWidth: 600, scrollWidth: 600 })).toBe(0);
  });
});
