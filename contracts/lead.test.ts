import { describe, expect, it } from "vitest";
import { firstIssue } from "./first-issue.ts";
import {
  INTEREST_MAX_LENGTH,
  INTEREST_MESSAGE,
  LEAD_MESSAGES,
  leadFormSchema,
  leadRequestSchema,
} from "./lead.ts";

const validForm = {
  name: "Asha Verma",
  email: "asha@example.com",
  countryCode: "+1",
  phone: "(415) 555-0142",
};
const validRequest = { name: "Asha Verma", email: "asha@example.com", phone: "+14155550142" };

function formMessage(overrides: Partial<typeof validForm>): string | undefined {
  const result = leadFormSchema.safeParse({ ...validForm, ...overrides });
  return result.success ? undefined : firstIssue(result.error).message;
}

function requestMessage(overrides: Record<string, unknown>): string | undefined {
  const result = leadRequestSchema.safeParse({ ...validRequest, ...overrides });
  return result.success ? undefined : firstIssue(result.error).message;
}

describe("lead messages are the spec's exact texts", () => {
  it("names each rule's message verbatim", () => {
    expect(LEAD_MESSAGES.nameTooShort).toBe("Please enter your full name (at least 2 characters).");
    expect(LEAD_MESSAGES.nameLetters).toBe("Name can only contain letters and spaces.");
    expect(LEAD_MESSAGES.nameTooLong).toBe("Name must be 50 characters or less.");
    expect(LEAD_MESSAGES.phone).toBe("Please enter a valid mobile number.");
  });
});

// The form schema and the API request schema enforce the same name rules, so both run the same table.
describe.each([
  ["lead form", formMessage],
  ["lead API request", requestMessage],
] as const)("%s name rules, in the spec's order", (_label, messageFor) => {
  it.each([
    ["empty", ""],
    ["whitespace only", "    "],
    ["one character", "A"],
    ["one character padded with spaces", "  A  "],
  ])("rule 1: %s name gives the full-name message", (_case, name) => {
    expect(messageFor({ name })).toBe(LEAD_MESSAGES.nameTooShort);
  });

  it.each([
    ["digits", "Asha 2"],
    ["symbols", "Asha-Verma"],
    ["an apostrophe", "O'Neil"],
    ["a dot", "Dr. Asha"],
  ])("rule 2: a name with %s gives the letters-only message", (_case, name) => {
    expect(messageFor({ name })).toBe(LEAD_MESSAGES.nameLetters);
  });

  it("rule 3: 51 letters gives the length message, 50 letters pass", () => {
    expect(messageFor({ name: "a".repeat(51) })).toBe(LEAD_MESSAGES.nameTooLong);
    expect(messageFor({ name: "a".repeat(50) })).toBeUndefined();
  });

  it("rule 1 wins over rule 2 for a single symbol", () => {
    expect(messageFor({ name: "1" })).toBe(LEAD_MESSAGES.nameTooShort);
  });

  it("rule 2 wins over rule 3 for a long name with digits", () => {
    expect(messageFor({ name: `${"a".repeat(50)}1` })).toBe(LEAD_MESSAGES.nameLetters);
    expect(messageFor({ name: `${"a".repeat(499)}1` })).toBe(LEAD_MESSAGES.nameLetters);
  });

  it("answers a name past 500 characters as too long before reading its letters", () => {
    expect(messageFor({ name: `${"a".repeat(500)}1` })).toBe(LEAD_MESSAGES.nameTooLong);
  });

  it("trims before measuring: 50 letters with surrounding spaces pass", () => {
    expect(messageFor({ name: `  ${"a".repeat(50)}  ` })).toBeUndefined();
  });

  it("accepts letters of any script and inner spaces", () => {
    expect(messageFor({ name: "José Zoë Müller" })).toBeUndefined();
    expect(messageFor({ name: "Ab" })).toBeUndefined();
  });

  it.each([
    ["a diaeresis", "Zoë"],
    ["a precomposed accent", "José"],
    ["an accent written as a combining mark", "Jose\u0301"],
    ["Devanagari vowel signs and a virama", "प्रिया शर्मा"],
    ["Tamil vowel signs and a pulli", "கார்த்திக்"],
    ["Arabic script", "محمد علی"],
    ["a zero-width non-joiner between Persian letters", "می\u200Cخواهم"],
    ["a zero-width joiner after a Devanagari virama", "क्\u200Dष"],
  ])("accepts a name with %s", (_case, name) => {
    expect(messageFor({ name })).toBeUndefined();
  });

  it.each([
    ["a droid", "R2-D2"],
    ["markup", "<b>"],
    ["an emoji", "😀"],
    ["an emoji with a variation selector", "❤️"],
    ["a letter then an emoji with a variation selector", "Asha ❤️"],
    ["digits only", "123"],
    ["a word starting with a combining mark", "\u093Fक Asha"],
    ["a trailing zero-width joiner", "Asha\u200D"],
    ["two joiners in a row", "Asha\u200D\u200DVerma"],
    ["a joiner before a space", "Asha\u200C Verma"],
  ])("refuses a name with %s with the letters-only message", (_case, name) => {
    expect(messageFor({ name })).toBe(LEAD_MESSAGES.nameLetters);
  });

  it("keeps the rules' order for marks: too short first, too long last", () => {
    expect(messageFor({ name: "\u0301" })).toBe(LEAD_MESSAGES.nameTooShort);
    expect(messageFor({ name: "कि".repeat(26) })).toBe(LEAD_MESSAGES.nameTooLong);
    expect(messageFor({ name: `${"कि".repeat(26)}1` })).toBe(LEAD_MESSAGES.nameLetters);
  });
});

describe("lead form phone rule (rule 4)", () => {
  it.each([
    ["letters", "call me"],
    ["too few digits", "415 555 014"],
    ["too many digits", "415 555 01422"],
    ["an area code starting 1", "115 555 0142"],
    ["an exchange starting 0", "415 055 0142"],
  ])("%s gives the mobile-number message", (_case, phone) => {
    expect(formMessage({ phone })).toBe(LEAD_MESSAGES.phone);
  });

  it("an empty phone gives the mobile-number message", () => {
    expect(formMessage({ phone: "" })).toBe(LEAD_MESSAGES.phone);
  });

  it("reports the phone field so the form can mark it", () => {
    const result = leadFormSchema.safeParse({ ...validForm, phone: "12" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toEqual({ message: LEAD_MESSAGES.phone, field: "phone" });
  });

  it("a name error wins over a phone error (the first rule in order)", () => {
    expect(formMessage({ name: "", phone: "12" })).toBe(LEAD_MESSAGES.nameTooShort);
    expect(formMessage({ name: "R2D2", phone: "12" })).toBe(LEAD_MESSAGES.nameLetters);
    expect(formMessage({ name: "a".repeat(51), phone: "12" })).toBe(LEAD_MESSAGES.nameTooLong);
  });

  it("reports the name field for a name error", () => {
    const result = leadFormSchema.safeParse({ ...validForm, name: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error).field).toBe("name");
  });
});

describe("lead form output", () => {
  it("joins the country code with the typed number and trims the name", () => {
    expect(leadFormSchema.parse({ ...validForm, name: "  Asha Verma  " })).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+14155550142",
    });
  });

  it.each(["4155550142", "415-555-0142", "(415) 555 0142", "+1 415 555 0142", "1 (415) 555-0142"])(
    "normalises %s to +14155550142",
    (phone) => {
      expect(leadFormSchema.parse({ ...validForm, phone }).phone).toBe("+14155550142");
    },
  );

  it("keeps e-mail in lower case, trimmed", () => {
    expect(leadFormSchema.parse({ ...validForm, email: "  Asha@Example.COM " }).email).toBe(
      "asha@example.com",
    );
  });
});

describe("lead email rule", () => {
  it.each([
    ["no at sign", "asha.example.com"],
    ["no local part", "@example.com"],
    ["a space", "asha verma@example.com"],
    ["an empty string", ""],
  ])("%s gives the e-mail message", (_case, email) => {
    expect(formMessage({ email })).toBe(LEAD_MESSAGES.email);
    expect(requestMessage({ email })).toBe(LEAD_MESSAGES.email);
  });

  it("accepts a mailbox address and, unlike a browser's email input, refuses a dotless domain", () => {
    expect(formMessage({ email: "a.b+yoga@mail.example.co" })).toBeUndefined();
    expect(formMessage({ email: "asha@localhost" })).toBe(LEAD_MESSAGES.email);
    expect(requestMessage({ email: "asha@localhost" })).toBe(LEAD_MESSAGES.email);
  });

  it("a name error wins over an e-mail error", () => {
    expect(formMessage({ name: "", email: "nope" })).toBe(LEAD_MESSAGES.nameTooShort);
  });
});

describe("lead API request", () => {
  it("accepts the joined phone and defaults the honeypot to empty", () => {
    expect(leadRequestSchema.parse(validRequest)).toEqual({ ...validRequest, website: "" });
  });

  it.each([
    ["letters", "+1call"],
    ["a bare country code", "+1"],
    ["an Indian number starting 5", "+915876543210"],
    ["an over-long value", `+1415555014${"2".repeat(40)}`],
  ])("rejects a phone with %s with the mobile-number message", (_case, phone) => {
    expect(requestMessage({ phone })).toBe(LEAD_MESSAGES.phone);
  });

  it("accepts an Indian mobile number", () => {
    expect(requestMessage({ phone: "+919876543210" })).toBeUndefined();
  });

  it("reports rules in field order: name, then e-mail, then phone", () => {
    expect(requestMessage({ name: "", email: "nope", phone: "1" })).toBe(LEAD_MESSAGES.nameTooShort);
    expect(requestMessage({ email: "nope", phone: "1" })).toBe(LEAD_MESSAGES.email);
  });

  it("reports a missing field with its rule's message", () => {
    const { name: _omitted, ...withoutName } = validRequest;
    const result = leadRequestSchema.safeParse(withoutName);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toEqual({ message: LEAD_MESSAGES.nameTooShort, field: "name" });
  });

  it("keeps attribution and strips unknown attribution keys", () => {
    const parsed = leadRequestSchema.parse({
      ...validRequest,
      attribution: { landingPage: "/?utm_source=news", utmSource: "news", extra: "dropped" },
    });
    expect(parsed.attribution).toEqual({ landingPage: "/?utm_source=news", utmSource: "news" });
  });
});

describe("lead interest", () => {
  const interestOf = (interest: unknown) => leadRequestSchema.parse({ ...validRequest, interest }).interest;

  it("is optional", () => {
    expect(leadRequestSchema.parse(validRequest).interest).toBeUndefined();
  });

  it("keeps the teacher, offering and plan, trimmed, and strips unknown keys", () => {
    expect(
      interestOf({ teacher: " Ananya Iyer ", offering: "Power Yoga", plan: "Individual", colour: "sage" }),
    ).toEqual({ teacher: "Ananya Iyer", offering: "Power Yoga", plan: "Individual" });
  });

  it("drops empty and blank values", () => {
    expect(interestOf({ teacher: "", offering: "   ", plan: "Small Group" })).toEqual({
      plan: "Small Group",
    });
  });

  it(`cuts a long value to ${INTEREST_MAX_LENGTH} characters instead of refusing the lead`, () => {
    expect(interestOf({ offering: "a".repeat(5000) })?.offering).toBe("a".repeat(INTEREST_MAX_LENGTH));
  });

  it("never cuts an emoji in half", () => {
    const offering = `${"a".repeat(INTEREST_MAX_LENGTH - 1)}🧘 flow`;
    expect(interestOf({ offering })?.offering).toBe("a".repeat(INTEREST_MAX_LENGTH - 1));
  });

  it.each([
    ["a number", { teacher: 7 }],
    ["a list", { plan: ["Individual"] }],
  ])("refuses %s as a value with the interest message", (_case, interest) => {
    const result = leadRequestSchema.safeParse({ ...validRequest, interest });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toEqual({ message: INTEREST_MESSAGE, field: "interest" });
  });

  it("a name error wins over an interest error", () => {
    expect(requestMessage({ name: "", interest: { teacher: 7 } })).toBe(LEAD_MESSAGES.nameTooShort);
  });
});
