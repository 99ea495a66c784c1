import { describe, expect, it } from "vitest";
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  consentText,
  consentWording,
  leadConsentField,
} from "./consent.ts";
import { leadRequestSchema } from "./lead.ts";

const VALID = { name: "Asha Devi", email: "asha@example.com", phone: "+14155550142" };

describe("consent wording", () => {
  it("is version 2026-11-27, in the words the form shows and the server stores", () => {
    expect(CURRENT_CONSENT_VERSION).toBe("2026-11-27");
    const wording = CONSENT_WORDINGS[CURRENT_CONSENT_VERSION];
    expect(consentText(wording, "contact")).toBe(
      "By submitting, you ask Harmoni Yoga to call and email you about your request.",
    );
    expect(consentText(wording, "sms")).toBe(
      "Text me trial reminders and updates from Harmoni Yoga. Up to 4 messages per booking. Msg & data rates may apply. Reply STOP to opt out. See our Privacy Policy.",
    );
  });

  it("names the privacy policy's link once in every version's SMS details", () => {
    for (const wording of Object.values(CONSENT_WORDINGS)) {
      expect(wording.smsDetails.split(wording.privacyLinkText)).toHaveLength(2);
    }
  });

  it("knows only the versions it showed, not an object's inherited names", () => {
    expect(consentWording("2026-11-27")).toBe(CONSENT_WORDINGS["2026-11-27"]);
    for (const version of ["2026-11-28", "", "constructor", "__proto__", "toString"]) {
      expect(consentWording(version)).toBeUndefined();
    }
  });
});

describe("the lead request's consent", () => {
  it("carries the SMS choice and the wording's version", () => {
    const parsed = leadRequestSchema.parse({
      ...VALID,
      consent: { version: "2026-11-27", sms: true, extra: 1 },
    });
    expect(parsed.consent).toEqual({ version: "2026-11-27", sms: true });
  });

  it.each([
    ["missing (an older page)", undefined],
    ["of a version never shown", { version: "2025-01-01", sms: true }],
    ["with a choice that is not true or false", { version: "2026-11-27", sms: "yes" }],
    ["without a choice", { version: "2026-11-27" }],
    ["not an object", "yes"],
    ["with an overlong version", { version: "9".repeat(51), sms: true }],
  ])("is not given when %s, and the lead is still valid", (_, consent) => {
    expect(leadConsentField.parse(consent)).toBeUndefined();
    const parsed = leadRequestSchema.safeParse({ ...VALID, consent });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.consent).toBeUndefined();
  });
});
