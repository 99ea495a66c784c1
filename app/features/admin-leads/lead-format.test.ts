import { describe, expect, it } from "vitest";
import { countLeads } from "./lead-format.ts";

describe("counting leads", () => {
  it("says lead or leads", () => {
    expect(countLeads(0)).toBe("0 leads");
    expect(countLeads(1)).toBe("1 lead");
    expect(countLeads(12_487)).toBe("12,487 leads");
  });
});
