import { describe, expect, it } from "vitest";
import { adsAccountId, leadConversionEvent } from "./analytics.ts";

describe("ads conversion tag", () => {
  it("loads the tag for the account id, the part before the '/'", () => {
    expect(adsAccountId("AW-123456789/AbCdEf")).toBe("AW-123456789");
    expect(adsAccountId("AW-123456789")).toBe("AW-123456789");
  });

  it("reports a lead as a conversion worth 1 INR to the configured target", () => {
    expect(leadConversionEvent("AW-123456789/AbCdEf")).toEqual({
      send_to: "AW-123456789/AbCdEf",
      value: 1,
      currency: "INR",
    });
  });
});
