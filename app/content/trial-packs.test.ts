import { describe, expect, it } from "vitest";
import { TRIAL_PRICE, trialPacks } from "./trial-packs.ts";

describe("trialPacks", () => {
  it("are 1 class $10, 2 for $18, 3 for $25 and 4 for $30", () => {
    expect(trialPacks.map(({ classes, price }) => [classes, price])).toEqual([
      [1, 10],
      [2, 18],
      [3, 25],
      [4, 30],
    ]);
  });

  it('give the trial price every page states: "$10"', () => {
    expect(TRIAL_PRICE).toBe("$10");
  });
});
