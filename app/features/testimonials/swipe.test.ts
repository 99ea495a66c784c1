import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, slideAfterSwipe } from "./swipe.ts";

describe("slideAfterSwipe", () => {
  it("uses the spec's 50 px threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it("does nothing for a move of 50 px or less, either way", () => {
    for (const delta of [0, 1, 49, 50, -1, -49, -50]) {
      expect(slideAfterSwipe(2, 6, delta)).toBe(2);
    }
  });

  it("moves to the next slide on a swipe left of more than 50 px", () => {
    expect(slideAfterSwipe(2, 6, -51)).toBe(3);
    expect(slideAfterSwipe(0, 6, -300)).toBe(1);
  });

  it("moves to the previous slide on a swipe right of more than 50 px", () => {
    expect(slideAfterSwipe(2, 6, 51)).toBe(1);
  });

  it("holds at the first and the last slide", () => {
    expect(slideAfterSwipe(0, 6, 120)).toBe(0);
    expect(slideAfterSwipe(5, 6, -120)).toBe(5);
  });
});
