import { describe, expect, it } from "vitest";
import { teacherCalendarChangeSchema } from "#contracts/teacher-calendars";
import { changeOf, daysText, draftOf, weekSummary } from "./calendar-draft.ts";

const KENJI = {
  teacherId: "kenji-watanabe",
  name: "Kenji Watanabe",
  timeZone: "America/New_York",
  videoLink: null,
  weekly: [
    { weekday: 6, start: "09:00", end: "12:00" },
    { weekday: 1, start: "17:30", end: "20:00" },
    { weekday: 1, start: "07:00", end: "11:00" },
  ],
  timeOff: [{ firstDay: "2026-12-24", lastDay: "2026-12-26", note: null }],
} as const;

describe("the teachers' hours editor's draft", () => {
  it("round-trips a calendar into the save endpoint's body, the week in order and empty notes left out", () => {
    const change = changeOf(
      draftOf({ ...KENJI, weekly: [...KENJI.weekly], timeOff: [...KENJI.timeOff] }, "UTC"),
    );
    expect(change).toEqual({
      timeZone: "America/New_York",
      videoLink: "",
      weekly: [
        { weekday: 1, start: "07:00", end: "11:00" },
        { weekday: 1, start: "17:30", end: "20:00" },
        { weekday: 6, start: "09:00", end: "12:00" },
      ],
      timeOff: [{ firstDay: "2026-12-24", lastDay: "2026-12-26" }],
    });
    expect(teacherCalendarChangeSchema.safeParse(change).success).toBe(true);
  });

  it("starts a teacher without a calendar in the owner's own zone", () => {
    const draft = draftOf({ ...KENJI, timeZone: null, weekly: [], timeOff: [] }, "Europe/London");
    expect(draft).toMatchObject({ timeZone: "Europe/London", videoLink: "", weekly: [], timeOff: [] });
  });

  it("says the week by day and time off by its days", () => {
    expect(weekSummary(KENJI.weekly)).toEqual([
      { day: "Monday", hours: "07:00–11:00, 17:30–20:00" },
      { day: "Saturday", hours: "09:00–12:00" },
    ]);
    expect(daysText("2026-12-24", "2026-12-26")).toBe("Dec 24 – Dec 26, 2026");
    expect(daysText("2026-12-30", "2027-01-02")).toBe("Dec 30, 2026 – Jan 2, 2027");
    expect(daysText("2026-12-24", "2026-12-24")).toBe("Dec 24, 2026");
  });
});
