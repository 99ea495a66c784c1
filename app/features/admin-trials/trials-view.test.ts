import { describe, expect, it } from "vitest";
import type { StaffTrial } from "#contracts/trial-staff";
import { TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";
import { changedText, visitorTimeText } from "./trial-format.ts";
import {
  groupByDay,
  lastDayOf,
  searchFromView,
  stepView,
  trialActions,
  trialsQuery,
  viewFromSearch,
} from "./trials-view.ts";

const TODAY = "2026-11-27";
const view = (search: string) => viewFromSearch(new URLSearchParams(search), TODAY);

function trial(overrides: Partial<StaffTrial>): StaffTrial {
  return {
    id: "b7c1d7e4-5b0f-4a8e-9d6a-1f3b2c4d5e6f",
    start: "2026-11-27T15:00:00.000Z",
    end: "2026-11-27T15:45:00.000Z",
    teacher: { id: "ananya-iyer", name: "Ananya Iyer" },
    status: "hold",
    timeZone: "America/New_York",
    lead: { id: "lead-1", name: "Asha Rao", phone: "+15555550142", email: "asha@example.com" },
    ...overrides,
  };
}

describe("the trials view in the address", () => {
  it("is today's day without one, and keeps a day or week that is asked for", () => {
    expect(view("")).toEqual({ span: "day", from: TODAY });
    expect(view("?view=week&from=2026-12-30")).toEqual({ span: "week", from: "2026-12-30" });
    expect(view("?view=month&from=2026-02-30")).toEqual({ span: "day", from: TODAY });
    expect(view("?from=27/11/2026")).toEqual({ span: "day", from: TODAY });
    expect(searchFromView({ span: "week", from: "2026-12-30" })).toBe("?view=week&from=2026-12-30");
  });

  it("steps by a day or a week across months and years, and asks the server for as many days", () => {
    expect(stepView({ span: "day", from: "2026-03-01" }, -1)).toEqual({ span: "day", from: "2026-02-28" });
    expect(stepView({ span: "week", from: "2026-12-30" }, 1)).toEqual({ span: "week", from: "2027-01-06" });
    expect(lastDayOf({ span: "week", from: "2026-12-30" })).toBe("2027-01-05");
    expect(lastDayOf({ span: "day", from: "2026-12-30" })).toBe("2026-12-30");
    expect(trialsQuery({ span: "week", from: TODAY }, "Europe/Berlin")).toEqual({
      from: TODAY,
      days: 7,
      timeZone: "Europe/Berlin",
    });
  });
});

describe("the week's trials by day", () => {
  it("groups by the day they start on in the staff member's zone, in order", () => {
    const late = trial({ id: "late", start: "2026-11-28T03:30:00.000Z", end: "2026-11-28T04:15:00.000Z" });
    const early = trial({ id: "early" });
    const next = trial({ id: "next", start: "2026-11-29T15:00:00.000Z", end: "2026-11-29T15:45:00.000Z" });
    const days = (zone: string) =>
      groupByDay([early, late, next], zone).map(({ day, trials }) => [day, trials.map(({ id }) => id)]);
    expect(days("America/Los_Angeles")).toEqual([
      ["2026-11-27", ["early", "late"]],
      ["2026-11-29", ["next"]],
    ]);
    expect(days("Asia/Kolkata")).toEqual([
      ["2026-11-27", ["early"]],
      ["2026-11-28", ["late"]],
      ["2026-11-29", ["next"]],
    ]);
  });
});

describe("what a trial's status allows", () => {
  const before = new Date("2026-11-27T14:59:00.000Z");
  const after = new Date("2026-11-27T15:00:00.000Z");
  const actions = (status: StaffTrial["status"], now: Date) =>
    trialActions(trial({ status }), now).map(({ change, blocked }) =>
      blocked ? `${change} (blocked)` : change,
    );

  it("confirms or cancels a hold; marks a confirmed trial only once it has started", () => {
    expect(actions("hold", after)).toEqual(["confirmed", "cancelled"]);
    expect(actions("confirmed", before)).toEqual(["attended (blocked)", "no_show (blocked)", "cancelled"]);
    expect(actions("confirmed", after)).toEqual(["attended", "no_show", "cancelled"]);
    expect(trialActions(trial({ status: "confirmed" }), before)[0]?.blocked).toBe(
      TRIAL_STAFF_MESSAGES.notYet,
    );
  });

  it("corrects attended and no-show to each other, and leaves a cancelled trial alone", () => {
    expect(actions("attended", after)).toEqual(["no_show"]);
    expect(actions("no_show", after)).toEqual(["attended"]);
    expect(actions("cancelled", after)).toEqual([]);
  });
});

describe("a trial's times and outcomes in words", () => {
  // Intl puts a thin space around the range's dash and a narrow one before AM/PM.
  const plain = (text: string | undefined) => text?.replace(/[\u2009\u202f]/g, " ");

  it("adds the visitor's time when it reads differently, with their day when it is another", () => {
    expect(visitorTimeText(trial({}), "America/New_York")).toBeUndefined();
    expect(visitorTimeText(trial({ timeZone: "America/Toronto" }), "America/New_York")).toBeUndefined();
    expect(plain(visitorTimeText(trial({ timeZone: "Asia/Kolkata" }), "America/New_York"))).toBe(
      "8:30 – 9:15 PM for the visitor (Asia/Kolkata)",
    );
    expect(plain(visitorTimeText(trial({ timeZone: "Pacific/Auckland" }), "America/New_York"))).toBe(
      "Sat, Nov 28, 4:00 – 4:45 AM for the visitor (Pacific/Auckland)",
    );
  });

  it("says what each change did", () => {
    expect(changedText("confirmed", trial({}))).toBe(
      "Asha Rao's trial is confirmed; they are sent an updated invitation.",
    );
    expect(changedText("no_show", trial({}))).toBe("Asha Rao's trial is marked as a no-show.");
  });
});
