import { describe, expect, it } from "vitest";
import { parseLeadModalMode } from "./lead-modal-mode.ts";

describe("parseLeadModalMode", () => {
  it.each([
    ["quote", "quote"],
    ["booking", "booking"],
    ["default", "default"],
    [null, "default"],
    ["", "default"],
    ["QUOTE", "default"],
    ["something-else", "default"],
  ] as const)("reads %s as %s", (attribute, mode) => {
    expect(parseLeadModalMode(attribute)).toBe(mode);
  });
});
