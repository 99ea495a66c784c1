import { describe, expect, it } from "vitest";
import {
  countOf,
  dailySummary,
  formatDay,
  formatDuration,
  formatRate,
  funnelSummary,
} from "./stats-format.ts";

describe("formatDuration", () => {
  it.each([
    [0, "under 1 min"],
    [29, "under 1 min"],
    [30, "1 min"],
    [45 * 60, "45 min"],
    [59 * 60 + 29, "59 min"],
    [59 * 60 + 31, "1 h"],
    [3 * 3600 + 5 * 60, "3 h 5 min"],
    [23 * 3600 + 59 * 60, "23 h 59 min"],
    [24 * 3600, "1 d"],
    [26 * 3600 + 20 * 60, "1 d 2 h"],
    [2 * 86_400 + 4 * 3600 + 40 * 60, "2 d 5 h"],
  ])("says %d seconds as %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

it("formats rates as whole percentages, and a missing one as a dash", () => {
  expect([formatRate(0.6875), formatRate(1), formatRate(0), formatRate(null)]).toEqual([
    "69%",
    "100%",
    "0%",
    "—",
  ]);
});

it("names UTC days, whatever the browser's zone", () => {
  expect([formatDay("2026-11-24"), formatDay("2027-01-01")]).toEqual(["Nov 24", "Jan 1"]);
});

it("counts in the singular and the plural", () => {
  expect([countOf(1, "lead"), countOf(0, "lead"), countOf(1234, "quote request")]).toEqual([
    "1 lead",
    "0 leads",
    "1,234 quote requests",
  ]);
});

describe("the summaries", () => {
  it("gives the window's totals and its busiest day, the first of equals", () => {
    const days = [
      { day: "2026-11-22", leads: 1, quotes: 2 },
      { day: "2026-11-23", leads: 3, quotes: 0 },
      { day: "2026-11-24", leads: 0, quotes: 0 },
    ];
    expect(dailySummary(days)).toBe("4 leads and 2 quote requests; the busiest day was Nov 22 with 3.");
    expect(dailySummary([{ day: "2026-11-24", leads: 0, quotes: 0 }])).toBe("0 leads and 0 quote requests.");
  });

  it("walks the funnel with each stage's share of the one before", () => {
    const funnel = [
      { stage: "new", reached: 32, rate: null },
      { stage: "contacted", reached: 22, rate: 22 / 32 },
      { stage: "trial_booked", reached: 12, rate: 12 / 22 },
      { stage: "member", reached: 4, rate: 4 / 12 },
    ] as const;
    expect(funnelSummary(funnel)).toBe(
      "Of 32 new leads, 69% were contacted, 55% of those booked a trial and 33% of those became members.",
    );
    expect(
      funnelSummary([
        { stage: "new", reached: 1, rate: null },
        { stage: "contacted", reached: 0, rate: 0 },
        { stage: "trial_booked", reached: 0, rate: null },
        { stage: "member", reached: 0, rate: null },
      ]),
    ).toBe(
      "Of 1 new lead, 0% were contacted, none of those booked a trial and none of those became members.",
    );
    expect(funnelSummary(funnel.map((step) => ({ ...step, reached: 0, rate: null })))).toBe(
      "No leads arrived.",
    );
  });
});
