import { describe, expect, it } from "vitest";
import { isValidMobileNumber, joinPhone, storedPhone, stripPhoneFormatting, toE164 } from "./phone.ts";

describe("stripPhoneFormatting", () => {
  it("drops spaces, hyphens and parentheses and keeps the plus", () => {
    expect(stripPhoneFormatting(" +1 (415) 555-0142 ")).toBe("+14155550142");
  });
});

describe("joinPhone", () => {
  it.each([
    ["4155550142", "+14155550142"],
    ["415 555 0142", "+14155550142"],
    ["415-555-0142", "+14155550142"],
    ["(415) 555-0142", "+14155550142"],
    ["+1 (415) 555-0142", "+14155550142"],
    ["1 415 555 0142", "+14155550142"],
    ["+4155550142", "+14155550142"],
  ])("joins +1 with %s as %s", (typed, joined) => {
    expect(joinPhone("+1", typed)).toBe(joined);
  });

  it("strips only one leading 1, after the plus", () => {
    expect(joinPhone("+1", "11 415 555 0142")).toBe("+114155550142");
  });

  it("keeps a 1 that is not leading", () => {
    expect(joinPhone("+1", "2125551234")).toBe("+12125551234");
  });

  it("joins other country codes the same way", () => {
    expect(joinPhone("+91", "98765 43210")).toBe("+919876543210");
  });
});

describe("isValidMobileNumber: US and Canada", () => {
  it.each([
    ["San Francisco, bare", "4155550142"],
    ["New York with +1", "+12125551234"],
    ["Toronto with 1", "14165550123"],
    ["Toronto with +1", "+14165550123"],
    ["Vancouver, formatted", "+1 (604) 555-0199"],
    ["Vancouver, hyphenated", "604-555-0199"],
  ])("accepts %s", (_case, phone) => {
    expect(isValidMobileNumber(phone)).toBe(true);
  });

  it.each([
    ["an area code starting 0", "+10155550142"],
    ["an area code starting 1", "+11155550142"],
    ["an exchange starting 0", "+14150550142"],
    ["an exchange starting 1", "+14151550142"],
    ["9 digits", "+1415555014"],
    ["11 digits after +1", "+141555501422"],
    ["letters", "+1415555ABCD"],
    ["an empty string", ""],
    ["a bare +1", "+1"],
    ["a wrong country code", "+44415555014"],
  ])("rejects %s", (_case, phone) => {
    expect(isValidMobileNumber(phone)).toBe(false);
  });
});

describe("isValidMobileNumber: Indian mobiles", () => {
  it.each([
    ["with +91", "+919876543210"],
    ["with 91", "919876543210"],
    ["with 0", "09876543210"],
    ["bare, starting 9", "9876543210"],
    ["bare, starting 6", "6123456789"],
    ["bare, starting 7", "7123456789"],
    ["bare, starting 8", "8123456789"],
    ["with spaces", "+91 98765 43210"],
  ])("accepts %s", (_case, phone) => {
    expect(isValidMobileNumber(phone)).toBe(true);
  });

  it.each([
    ["starting 5", "+915876543210"],
    ["starting 0 after +91", "+910876543210"],
    ["starting 1 after +91", "+911876543210"],
    ["9 digits after +91", "+91987654321"],
    ["11 digits after +91", "+9198765432101"],
    ["letters", "+91987654321O"],
  ])("rejects %s", (_case, phone) => {
    expect(isValidMobileNumber(phone)).toBe(false);
  });
});

describe("toE164", () => {
  it.each([
    ["a US number as the lead form joins it", "+14155550142", "+14155550142"],
    ["10 NANP digits, as the API may store them", "4155550142", "+14155550142"],
    ["1 and 10 NANP digits", "14155550142", "+14155550142"],
    ["a formatted US number", " +1 (415) 555-0142 ", "+14155550142"],
    ["a quote's number typed with dots", "415.555.0142", "+14155550142"],
    ["an Indian mobile with +91", "+91 98765 43210", "+919876543210"],
    ["an Indian mobile with 91", "919876543210", "+919876543210"],
    ["an Indian mobile with 0", "09876543210", "+919876543210"],
    ["a bare Indian mobile that is no NANP number (exchange 012)", "9870123456", "+919870123456"],
    ["a bare 10 digits that are a NANP number: read as US", "9876543210", "+19876543210"],
    ["another country, with its plus", "+44 20 7946 0958", "+442079460958"],
    ["another country, with 00", "0044 20 7946 0958", "+442079460958"],
    ["ten digits that also fit an Indian mobile: read as North American", "6123456789", "+16123456789"],
  ])("reads %s", (_case, value, e164) => {
    expect(toE164(value)).toBe(e164);
  });

  it.each([
    ["an empty value", ""],
    ["letters", "call me"],
    ["an extension", "+14155550142 x12"],
    ["too few digits for a country", "5550142"],
    ["a national number of another country, without its code", "020 7946 0958"],
    ["a plus and too many digits", "+1234567890123456"],
    ["a plus and a leading 0", "+0415555014"],
    ["a North American area code starting 1", "1155550128"],
  ])("cannot tell %s", (_case, value) => {
    expect(toE164(value)).toBeUndefined();
  });
});

describe("storedPhone", () => {
  it.each([
    ["10 NANP digits", "4155550128", "+14155550128"],
    ["an Indian mobile with 0", "09876543210", "+919876543210"],
    ["nothing", "", ""],
    ["a number without its country, kept as typed and trimmed", " 020 7946 0958 ", "020 7946 0958"],
  ])("stores %s", (_case, value, stored) => {
    expect(storedPhone(value)).toBe(stored);
  });
});
