import { describe, expect, it } from "vitest";
import { formatPostDate } from "./post-date.ts";

describe("formatPostDate", () => {
  it("writes 'Month D, YYYY' without a leading zero", () => {
    expect(formatPostDate("2025-03-01")).toBe("March 1, 2025");
    expect(formatPostDate("2026-11-10")).toBe("November 10, 2026");
    expect(formatPostDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("reads the day in UTC, so no time zone moves it", () => {
    expect(formatPostDate("2025-01-01T00:00:00Z")).toBe("January 1, 2025");
    expect(formatPostDate("2025-01-01T23:59:59Z")).toBe("January 1, 2025");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatPostDate("soon")).toThrow(RangeError);
  });
});
