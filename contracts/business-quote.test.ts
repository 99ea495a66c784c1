import { describe, expect, it } from "vitest";
import { businessQuoteSchema, QUOTE_MESSAGES } from "./business-quote.ts";
import { firstIssue } from "./first-issue.ts";

const valid = {
  company: "Northwind Logistics",
  contact: "Priya Raman",
  email: "priya.raman@northwind.example",
  phone: "+1 (415) 555-0187",
  teamSize: "40",
  message: "Lunchtime sessions for our Denver and Austin offices.",
  website: "",
};

function issueFor(overrides: Record<string, unknown>): { message: string; field?: string } | undefined {
  const result = businessQuoteSchema.safeParse({ ...valid, ...overrides });
  return result.success ? undefined : firstIssue(result.error);
}

const messageFor = (overrides: Record<string, unknown>) => issueFor(overrides)?.message;

describe("quote messages are the spec's exact texts", () => {
  it("names each rule's message verbatim", () => {
    expect(QUOTE_MESSAGES.company).toBe("Please enter your company name.");
    expect(QUOTE_MESSAGES.contact).toBe("Please enter a contact name (at least 2 characters).");
    expect(QUOTE_MESSAGES.email).toBe("Please enter a valid work email address.");
    expect(QUOTE_MESSAGES.teamSize).toBe("Please enter a valid team size (number of employees).");
  });
});

describe("rule 1: company is not blank", () => {
  it.each([
    ["empty", ""],
    ["whitespace only", "   \t "],
  ])("%s company gives the company message", (_case, company) => {
    expect(issueFor({ company })).toEqual({ message: QUOTE_MESSAGES.company, field: "company" });
  });

  it("a missing company gives the company message", () => {
    const { company: _omitted, ...withoutCompany } = valid;
    const result = businessQuoteSchema.safeParse(withoutCompany);
    expect(result.success ? undefined : firstIssue(result.error)).toEqual({
      message: QUOTE_MESSAGES.company,
      field: "company",
    });
  });

  it("a one-character company passes", () => {
    expect(messageFor({ company: "X" })).toBeUndefined();
  });
});

describe("rule 2: contact has at least 2 characters after trimming", () => {
  it.each([
    ["empty", ""],
    ["one character", "P"],
    ["one character padded with spaces", "  P  "],
    ["whitespace only", "    "],
  ])("%s contact gives the contact message", (_case, contact) => {
    expect(issueFor({ contact })).toEqual({ message: QUOTE_MESSAGES.contact, field: "contact" });
  });

  it("two characters pass, and so do names with punctuation", () => {
    expect(messageFor({ contact: "Al" })).toBeUndefined();
    expect(messageFor({ contact: "Seán O'Brien-Nakamura" })).toBeUndefined();
  });
});

describe("rule 3: e-mail is text, @, text, dot, text, with no spaces", () => {
  it.each([
    ["no @", "priya.northwind.example"],
    ["no dot after the @", "priya@northwind"],
    ["a space in the local part", "priya raman@northwind.example"],
    ["a space in the domain", "priya@north wind.example"],
    ["nothing before the @", "@northwind.example"],
    ["nothing after the dot", "priya@northwind."],
    ["two @ signs", "priya@@northwind.example"],
    ["an empty string", ""],
  ])("an address with %s gives the e-mail message", (_case, email) => {
    expect(issueFor({ email })).toEqual({ message: QUOTE_MESSAGES.email, field: "email" });
  });

  it("accepts sub-domains and plus addressing", () => {
    expect(messageFor({ email: "hr+yoga@people.northwind.co.uk" })).toBeUndefined();
  });
});

describe("rule 4: team size is a whole number greater than 0", () => {
  it.each([
    ["empty", ""],
    ["blank", "  "],
    ["zero", "0"],
    ["negative", "-5"],
    ["a fraction", "1.5"],
    ["letters", "twenty"],
    ["digits with letters", "20 people"],
    ["zero as a number", 0],
    ["a negative number", -3],
    ["a fractional number", 2.5],
    ["not a number", Number.NaN],
    ["null", null],
  ])("%s gives the team-size message", (_case, teamSize) => {
    expect(issueFor({ teamSize })).toEqual({ message: QUOTE_MESSAGES.teamSize, field: "teamSize" });
  });

  it("a missing team size gives the team-size message", () => {
    const { teamSize: _omitted, ...withoutTeamSize } = valid;
    const result = businessQuoteSchema.safeParse(withoutTeamSize);
    expect(result.success ? undefined : firstIssue(result.error)?.message).toBe(QUOTE_MESSAGES.teamSize);
  });

  it("accepts 1, a padded string and a JSON number", () => {
    expect(messageFor({ teamSize: "1" })).toBeUndefined();
    expect(messageFor({ teamSize: " 250 " })).toBeUndefined();
    expect(messageFor({ teamSize: 12 })).toBeUndefined();
  });
});

describe("rules are reported in the spec's order: company, contact, e-mail, team size", () => {
  const allWrong = { company: " ", contact: "P", email: "priya@northwind", teamSize: "0" };

  it("shows one message at a time, the earliest failing rule first", () => {
    expect(messageFor(allWrong)).toBe(QUOTE_MESSAGES.company);
    expect(messageFor({ ...allWrong, company: "Northwind" })).toBe(QUOTE_MESSAGES.contact);
    expect(messageFor({ ...allWrong, company: "Northwind", contact: "Priya" })).toBe(QUOTE_MESSAGES.email);
    expect(
      messageFor({ ...allWrong, company: "Northwind", contact: "Priya", email: "priya@northwind.example" }),
    ).toBe(QUOTE_MESSAGES.teamSize);
  });

  it("a team-size error does not hide behind the optional fields", () => {
    expect(messageFor({ teamSize: "0", message: "x".repeat(2001), phone: "9".repeat(41) })).toBe(
      QUOTE_MESSAGES.teamSize,
    );
  });
});

describe("phone and message", () => {
  it("does not check the phone by logic beyond its length (the input requires it)", () => {
    expect(messageFor({ phone: "" })).toBeUndefined();
    expect(messageFor({ phone: "ext. 204, ask for Priya" })).toBeUndefined();
    expect(messageFor({ phone: "9".repeat(40) })).toBeUndefined();
    expect(issueFor({ phone: "9".repeat(41) })).toEqual({ message: QUOTE_MESSAGES.phone, field: "phone" });
  });

  it("treats the message as optional, up to 2,000 characters", () => {
    const { message: _omitted, ...withoutMessage } = valid;
    expect(businessQuoteSchema.safeParse(withoutMessage).success).toBe(true);
    expect(messageFor({ message: "" })).toBeUndefined();
    expect(messageFor({ message: "x".repeat(2000) })).toBeUndefined();
    expect(issueFor({ message: "x".repeat(2001) })).toEqual({
      message: QUOTE_MESSAGES.message,
      field: "message",
    });
  });
});

describe("a valid request", () => {
  it("passes and is normalised: trimmed text, lower-case e-mail, a numeric team size", () => {
    expect(
      businessQuoteSchema.parse({
        company: "  Northwind Logistics ",
        contact: " Priya Raman  ",
        email: "  Priya.Raman@Northwind.EXAMPLE ",
        phone: " +1 (415) 555-0187 ",
        teamSize: " 40 ",
        message: "  Lunchtime sessions, please.  ",
        website: "",
      }),
    ).toEqual({
      company: "Northwind Logistics",
      contact: "Priya Raman",
      email: "priya.raman@northwind.example",
      phone: "+1 (415) 555-0187",
      teamSize: 40,
      message: "Lunchtime sessions, please.",
      website: "",
    });
  });

  it("defaults the phone and the honeypot to empty when absent", () => {
    const { phone: _phone, website: _website, message: _message, ...minimal } = valid;
    expect(businessQuoteSchema.parse(minimal)).toEqual({
      company: valid.company,
      contact: valid.contact,
      email: valid.email,
      teamSize: 40,
      phone: "",
      website: "",
    });
  });

  it("keeps a filled honeypot so the server can recognise a bot", () => {
    expect(businessQuoteSchema.parse({ ...valid, website: "https://spam.example" }).website).toBe(
      "https://spam.example",
    );
  });
});
