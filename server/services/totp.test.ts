import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpStep } from "./totp.ts";

/** RFC 6238 Appendix B: the SHA-1 key is the ASCII string "12345678901234567890"; 8-digit codes. */
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238, SHA-1)", () => {
  it.each(RFC_VECTORS)("matches the RFC 6238 test vector at %i s", (seconds, expected) => {
    expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
  });

  it("gives the 6-digit code of the same vector through the base32 secret", () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(secret.toLowerCase())).toEqual(RFC_KEY);
    expect(totpCode(secret, new Date(59_000))).toBe("287082");
  });

  it("accepts the codes of one step either side and refuses two steps away", () => {
    const secret = base32Encode(RFC_KEY);
    const now = new Date(1111111111_000);
    const codeAt = (steps: number) => totpCode(secret, new Date(now.getTime() + steps * 30_000));
    const step = totpStep(now);
    expect(matchTotp(secret, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(-2), now, null)).toBeUndefined();
    expect(matchTotp(secret, codeAt(2), now, null)).toBeUndefined();
  });

  it("refuses a code whose step was already used, and older ones", () => {
    const secret = base32Encode(RFC_KEY);
    const now = new Date(1111111111_000);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(
      matchTotp(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, step - 1),
    ).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });
});
