import { describe, expect, it } from "vitest";
import { paymentDetailsFrom } from "./payment-details.ts";

const details = (query: string) => paymentDetailsFrom(new URLSearchParams(query));

describe("paymentDetailsFrom", () => {
  it("shows nothing without parameters", () => {
    expect(details("")).toEqual({ amountPaid: null, transactionId: null });
  });

  it("shows the amount as 'Amount Paid: {cc} {amt}' only when both are present", () => {
    expect(details("amt=85&cc=USD").amountPaid).toBe("Amount Paid: USD 85");
    expect(details("amt=85").amountPaid).toBeNull();
    expect(details("cc=USD").amountPaid).toBeNull();
    expect(details("amt=&cc=USD").amountPaid).toBeNull();
  });

  it("shows the transaction id when tx is present", () => {
    expect(details("tx=8AB12345CD6789012").transactionId).toBe("8AB12345CD6789012");
    expect(details("tx=%20%20").transactionId).toBeNull();
  });

  it("keeps markup in a parameter as the literal text it is", () => {
    expect(details("tx=%3Cscript%3Ealert(1)%3C%2Fscript%3E").transactionId).toBe("<script>alert(1)</script>");
  });
});
