import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDayIn,
  formatCalendarDay,
  formatDateTime,
  formatTimeRange,
  utcDay,
} from "./date-time.ts";

describe("dates as staff read them", () => {
  it("shows a moment in the given time zone", () => {
    expect(formatDateTime("2026-11-21T14:05:09.123Z", "UTC")).toBe("Nov 21, 2026, 2:05 PM");
    expect(formatDateTime("2026-11-21T14:05:09.123Z", "Asia/Kolkata")).toBe("Nov 21, 2026, 7:35 PM");
    expect(formatDateTime("2026-01-01T02:00:00Z", "America/Los_Angeles")).toBe("Dec 31, 2025, 6:00 PM");
  });

  it("shows text that is not a date as it came", () => {
    expect(formatDateTime("not a date", "UTC")).toBe("not a date");
  });

  it("names UTC days for the inbox's date filters", () => {
    const lateEvening = new Date("2026-03-01T23:30:00-08:00");
    expect(utcDay(lateEvening)).toBe("2026-03-02");
    expect(utcDay(lateEvening, 6)).toBe("2026-02-24");
    expect(utcDay(new Date("2024-03-01T00:00:00Z"), 1)).toBe("2024-02-29");
  });

  it("names the calendar day of a moment in a zone, and counts calendar days", () => {
    const instant = new Date("2026-11-28T03:30:00Z");
    expect(calendarDayIn(instant, "America/Los_Angeles")).toBe("2026-11-27");
    expect(calendarDayIn(instant, "Asia/Kolkata")).toBe("2026-11-28");
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2026-01-03", -7)).toBe("2025-12-27");
    // A daylight saving change does not shift the count: no time zone is involved.
    expect(addCalendarDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(formatCalendarDay("2026-11-27")).toBe("Friday, November 27, 2026");
  });

  it("shows a time range in the given zone", () => {
    const range = formatTimeRange("2026-11-27T15:00:00Z", "2026-11-27T15:45:00Z", "Asia/Kolkata");
    expect(range.replace(/[\u2009\u202f]/g, " ")).toBe("8:30 – 9:15 PM");
  });
});
