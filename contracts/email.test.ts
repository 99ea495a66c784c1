import { describe, expect, it } from "vitest";
import { businessQuoteSchema, QUOTE_MESSAGES } from "./business-quote.ts";
import { EMAIL_MAX_LENGTH, isMailbox, LOCAL_PART_MAX_LENGTH } from "./email.ts";
import { firstIssue } from "./first-issue.ts";
import { LEAD_MESSAGES, leadFormSchema, leadRequestSchema } from "./lead.ts";
import { customEmailSchema, OUTREACH_MESSAGES } from "./outreach.ts";

/** Every e-mail field of contracts/, each valid but for its e-mail, and the message its form shows. */
const EMAIL_FIELDS = [
  {
    field: "the lead form's email",
    message: LEAD_MESSAGES.email,
    parse: (email: string) =>
      leadFormSchema.safeParse({ name: "Asha Verma", email, countryCode: "+1", phone: "(415) 555-0142" }),
  },
  {
    field: "the lead API's email",
    message: LEAD_MESSAGES.email,
    parse: (email: string) =>
      leadRequestSchema.safeParse({ name: "Asha Verma", email, phone: "+14155550142" }),
  },
  {
    field: "the quote request's email",
    message: QUOTE_MESSAGES.email,
    parse: (email: string) =>
      businessQuoteSchema.safeParse({ company: "Northwind", contact: "Priya", email, teamSize: 4 }),
  },
  {
    field: "the e-mail tool's to",
    message: OUTREACH_MESSAGES.emailInvalid,
    parse: (email: string) =>
      customEmailSchema.safeParse({ to: email, name: "Ann", subject: "Hello", message: "Hi" }),
  },
];

const LONGEST_LOCAL_PART = "l".repeat(LOCAL_PART_MAX_LENGTH);
/** 64 + 1 + 63 + 1 + 63 + 1 + 61 = 254 characters. */
const LONGEST_ADDRESS = `${LONGEST_LOCAL_PART}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(61)}`;

describe("one mailbox rule for every e-mail field", () => {
  it("has a longest address of exactly the limits to test with", () => {
    expect(LONGEST_ADDRESS).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isMailbox(LONGEST_ADDRESS)).toBe(true);
  });

  describe.each(EMAIL_FIELDS)("$field", ({ message, parse }) => {
    const issue = (email: string) => {
      const result = parse(email);
      return result.success ? undefined : firstIssue(result.error);
    };

    it.each([
      ["an apostrophe in the local part, as in a real Irish name", "o'connor@example.com"],
      ["plus addressing and sub-domains", "hr+yoga@people.northwind.co.uk"],
      ["RFC 5322's other local-part signs", "a!b$c*d/e=f^g_h`i{j|k}l~m-n@example.com"],
      ["a hyphen inside a label and digits", "ann@mail-1.example123.com"],
      ["a local part of 64 characters", `${LONGEST_LOCAL_PART}@example.com`],
      ["an address of 254 characters", LONGEST_ADDRESS],
      ["spaces around it, which are trimmed", "  ann@example.com  "],
    ])("accepts %s", (_case, email) => {
      expect(issue(email)).toBeUndefined();
    });

    it.each([
      ["a Bcc header after a question mark", "a@b.c?bcc=attacker%40evil.example"],
      ["a second address after a comma", "q@q.co,victim"],
      ["a Cc header after an ampersand", "a@b.c&cc=x@y.z"],
      ["a quoted local part", '"x"@y.z'],
      ["a space in the local part", "a b@c.d"],
      ["a display name in angle brackets", "Ann <ann@example.com>"],
      ["angle brackets alone", "<ann@example.com>"],
      ["a percent sign in the local part", "a%0Abcc@example.com"],
      ["a question mark in the local part", "a?cc=x@example.com"],
      ["an ampersand in the local part", "a&cc=x@example.com"],
      ["a hash in the local part", "a#b@example.com"],
      ["a semicolon between two addresses", "a@b.co;c@d.co"],
      ["a line break before a header", "a@b.co\nBcc: x@y.z"],
      ["a domain without a dot", "asha@localhost"],
      ["nothing after the last dot", "ann@example."],
      ["a label starting with a hyphen", "ann@-example.com"],
      ["a label ending with a hyphen", "ann@example-.com"],
      ["a label of 64 characters", `ann@${"a".repeat(64)}.com`],
      ["an empty label", "ann@example..com"],
      ["an underscore in the domain", "ann@ex_ample.com"],
      ["a dot at the start of the local part", ".ann@example.com"],
      ["two dots in a row in the local part", "a..nn@example.com"],
      ["a dot at the end of the local part", "ann.@example.com"],
      ["two @ signs", "ann@@example.com"],
      ["nothing before the @", "@example.com"],
      ["no @ at all", "ann.example.com"],
      ["a local part of 65 characters", `${"l".repeat(65)}@example.com`],
      ["an address of 255 characters", `${LONGEST_ADDRESS.slice(0, 253)}aa`],
      ["letters outside ASCII in the domain", "ann@bücher.example"],
    ])("refuses %s with the form's own message", (_case, email) => {
      expect(issue(email)?.message).toBe(message);
    });
  });

  it("refuses a blank recipient in the e-mail tool with its required message first", () => {
    const result = customEmailSchema.safeParse({ to: "  ", name: "Ann", subject: "Hi", message: "Hi" });
    expect(result.success ? undefined : firstIssue(result.error)).toEqual({
      message: OUTREACH_MESSAGES.emailRequired,
      field: "to",
    });
  });
});
