import { describe, expect, it } from "vitest";
import type { TeacherId } from "#contracts/teachers";
import { type BusySpan, computeTrialSlots, type SlotInput, type TeacherCalendar } from "./trial-slots.ts";

/** The same span on every day of the week. */
function everyDay(startMinute: number, endMinute: number) {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));
}

function calendar(
  teacherId: TeacherId,
  timeZone: string,
  weekly: TeacherCalendar["weekly"],
): TeacherCalendar {
  return { teacherId, timeZone, weekly };
}

function slots(input: Partial<SlotInput> & Pick<SlotInput, "now" | "calendars">) {
  return computeTrialSlots({ timeZone: "UTC", slotMinutes: 60, minimumNoticeHours: 0, busy: [], ...input });
}

/** Each day's starts, as "date: HH:MMZ, …" in UTC, for readable expectations. */
function startsOn(result: ReturnType<typeof computeTrialSlots>, date: string): string[] {
  return (result.days.find((day) => day.date === date)?.slots ?? []).map((slot) => slot.start);
}

function allStarts(result: ReturnType<typeof computeTrialSlots>): string[] {
  return result.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

describe("trial slots", () => {
  it("keeps a New York teacher's 09:00 at 09:00 across the spring change (2027-03-14)", () => {
    const result = slots({
      now: new Date("2027-03-10T12:00:00Z"),
      slotMinutes: 30,
      calendars: [calendar("kenji-watanabe", "America/New_York", everyDay(540, 600))],
    });
    // EST is UTC-5 until Sunday 2 a.m., EDT UTC-4 after.
    expect(startsOn(result, "2027-03-13")).toEqual(["2027-03-13T14:00:00.000Z", "2027-03-13T14:30:00.000Z"]);
    expect(startsOn(result, "2027-03-14")).toEqual(["2027-03-14T13:00:00.000Z", "2027-03-14T13:30:00.000Z"]);
  });

  it("counts steps in elapsed time through the spring gap and the autumn overlap in New York", () => {
    const spring = slots({
      now: new Date("2027-03-13T12:00:00Z"),
      calendars: [
        calendar("kenji-watanabe", "America/New_York", [{ weekday: 7, startMinute: 60, endMinute: 240 }]),
      ],
    });
    // 01:00 EST to 04:00 EDT is two hours.
    expect(allStarts(spring)).toEqual(["2027-03-14T06:00:00.000Z", "2027-03-14T07:00:00.000Z"]);

    const inTheGap = slots({
      now: new Date("2027-03-13T12:00:00Z"),
      calendars: [
        calendar("kenji-watanabe", "America/New_York", [{ weekday: 7, startMinute: 150, endMinute: 330 }]),
      ],
    });
    // 02:30 does not exist that night: the span starts at 03:30 EDT, the same minute after the gap.
    expect(allStarts(inTheGap)).toEqual(["2027-03-14T07:30:00.000Z", "2027-03-14T08:30:00.000Z"]);

    const autumn = slots({
      now: new Date("2026-10-31T12:00:00Z"),
      calendars: [
        calendar("kenji-watanabe", "America/New_York", [{ weekday: 7, startMinute: 60, endMinute: 180 }]),
      ],
    });
    // 01:00 EDT to 03:00 EST is three hours: 01:00 happens twice, both offered.
    expect(allStarts(autumn)).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T07:00:00.000Z",
    ]);
  });

  it("groups a Kolkata teacher's times by a Berlin visitor's dates across Berlin's change (2026-10-25)", () => {
    const result = slots({
      now: new Date("2026-10-22T00:00:00Z"),
      timeZone: "Europe/Berlin",
      slotMinutes: 30,
      // 18:00–19:00 in Kolkata (UTC+5:30, no DST) is 12:30–13:30 UTC every day.
      calendars: [calendar("ananya-iyer", "Asia/Kolkata", everyDay(1080, 1140))],
    });
    expect(result.timeZone).toBe("Europe/Berlin");
    expect(result.days.map((day) => day.date)).toEqual([
      "2026-10-22",
      "2026-10-23",
      "2026-10-24",
      "2026-10-25",
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
    ]);
    // The half-hour offset: starts fall on :30 and :00 UTC, not whole hours of the teacher's zone shifted.
    expect(startsOn(result, "2026-10-24")).toEqual(["2026-10-24T12:30:00.000Z", "2026-10-24T13:00:00.000Z"]);
    expect(startsOn(result, "2026-10-25")).toEqual(["2026-10-25T12:30:00.000Z", "2026-10-25T13:00:00.000Z"]);
    // The window ends 7 days after now, before that day's span: its date is there, empty.
    expect(startsOn(result, "2026-10-29")).toEqual([]);
    expect(result.days.slice(0, 7).every((day) => day.slots.length === 2)).toBe(true);
  });

  it("puts a Los Angeles teacher's Monday evening on a Kolkata visitor's Tuesday", () => {
    const result = slots({
      now: new Date("2026-11-02T00:00:00Z"),
      timeZone: "Asia/Kolkata",
      calendars: [
        calendar("sofia-alvarez", "America/Los_Angeles", [
          { weekday: 1, startMinute: 1200, endMinute: 1260 },
        ]),
      ],
    });
    // Monday 20:00 PST (UTC-8, after 2026-11-01) is Tuesday 04:00 UTC, 09:30 in Kolkata.
    expect(startsOn(result, "2026-11-03")).toEqual(["2026-11-03T04:00:00.000Z"]);
    expect(allStarts(result)).toEqual(["2026-11-03T04:00:00.000Z"]);
  });

  it("offers times from the minimum notice until 7 days after now, and lists every date of the window", () => {
    const teacher = [calendar("leah-okafor", "UTC", everyDay(0, 1440))];
    const result = slots({
      now: new Date("2026-12-01T10:15:00Z"),
      minimumNoticeHours: 2,
      calendars: teacher,
    });
    const starts = allStarts(result);
    expect(starts[0]).toBe("2026-12-01T13:00:00.000Z");
    expect(starts.at(-1)).toBe("2026-12-08T10:00:00.000Z");
    expect(result.days.map((day) => day.date)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
    ]);

    const onTheHour = slots({
      now: new Date("2026-12-01T10:00:00Z"),
      minimumNoticeHours: 2,
      calendars: teacher,
    });
    expect(allStarts(onTheHour)[0]).toBe("2026-12-01T12:00:00.000Z");
    // The start at exactly 7 days is outside: the window is [now + notice, now + 7 days).
    expect(allStarts(onTheHour).at(-1)).toBe("2026-12-08T09:00:00.000Z");

    const atMidnight = slots({ now: new Date("2026-12-01T00:00:00Z"), calendars: teacher });
    expect(atMidnight.days.map((day) => day.date)).toHaveLength(7);
  });

  it("starts slots on multiples of the slot length from each span's start", () => {
    const result = slots({
      now: new Date("2026-12-01T00:00:00Z"),
      slotMinutes: 45,
      calendars: [calendar("leah-okafor", "UTC", [{ weekday: 2, startMinute: 610, endMinute: 760 }])],
    });
    // 10:10 to 12:40: 10:10, 10:55, 11:40 (12:25 would end after the span).
    expect(allStarts(result)).toEqual([
      "2026-12-01T10:10:00.000Z",
      "2026-12-01T10:55:00.000Z",
      "2026-12-01T11:40:00.000Z",
    ]);
  });

  it("leaves out time off and booked trials, overlapping even partly", () => {
    const busy: BusySpan[] = [
      // A whole day off.
      {
        teacherId: "leah-okafor",
        startsAt: new Date("2026-12-02T00:00:00Z"),
        endsAt: new Date("2026-12-03T00:00:00Z"),
      },
      // Half an hour off takes the hour it falls in.
      {
        teacherId: "leah-okafor",
        startsAt: new Date("2026-12-03T14:30:00Z"),
        endsAt: new Date("2026-12-03T15:00:00Z"),
      },
      // A booked trial across two slots takes both; its end touching the next slot's start does not.
      {
        teacherId: "leah-okafor",
        startsAt: new Date("2026-12-03T15:30:00Z"),
        endsAt: new Date("2026-12-03T16:30:00Z"),
      },
    ];
    const result = slots({
      now: new Date("2026-12-01T00:00:00Z"),
      calendars: [calendar("leah-okafor", "UTC", everyDay(780, 1080))],
      busy,
    });
    expect(startsOn(result, "2026-12-01")).toHaveLength(5);
    expect(startsOn(result, "2026-12-02")).toEqual([]);
    expect(startsOn(result, "2026-12-03")).toEqual(["2026-12-03T13:00:00.000Z", "2026-12-03T17:00:00.000Z"]);
  });

  it("lists the teachers free for a slot in the roster's order, and one teacher's times when asked", () => {
    const calendars = [
      calendar("leah-okafor", "Europe/London", [{ weekday: 2, startMinute: 600, endMinute: 720 }]),
      calendar("ananya-iyer", "Asia/Kolkata", [{ weekday: 2, startMinute: 930, endMinute: 1050 }]),
    ];
    const busy: BusySpan[] = [
      {
        teacherId: "ananya-iyer",
        startsAt: new Date("2026-12-01T11:00:00Z"),
        endsAt: new Date("2026-12-01T11:30:00Z"),
      },
    ];
    const now = new Date("2026-12-01T00:00:00Z");
    // London is UTC in December: 10:00–12:00; Kolkata's 15:30–17:30 is 10:00–12:00 UTC.
    const both = slots({ now, calendars, busy });
    expect(both.days[0]?.slots).toEqual([
      {
        start: "2026-12-01T10:00:00.000Z",
        end: "2026-12-01T11:00:00.000Z",
        teachers: ["ananya-iyer", "leah-okafor"],
      },
      { start: "2026-12-01T11:00:00.000Z", end: "2026-12-01T12:00:00.000Z", teachers: ["leah-okafor"] },
    ]);
    const ananya = slots({ now, calendars, busy, teacher: "ananya-iyer" });
    expect(allStarts(ananya)).toEqual(["2026-12-01T10:00:00.000Z"]);
    expect(ananya.days[0]?.slots[0]?.teachers).toEqual(["ananya-iyer"]);
  });
});
