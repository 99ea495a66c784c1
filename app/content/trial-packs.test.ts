import { describe, expect, it } from "vitest";
import { trialPacks } from "./trial-packs.ts";

describe("trialPacks", () => {
  it("are 1 class $10, 2 for $18, 3 for $25 and 4 for $30", () => {
    expect(trialPacks.map(({ classes, price }) => [classes, price])).toEqual([
      [1, 10],
      [2, 18],
      [3, 25],
      [4, 30],
    ]);
  });

  it("each have their own payment link id", () => {
    const ids = trialPacks.map((pack) => pack.paymentLinkId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]+$/);
  });
});
