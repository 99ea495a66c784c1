import { describe, expect, it } from "vitest";
import {
  leadModalFollowUp,
  leadModalIntro,
  leadModalPaymentNote,
  leadModalTitle,
} from "./lead-modal-copy.ts";

describe("lead modal title", () => {
  it.each([
    ["default", "Start Your Yoga Journey"],
    ["quote", "Request a Quote"],
    ["booking", "Book Now"],
  ] as const)("in %s mode the form view is titled %s", (mode, title) => {
    expect(leadModalTitle(mode, false)).toBe(title);
  });

  it.each(["default", "quote", "booking"] as const)("after success in %s mode it is 'Thank You!'", (mode) => {
    expect(leadModalTitle(mode, true)).toBe("Thank You!");
  });
});

describe("lead modal copy", () => {
  it("tells visitors in default mode that an advisor will call to schedule a session", () => {
    expect(leadModalIntro("default")).toBe(
      "Share your details and a yoga advisor will contact you to schedule a session.",
    );
    expect(leadModalFollowUp("default")).toBe(
      "Our team will contact you within 24 hours to schedule your session.",
    );
  });

  it("says the call-back form takes no payment, unlike the trial's Buy Now", () => {
    expect(leadModalPaymentNote("default")).toBe("No payment now: an advisor calls you to find a time.");
    expect(leadModalPaymentNote("booking")).toBe("No payment now: an advisor calls you to find a time.");
    expect(leadModalPaymentNote("quote")).toBe("No payment now: an advisor calls you with a tailored quote.");
  });

  it("promises a quote in quote mode", () => {
    expect(leadModalFollowUp("quote")).toBe(
      "Our team will contact you with a tailored quote within 24 hours.",
    );
  });
});
