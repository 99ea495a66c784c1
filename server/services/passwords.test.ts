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
  const maya = { username: "maya.patel", email: "maya.patel@example.com" };
  const ADVICE = "Try three or four unrelated words, or let a password manager make one.";
  const weak = (reason: string) => `This password is too easy to guess. ${reason} ${ADVICE}`;

  it.each([
    ["11 characters", "kettle-tune", PASSWORD_MESSAGES.tooShort],
    ["12 strong characters", "kettle-tune!", undefined],
    ["128 characters", "kettle violet paddle ".repeat(7).slice(0, 128), undefined],
    ["129 characters", "kettle violet paddle ".repeat(7).slice(0, 129), PASSWORD_MESSAGES.tooLong],
    ["64 KB", "x".repeat(65_536), PASSWORD_MESSAGES.tooLong],
    ["only spaces", " ".repeat(12), PASSWORD_MESSAGES.blank],
    ["only tabs and newlines", "\t\n".repeat(6), PASSWORD_MESSAGES.blank],
    ["spaces inside", "my yoga mat is blue", undefined],
    ["11 emoji (22 UTF-16 units)", "🧘".repeat(11), PASSWORD_MESSAGES.tooShort],
  ])("%s → %s", (_case, password, expected) => {
    expect(passwordProblem(password, maya)).toBe(expected);
  });

  it.each([
    ["one repeated letter", "aaaaaaaaaaaa", 'Repeated characters like "aaa" are easy to guess.'],
    ["a common password", "password1234", "This is similar to a commonly used password."],
    ["twelve spaces and x", `${" ".repeat(12)}x`, 'Repeated characters like "aaa" are easy to guess.'],
    [
      "the username repeated",
      "maya.patelmaya.patel",
      "It contains your username, your e-mail or the studio's name.",
    ],
    ["the e-mail", "maya.patel@example.com", "It contains your username, your e-mail or the studio's name."],
    [
      "the studio's name",
      "harmoni yoga 2026",
      "It contains your username, your e-mail or the studio's name.",
    ],
    [
      "the username around a year, which zxcvbn alone lets through",
      "maya.patel2024maya.patel",
      "It contains your username, your e-mail or the studio's name.",
    ],
    [
      "the username in capitals",
      "MAYA.PATEL-velvet-orchard",
      "It contains your username, your e-mail or the studio's name.",
    ],
  ])("refuses %s with a plain reason, from a maintained estimator (zxcvbn)", (_case, password, reason) => {
    expect(passwordProblem(password, maya)).toBe(weak(reason));
  });

  it("words its messages for people", () => {
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: "The password must be at least 12 characters long.",
      tooLong: "The password must be at most 128 characters long.",
      blank: "The password cannot be only spaces.",
      weak: "This password is too easy to guess.",
      mismatch: "The two passwords are not the same.",
    });
  });
});
