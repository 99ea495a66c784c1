import { describe, expect, it } from "vitest";
import {
  inQuietHours,
  nextCallingTime,
  outsideQuietHours,
  quietHoursEnd,
  reminderSchedule,
} from "./trial-reminders.ts";

const at = (iso: string) => new Date(iso);
const iso = (reminders: ReturnType<typeof reminderSchedule>) =>
  reminders.map(({ kind, channel, dueAt }) => [kind, channel, dueAt.toISOString()]);

describe("trial reminders", () => {
  const trial = { startsAt: at("2026-12-03T18:00:00Z"), timeZone: "America/New_York" };

  it("are e-mails 24 hours and 1 hour before, and a text 2 hours before when the visitor agreed to texts", () => {
    expect(iso(reminderSchedule(trial, { now: at("2026-11-30T12:00:00Z"), smsConsent: true }))).toEqual([
      ["reminder_24h", "email", "2026-12-02T18:00:00.000Z"],
      ["reminder_1h", "email", "2026-12-03T17:00:00.000Z"],
      ["reminder_sms", "sms", "2026-12-03T16:00:00.000Z"],
    ]);
  });

  it("send no text without consent", () => {
    expect(
      reminderSchedule(trial, { now: at("2026-11-30T12:00:00Z"), smsConsent: false }).map((r) => r.kind),
    ).toEqual(["reminder_24h", "reminder_1h"]);
  });

  it("leave out a reminder whose time has passed when the trial is confirmed", () => {
    expect(
      reminderSchedule(trial, { now: at("2026-12-03T06:00:00Z"), smsConsent: true }).map((r) => r.kind),
    ).toEqual(["reminder_1h", "reminder_sms"]);
  });

  it("move a text that would land in the visitor's quiet hours to the evening before, in their zone", () => {
    // An 08:30 trial in Kolkata: 2 hours before is 06:30 there, inside the quiet hours.
    const early = { startsAt: at("2026-12-03T03:00:00Z"), timeZone: "Asia/Kolkata" };
    const [text] = reminderSchedule(early, { now: at("2026-11-30T12:00:00Z"), smsConsent: true }).filter(
      (reminder) => reminder.channel === "sms",
    );
    // 20:30 on Dec 2 in Kolkata (UTC+05:30).
    expect(text?.dueAt.toISOString()).toBe("2026-12-02T15:00:00.000Z");
    expect(inQuietHours(text?.dueAt ?? new Date(0), "Asia/Kolkata")).toBe(false);
  });

  it("read quiet hours on the local clock across a DST change", () => {
    // 2027-03-14 is the spring-forward day in New York: 22:00 local is 02:00 UTC the next day.
    expect(inQuietHours(at("2027-03-15T02:00:00Z"), "America/New_York")).toBe(true);
    expect(inQuietHours(at("2027-03-14T12:30:00Z"), "America/New_York")).toBe(false);
    expect(outsideQuietHours(at("2027-03-15T02:00:00Z"), "America/New_York").toISOString()).toBe(
      "2027-03-15T00:30:00.000Z",
    );
  });

  it("end at the next 08:00 on the visitor's clock, the same night or the next morning", () => {
    // 22:00 and 06:30 in New York (EST, UTC-5): both wait for 08:00 on Dec 3 there.
    expect(quietHoursEnd(at("2026-12-03T03:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-12-03T13:00:00.000Z",
    );
    expect(quietHoursEnd(at("2026-12-03T11:30:00Z"), "America/New_York").toISOString()).toBe(
      "2026-12-03T13:00:00.000Z",
    );
  });

  it("give the next calling time: now inside calling hours, else the next 08:00 in every zone of the number", () => {
    // 15:00 in New York: call now.
    expect(nextCallingTime(at("2026-12-03T20:00:00Z"), ["America/New_York"]).toISOString()).toBe(
      "2026-12-03T20:00:00.000Z",
    );
    // 21:30 in New York: 08:00 there next morning.
    expect(nextCallingTime(at("2026-12-04T02:30:00Z"), ["America/New_York"]).toISOString()).toBe(
      "2026-12-04T13:00:00.000Z",
    );
    // 07:30 in Chicago is 06:30 in Denver: both must have reached 08:00, so 08:00 in Denver.
    expect(
      nextCallingTime(at("2026-12-03T13:30:00Z"), ["America/Chicago", "America/Denver"]).toISOString(),
    ).toBe("2026-12-03T15:00:00.000Z");
    // A number whose zone is unknown has no hours.
    expect(nextCallingTime(at("2026-12-04T02:30:00Z"), []).toISOString()).toBe("2026-12-04T02:30:00.000Z");
  });
});
