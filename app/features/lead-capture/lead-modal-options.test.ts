import { describe, expect, it } from "vitest";
import { openerOptions } from "./lead-modal-options.ts";

/** An opener's attributes, as `getAttribute` reads them from the element. */
function opener(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null };
}

describe("openerOptions", () => {
  it("reads the mode alone when the opener names no interest", () => {
    expect(openerOptions(opener({}))).toEqual({ mode: "default" });
    expect(openerOptions(opener({ "data-lead-mode": "booking" }))).toEqual({ mode: "booking" });
  });

  it("reads the teacher, offering and plan attributes as the interest", () => {
    expect(
      openerOptions(
        opener({
          "data-lead-mode": "booking",
          "data-lead-teacher": "Ananya Iyer",
          "data-lead-offering": "Power Yoga",
          "data-lead-plan": "Individual",
        }),
      ),
    ).toEqual({
      mode: "booking",
      interest: { teacher: "Ananya Iyer", offering: "Power Yoga", plan: "Individual" },
    });
  });

  it("leaves out empty and blank attributes", () => {
    expect(
      openerOptions(
        opener({ "data-lead-teacher": "", "data-lead-offering": "  ", "data-lead-plan": "Family" }),
      ),
    ).toEqual({ mode: "default", interest: { plan: "Family" } });
    expect(openerOptions(opener({ "data-lead-teacher": " " }))).toEqual({ mode: "default" });
  });
});
