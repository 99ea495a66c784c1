import { describe, expect, it } from "vitest";
import { manageTokenFrom } from "./manage-trial.tsx";
import { dayLabels, formatLongDate, formatTime, zoneLongName } from "./trial-times.ts";

describe("times in the chosen zone", () => {
  const start = "2026-12-01T04:00:00.000Z";

  it("writes one instant as each zone's wall clock, with a plain space before AM/PM", () => {
    expect(formatTime(start, "Asia/Kolkata")).toBe("9:30 AM");
    expect(formatTime(start, "Europe/Berlin")).toBe("5:00 AM");
    expect(formatTime(start, "America/New_York")).toBe("11:00 PM");
  });

  it("writes the date of the zone, which can be another day", () => {
    expect(formatLongDate(start, "Asia/Kolkata")).toBe("Tuesday, December 1, 2026");
    expect(formatLongDate(start, "America/New_York")).toBe("Monday, November 30, 2026");
  });

  it("names the zone as it is at that instant, summer or winter", () => {
    expect(zoneLongName(start, "Asia/Kolkata")).toBe("India Standard Time");
    expect(zoneLongName(start, "Europe/Berlin")).toBe("Central European Standard Time");
    expect(zoneLongName("2026-07-01T10:00:00.000Z", "Europe/Berlin")).toBe("Central European Summer Time");
  });

  it("labels a day of the window as the calendar day it names, whatever the zone", () => {
    expect(dayLabels("2026-12-01")).toEqual({
      weekday: "Tue",
      day: "1",
      month: "Dec",
      full: "Tuesday, December 1",
    });
  });
});

describe("the manage link's token", () => {
  it("is read from the fragment", () => {
    expect(manageTokenFrom("#token=abc.def")).toBe("abc.def");
    expect(manageTokenFrom("#token=a%2Bb")).toBe("a+b");
  });

  it("is missing from an empty or foreign fragment", () => {
    expect(manageTokenFrom("")).toBeUndefined();
    expect(manageTokenFrom("#token=")).toBeUndefined();
    expect(manageTokenFrom("#section")).toBeUndefined();
  });
});
