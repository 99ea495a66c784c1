import { describe, expect, it } from "vitest";
import { MAIL_STATES } from "#contracts/leads-inbox";
import { countLeads, MAIL_STATE } from "./lead-format.ts";

describe("counting leads", () => {
  it("says lead or leads", () => {
    expect(countLeads(0)).toBe("0 leads");
    expect(countLeads(1)).toBe("1 lead");
    expect(countLeads(12_487)).toBe("12,487 leads");
  });
});

describe("a quote's sales e-mail state (issue 31: a sent e-mail read 'Synced')", () => {
  it("is said in the e-mail's own words", () => {
    expect(MAIL_STATES.map((state) => MAIL_STATE[state].label)).toEqual([
      "Pending",
      "Retrying",
      "Sent",
      "Failed",
      "Not configured",
    ]);
  });
});
