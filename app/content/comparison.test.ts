import { describe, expect, it } from "vitest";
import { comparisonColumns, comparisonRows } from "./comparison.ts";

describe("comparison", () => {
  it("compares Harmoni Yoga with Calm, Generic Yoga and Other Apps, in that order", () => {
    expect(comparisonColumns).toEqual(["Harmoni Yoga", "Calm", "Generic Yoga", "Other Apps"]);
  });

  it("has 9 distinct features with 4 cells each, every cell Yes, No, Some or Limited", () => {
    expect(comparisonRows).toHaveLength(9);
    expect(new Set(comparisonRows.map((row) => row.feature)).size).toBe(9);
    for (const row of comparisonRows) {
      expect(row.cells).toHaveLength(comparisonColumns.length);
      for (const cell of row.cells) expect(["Yes", "No", "Some", "Limited"]).toContain(cell);
    }
  });
});
