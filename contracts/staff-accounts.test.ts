import { describe, expect, it } from "vitest";
import { firstIssue } from "./first-issue.ts";
import { forgotPasswordSchema, PASSWORD_LINK_MESSAGES, setPasswordSchema } from "./password-links.ts";
import { addStaffAccountSchema, STAFF_ACCOUNT_MESSAGES } from "./staff-accounts.ts";
import { PASSWORD_MESSAGES } from "./staff-password.ts";

const TOKEN = "A".repeat(43);

function problem(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : firstIssue(parsed.error as never);
}

describe("adding a colleague", () => {
  it("takes a username in lower case, an e-mail address in lower case and a role", () => {
    expect(
      addStaffAccountSchema.parse({
        username: " Maya.Patel ",
        email: " Maya@Studio.example ",
        role: "staff",
      }),
    ).toEqual({ username: "maya.patel", email: "maya@studio.example", role: "staff" });
  });

  it.each([
    [{ username: "ab", email: "a@b.example", role: "staff" }, STAFF_ACCOUNT_MESSAGES.username, "username"],
    [
      { username: "maya patel", email: "a@b.example", role: "staff" },
      STAFF_ACCOUNT_MESSAGES.username,
      "username",
    ],
    [{ username: "maya", email: "maya@", role: "staff" }, STAFF_ACCOUNT_MESSAGES.email, "email"],
    [{ username: "maya", email: "maya@studio.example", role: "boss" }, STAFF_ACCOUNT_MESSAGES.role, "role"],
    [{ username: "ab", email: "", role: "" }, STAFF_ACCOUNT_MESSAGES.username, "username"],
  ])("refuses %j with the first rule it breaks", (value, message, field) => {
    expect(problem(addStaffAccountSchema, value)).toEqual({ message, field });
  });
});

describe("password links", () => {
  it("asks for a username or an address, in lower case", () => {
    expect(forgotPasswordSchema.parse({ login: " Maya@Studio.example " })).toEqual({
      login: "maya@studio.example",
    });
    expect(problem(forgotPasswordSchema, { login: "  " })).toEqual({
      message: PASSWORD_LINK_MESSAGES.login,
      field: "login",
    });
  });

  it.each([
    [
      { token: "short", password: "x".repeat(12), confirm: "x".repeat(12) },
      PASSWORD_LINK_MESSAGES.unusable,
      "token",
    ],
    [{ token: TOKEN, password: "too short", confirm: "too short" }, PASSWORD_MESSAGES.tooShort, "password"],
    [
      { token: TOKEN, password: " ".repeat(12), confirm: " ".repeat(12) },
      PASSWORD_MESSAGES.blank,
      "password",
    ],
    [
      { token: TOKEN, password: "x".repeat(129), confirm: "x".repeat(129) },
      PASSWORD_MESSAGES.tooLong,
      "password",
    ],
    [
      { token: TOKEN, password: "quiet harbour lanterns", confirm: "quiet harbour" },
      PASSWORD_MESSAGES.mismatch,
      "confirm",
    ],
  ])("refuses %j with the first rule it breaks", (value, message, field) => {
    expect(problem(setPasswordSchema, value)).toEqual({ message, field });
  });
});
