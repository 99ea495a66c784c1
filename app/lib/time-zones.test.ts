import { describe, expect, it } from "vitest";
import { detectedTimeZone, timeZoneChoices, timeZoneLabel } from "./time-zones.ts";

describe("the visitor's time zone", () => {
  it("keeps a real zone in its canonical spelling", () => {
    expect(detectedTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(detectedTimeZone("europe/berlin")).toBe("Europe/Berlin");
  });

  it("falls back to UTC for a zone the browser reports that is not real, or none", () => {
    expect(detectedTimeZone("Mars/Olympus_Mons")).toBe("UTC");
    expect(detectedTimeZone(undefined)).toBe("UTC");
  });

  it("lists the detected zone first, then the others alphabetically, each once", () => {
    expect(timeZoneChoices("Europe/Berlin", ["Asia/Kolkata", "Europe/Berlin", "America/New_York"])).toEqual([
      "Europe/Berlin",
      "America/New_York",
      "Asia/Kolkata",
    ]);
  });

  it("offers the detected zone even where the platform's list lacks it", () => {
    expect(timeZoneChoices("UTC", ["Europe/Berlin"])).toEqual(["UTC", "Europe/Berlin"]);
  });

  it("names a zone with spaces for underscores", () => {
    expect(timeZoneLabel("America/New_York")).toBe("America/New York");
  });
});
