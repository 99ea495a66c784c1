import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with argon2id, m=19456 KiB, t=2, p=1 and a random salt", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery stapler")).toBe(false);
  });

  it("refuses every password when there is no stored hash, and a malformed hash", async () => {
    expect(await verifyPassword(undefined, "harmoni-dummy-password-for-unknown-users")).toBe(false);
    expect(await verifyPassword(undefined, "correct horse battery staple")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse battery staple")).toBe(false);
  });
});

describe("password policy", () => {
  it.each([
    ["11 characters", "a".repeat(11), PASSWORD_MESSAGES.tooShort],
    ["12 characters", "a".repeat(12), undefined],
    ["128 characters", "a".repeat(128), undefined],
    ["129 characters", "a".repeat(129), PASSWORD_MESSAGES.tooLong],
    ["only spaces", " ".repeat(12), PASSWORD_MESSAGES.blank],
    ["only tabs and newlines", "\t\n".repeat(6), PASSWORD_MESSAGES.blank],
    ["spaces inside", "my yoga mat is blue", undefined],
    ["11 emoji (22 UTF-16 units)", "🧘".repeat(11), PASSWORD_MESSAGES.tooShort],
  ])("%s → %s", (_case, password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it("words its messages for people", () => {
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: "The password must be at least 12 characters long.",
      tooLong: "The password must be at most 128 characters long.",
      blank: "The password cannot be only spaces.",
    });
  });
});
