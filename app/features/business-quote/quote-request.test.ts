import { describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "#contracts/business-quote";
import { checkQuoteForm, EMPTY_QUOTE_FORM, type QuoteFormValues } from "./quote-request.ts";

const filled: QuoteFormValues = {
  company: " Northwind Logistics ",
  contact: " Priya Raman ",
  email: " Priya.Raman@Northwind.Example ",
  phone: " 415 555 0187 ",
  teamSize: "40",
  message: "",
  website: "",
};

describe("checkQuoteForm", () => {
  it("turns a valid form into the API body: trimmed text, lower-case e-mail, a numeric team size", () => {
    expect(checkQuoteForm(filled)).toEqual({
      ok: true,
      request: {
        company: "Northwind Logistics",
        contact: "Priya Raman",
        email: "priya.raman@northwind.example",
        phone: "415 555 0187",
        teamSize: 40,
        message: "",
        website: "",
      },
    });
  });

  it("sends the optional message trimmed, and the honeypot exactly as typed", () => {
    const result = checkQuoteForm({ ...filled, message: "  Mornings, please. ", website: " bot " });
    expect(result.ok && result.request.message).toBe("Mornings, please.");
    expect(result.ok && result.request.website).toBe(" bot ");
  });

  it("an empty form reports the company rule first, with its field", () => {
    expect(checkQuoteForm(EMPTY_QUOTE_FORM)).toEqual({
      ok: false,
      issue: { message: QUOTE_MESSAGES.company, field: "company" },
    });
  });

  it("walks the rules in the spec's order as each field is fixed", () => {
    let form: QuoteFormValues = { ...EMPTY_QUOTE_FORM, company: "Northwind" };
    expect(checkQuoteForm(form)).toMatchObject({
      issue: { message: QUOTE_MESSAGES.contact, field: "contact" },
    });
    form = { ...form, contact: "Priya" };
    expect(checkQuoteForm(form)).toMatchObject({ issue: { message: QUOTE_MESSAGES.email, field: "email" } });
    form = { ...form, email: "priya@northwind.example" };
    expect(checkQuoteForm(form)).toMatchObject({
      issue: { message: QUOTE_MESSAGES.teamSize, field: "teamSize" },
    });
    form = { ...form, teamSize: "12" };
    expect(checkQuoteForm(form).ok).toBe(true);
  });

  it("leaves an empty phone to the input's own required check", () => {
    expect(checkQuoteForm({ ...filled, phone: "" }).ok).toBe(true);
  });
});
