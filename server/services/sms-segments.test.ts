import { describe, expect, it } from "vitest";
import { smsSegments } from "./sms-segments.ts";

describe("smsSegments", () => {
  it("fits 160 GSM-7 characters in one segment and 153 in each of several", () => {
    expect(smsSegments("a".repeat(160))).toBe(1);
    expect(smsSegments("a".repeat(161))).toBe(2);
    expect(smsSegments("a".repeat(306))).toBe(2);
    expect(smsSegments("a".repeat(307))).toBe(3);
    expect(smsSegments("Café à Zürich? Ñ £5 @ 10:00 ¿")).toBe(1);
  });

  it("counts the extension table's characters twice", () => {
    expect(smsSegments("€".repeat(80))).toBe(1);
    expect(smsSegments(`${"€".repeat(80)}a`)).toBe(2);
    expect(smsSegments("[]{}|^~\\".repeat(10))).toBe(1);
    expect(smsSegments("[]{}|^~\\".repeat(11))).toBe(2);
  });

  it("makes the whole message UCS-2 for any other character: 70 in one segment, 67 in each of several", () => {
    expect(smsSegments(`${"a".repeat(69)}…`)).toBe(1);
    expect(smsSegments(`${"a".repeat(70)}…`)).toBe(2);
    expect(smsSegments("अ".repeat(134))).toBe(2);
    expect(smsSegments("अ".repeat(135))).toBe(3);
    // An emoji is two UTF-16 units.
    expect(smsSegments("🙂".repeat(35))).toBe(1);
    expect(smsSegments("🙂".repeat(36))).toBe(2);
  });
});
