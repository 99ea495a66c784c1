import { describe, expect, it } from "vitest";
import {
  localTimeText,
  localTimeWithZones,
  phoneLocalTime,
  phoneTimeZones,
  timeInZone,
} from "./phone-time-zone.ts";

describe("phoneTimeZones: North America by area code", () => {
  it.each([
    ["New York (212)", "+12125550128", ["America/New_York"]],
    ["Chicago (312)", "+13125550128", ["America/Chicago"]],
    ["Denver (303)", "+13035550128", ["America/Denver"]],
    ["Phoenix (602)", "+16025550128", ["America/Phoenix"]],
    ["San Francisco (415)", "+14155550128", ["America/Los_Angeles"]],
    ["Honolulu (808)", "+18085550128", ["Pacific/Honolulu"]],
    ["Toronto (416)", "+14165550128", ["America/Toronto"]],
    ["Vancouver (604)", "+16045550128", ["America/Vancouver"]],
  ])("places %s", (_case, phone, zones) => {
    expect(phoneTimeZones(phone)).toEqual(zones);
  });

  it("reads the number in the forms leads are stored in", () => {
    for (const phone of ["4155550128", "14155550128", "+1 (415) 555-0128", "415-555-0128"]) {
      expect(phoneTimeZones(phone)).toEqual(["America/Los_Angeles"]);
    }
  });

  it("takes the longest prefix where an area code straddles a zone line", () => {
    // 423 (Tennessee) is mostly Central; 423-202 is in the Eastern part.
    expect(phoneTimeZones("+14235550123")).toEqual(["America/Chicago"]);
    expect(phoneTimeZones("+14232025555")).toEqual(["America/New_York"]);
  });

  it("gives every zone of a prefix that lies in several", () => {
    expect(phoneTimeZones("+19075550128")).toEqual(["America/Adak", "America/Anchorage"]);
    expect(phoneTimeZones("+17015550128")).toEqual(["America/Denver", "America/North_Dakota/Center"]);
  });

  it("does not guess for an area code the data does not place", () => {
    // 000 is no area code; the source's fallback for such numbers (every North American zone) is not used.
    expect(phoneTimeZones("+10005550128")).toEqual([]);
  });
});

describe("phoneTimeZones: India and elsewhere", () => {
  it.each([
    ["E.164", "+919876543210"],
    ["with spaces", "+91 98765 43210"],
    ["after the trunk 0", "09876543210"],
    ["after 91", "919876543210"],
  ])("places an Indian mobile, %s, in Asia/Kolkata", (_case, phone) => {
    expect(phoneTimeZones(phone)).toEqual(["Asia/Kolkata"]);
  });

  it("does not guess for other countries", () => {
    expect(phoneTimeZones("+442071838750")).toEqual([]);
    expect(phoneTimeZones("+61291234567")).toEqual([]);
  });

  it.each([
    ["an empty string", ""],
    ["letters", "call me"],
    ["too few digits", "+12345"],
    ["a national number of another country", "02071838750"],
  ])("has no zone for %s", (_case, phone) => {
    expect(phoneTimeZones(phone)).toEqual([]);
  });
});

describe("timeInZone", () => {
  it("gives 24-hour wall-clock time, midnight as 00", () => {
    expect(timeInZone("America/New_York", new Date("2026-01-15T05:05:00Z")).time).toBe("00:05");
    expect(timeInZone("America/New_York", new Date("2026-01-15T03:40:00Z")).time).toBe("22:40");
    expect(timeInZone("Asia/Kolkata", new Date("2026-01-15T03:40:00Z")).time).toBe("09:10");
  });

  it("follows New York into daylight saving time on 2026-03-08 at 02:00", () => {
    expect(timeInZone("America/New_York", new Date("2026-03-08T06:59:00Z")).time).toBe("01:59");
    expect(timeInZone("America/New_York", new Date("2026-03-08T07:00:00Z")).time).toBe("03:00");
  });

  it("follows New York back to standard time on 2026-11-01, when 01:30 happens twice", () => {
    expect(timeInZone("America/New_York", new Date("2026-11-01T05:30:00Z")).time).toBe("01:30");
    expect(timeInZone("America/New_York", new Date("2026-11-01T06:30:00Z")).time).toBe("01:30");
    expect(timeInZone("America/New_York", new Date("2026-11-01T07:30:00Z")).time).toBe("02:30");
  });

  it("keeps Phoenix on standard time all year", () => {
    for (const instant of ["2026-01-15T19:00:00Z", "2026-03-08T19:00:00Z", "2026-07-01T19:00:00Z"]) {
      expect(timeInZone("America/Phoenix", new Date(instant)).time).toBe("12:00");
    }
  });
});

describe("calling hours, 08:00 up to 21:00", () => {
  it.each([
    ["07:59", "2026-01-15T02:29:00Z", false],
    ["08:00", "2026-01-15T02:30:00Z", true],
    ["20:59", "2026-01-15T15:29:59Z", true],
    ["21:00", "2026-01-15T15:30:00Z", false],
    ["00:00", "2026-01-15T18:30:00Z", false],
  ])("in Kolkata, %s is within: %s", (time, instant, within) => {
    expect(timeInZone("Asia/Kolkata", new Date(instant))).toEqual({
      zone: "Asia/Kolkata",
      time,
      withinCallingHours: within,
    });
  });

  it("moves with daylight saving time: the same UTC time is before 08:00 in winter and after in summer", () => {
    expect(timeInZone("America/New_York", new Date("2026-03-07T12:30:00Z"))).toMatchObject({
      time: "07:30",
      withinCallingHours: false,
    });
    expect(timeInZone("America/New_York", new Date("2026-03-09T12:30:00Z"))).toMatchObject({
      time: "08:30",
      withinCallingHours: true,
    });
    expect(timeInZone("America/New_York", new Date("2026-10-31T01:00:00Z"))).toMatchObject({
      time: "21:00",
      withinCallingHours: false,
    });
    expect(timeInZone("America/New_York", new Date("2026-11-02T01:00:00Z"))).toMatchObject({
      time: "20:00",
      withinCallingHours: true,
    });
  });
});

describe("phoneLocalTime", () => {
  it("is unknown when the zone is", () => {
    expect(phoneLocalTime("+442071838750", new Date("2026-01-15T03:40:00Z"))).toBeUndefined();
    expect(phoneLocalTime("not a number", new Date("2026-01-15T03:40:00Z"))).toBeUndefined();
  });

  it("describes one zone", () => {
    const local = phoneLocalTime("+12125550128", new Date("2026-01-15T03:40:00Z"));
    expect(local).toEqual({
      times: [{ zone: "America/New_York", time: "22:40", withinCallingHours: false }],
      withinCallingHours: false,
    });
    if (!local) return;
    expect(localTimeText(local)).toBe("22:40");
    expect(localTimeWithZones(local)).toBe("22:40 (America/New_York)");
  });

  it("is outside calling hours when any of its zones is", () => {
    // Alaska's 907 spans Adak (UTC−10 in winter) and Anchorage (UTC−9).
    const early = phoneLocalTime("+19075550128", new Date("2026-01-15T17:30:00Z"));
    expect(early?.withinCallingHours).toBe(false);
    if (!early) return;
    expect(localTimeText(early)).toBe("07:30 or 08:30");
    expect(localTimeWithZones(early)).toBe("07:30 (America/Adak) or 08:30 (America/Anchorage)");

    expect(phoneLocalTime("+19075550128", new Date("2026-01-15T18:30:00Z"))?.withinCallingHours).toBe(true);
  });

  it("names a time once when several zones show it", () => {
    const instant = new Date("2026-01-15T18:30:00Z");
    const local = {
      times: [timeInZone("America/Denver", instant), timeInZone("America/Edmonton", instant)],
      withinCallingHours: true,
    };
    expect(localTimeText(local)).toBe("11:30");
    expect(localTimeWithZones(local)).toBe("11:30 (America/Denver, America/Edmonton)");
  });
});
