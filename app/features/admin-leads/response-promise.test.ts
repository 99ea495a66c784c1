import { describe, expect, it } from "vitest";
import { dueStanding, firstContactText, waitText } from "./response-promise.ts";

const DUE = "2026-11-24T12:00:00.000Z";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The standing when `offset` ms are left (negative: past due). */
const at = (offset: number) => dueStanding(DUE, new Date(Date.parse(DUE) - offset));

describe("dueStanding", () => {
  it.each([
    ["a new lead, a full day left", 24 * HOUR, "Due in 24 h"],
    ["48 h left", 48 * HOUR, "Due in 2 days"],
    ["a millisecond under 48 h left", 48 * HOUR - 1, "Due in 47 h"],
    ["an hour and 59 minutes left", 2 * HOUR - MINUTE, "Due in 1 h"],
    ["60 min left", HOUR, "Due in 1 h"],
    ["59 min 59 s left", HOUR - 1000, "Due in 59 min"],
    ["59 min left", 59 * MINUTE, "Due in 59 min"],
    ["1 min left", MINUTE, "Due in 1 min"],
    ["a second left", 1000, "Due in 1 min"],
    ["exactly at the due time", 0, "Due now"],
    ["a second past", -1000, "Overdue by 1 min"],
    ["1 min past", -MINUTE, "Overdue by 1 min"],
    ["59 min past", -59 * MINUTE, "Overdue by 59 min"],
    ["60 min past", -HOUR, "Overdue by 1 h"],
    ["5 h 30 min past", -5.5 * HOUR, "Overdue by 5 h"],
    ["a millisecond under 48 h past", -(48 * HOUR - 1), "Overdue by 47 h"],
    ["48 h past", -48 * HOUR, "Overdue by 2 days"],
    ["71 h 59 min past", -(72 * HOUR - MINUTE), "Overdue by 2 days"],
    ["a week past", -7 * 24 * HOUR, "Overdue by 7 days"],
  ])("%s: %s", (_case, offset, text) => {
    expect(at(offset).text).toBe(text);
  });

  it("is overdue only strictly past the due time, as the inbox's filter counts", () => {
    expect([at(1).overdue, at(0).overdue, at(-1).overdue]).toEqual([false, false, true]);
  });
});

describe("waitText", () => {
  it.each([
    [0, "less than 1 min"],
    [59_999, "less than 1 min"],
    [MINUTE, "1 min"],
    [59 * MINUTE + 59_000, "59 min"],
    [HOUR, "1 h"],
    [2 * HOUR + 5 * MINUTE, "2 h 5 min"],
    [47 * HOUR + 59 * MINUTE, "47 h 59 min"],
    [48 * HOUR, "2 days"],
    [3 * 24 * HOUR + 4 * HOUR + 30 * MINUTE, "3 days 4 h"],
  ])("%i ms is %s", (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});

describe("firstContactText", () => {
  const lead = {
    createdAt: "2026-11-24T09:00:00.000Z",
    firstContactedAt: "2026-11-24T11:05:30.000Z",
    firstContactedBy: "alice",
    firstContactChannel: "sms" as const,
  };

  it("says how long after arrival, by whom and how", () => {
    expect(firstContactText(lead)).toBe("First contacted 2 h 5 min after arrival, by alice, by SMS.");
    expect(firstContactText({ ...lead, firstContactChannel: "call" })).toBe(
      "First contacted 2 h 5 min after arrival, by alice, by phone.",
    );
  });

  it("leaves out the person whose account is gone", () => {
    expect(firstContactText({ ...lead, firstContactedBy: null, firstContactChannel: "email" })).toBe(
      "First contacted 2 h 5 min after arrival, by e-mail.",
    );
  });

  it("says nothing before the first contact", () => {
    expect(firstContactText({ ...lead, firstContactedAt: null })).toBeUndefined();
  });
});
