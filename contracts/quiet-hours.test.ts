import { describe, expect, it } from "vitest";
import { phoneLocalTime } from "./phone-time-zone.ts";
import { hasQuietHoursOverride, localTimeNote, quietHoursAt, quietHoursNotice } from "./quiet-hours.ts";

const NEW_YORK = "+12125550123";
const LATE_IN_NEW_YORK = new Date("2026-01-16T03:40:00Z");
const NOON_IN_NEW_YORK = new Date("2026-01-15T17:00:00Z");

describe("quietHoursAt", () => {
  it.each(["call", "sms", "whatsapp"] as const)(
    "holds back a %s outside the recipient's hours",
    (channel) => {
      expect(quietHoursAt(channel, NEW_YORK, LATE_IN_NEW_YORK)).toEqual({
        times: [{ zone: "America/New_York", time: "22:40", withinCallingHours: false }],
        withinCallingHours: false,
      });
    },
  );

  it("lets a call go inside the hours", () => {
    expect(quietHoursAt("call", NEW_YORK, NOON_IN_NEW_YORK)).toBeUndefined();
  });

  it("never holds back an e-mail", () => {
    expect(quietHoursAt("email", NEW_YORK, LATE_IN_NEW_YORK)).toBeUndefined();
  });

  it("lets a send to a number of unknown zone go at any hour", () => {
    expect(quietHoursAt("sms", "+442071838750", LATE_IN_NEW_YORK)).toBeUndefined();
  });
});

describe("the words", () => {
  it("tells staff the lead's time and the hours", () => {
    const local = phoneLocalTime(NEW_YORK, LATE_IN_NEW_YORK);
    if (!local) throw new Error("New York has a zone");
    expect(quietHoursNotice(local)).toBe(
      "It is 22:40 for this lead. Calls and messages are allowed from 08:00 to 21:00 at their location.",
    );
  });

  it("notes a number's local time with its zone, or that it is unknown", () => {
    expect(localTimeNote(phoneLocalTime("+13125550128", new Date("2026-01-15T20:05:00Z")))).toBe(
      "Local time for this number: 14:05 (America/Chicago)",
    );
    expect(localTimeNote(phoneLocalTime("+442071838750", new Date("2026-01-15T20:05:00Z")))).toBe(
      "Local time unknown",
    );
  });
});

describe("hasQuietHoursOverride", () => {
  it("is true only for quiet_hours_override: true", () => {
    expect(hasQuietHoursOverride({ to: NEW_YORK, quiet_hours_override: true })).toBe(true);
    expect(hasQuietHoursOverride({ to: NEW_YORK, quiet_hours_override: false })).toBe(false);
    expect(hasQuietHoursOverride({ to: NEW_YORK })).toBe(false);
  });
});
