import { describe, expect, it } from "vitest";
import { formatUsd, planSavings } from "./savings.ts";

describe("planSavings", () => {
  it("is the original price minus the price", () => {
    expect(planSavings({ price: 85, originalPrice: 119 })).toBe(34);
  });

  it("is 0 without an original price, or when it is not higher", () => {
    expect(planSavings({ price: 85 })).toBe(0);
    expect(planSavings({ price: 85, originalPrice: 85 })).toBe(0);
    expect(planSavings({ price: 85, originalPrice: 60 })).toBe(0);
  });
});

describe("formatUsd", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatUsd(10)).toBe("$10");
    expect(formatUsd(7.5)).toBe("$7.50");
    expect(formatUsd(25 / 3)).toBe("$8.33");
  });
});
