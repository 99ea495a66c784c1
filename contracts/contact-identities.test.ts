import { describe, expect, it } from "vitest";
import { canBeReached, contactValue, missingContact } from "./contact-identities.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS } from "./outreach-channels.ts";

const offered = (lead: { phone: string; email: string }) =>
  OUTREACH_CHANNEL_IDS.filter((channel) => canBeReached(lead, OUTREACH_CHANNELS[channel].addresses));

describe("contact kinds and the channels that address them", () => {
  it("sends calls, SMS and WhatsApp to a phone and e-mail to an address; SMS and WhatsApp read Twilio's replies", () => {
    expect(
      OUTREACH_CHANNEL_IDS.map((channel) => {
        const { addresses, inbound } = OUTREACH_CHANNELS[channel];
        return [channel, addresses, inbound];
      }),
    ).toEqual([
      ["call", "phone", null],
      ["sms", "phone", "twilio"],
      ["email", "email", null],
      ["whatsapp", "phone", "twilio"],
    ]);
  });

  it("offers only e-mail to a quote request without a phone, and every tool to a lead with both", () => {
    expect(offered({ phone: "", email: "jo@acme.example" })).toEqual(["email"]);
    expect(offered({ phone: "+14155550142", email: "rita@example.com" })).toEqual([
      "call",
      "sms",
      "email",
      "whatsapp",
    ]);
  });

  it("shows the phone tools for a quote's phone that cannot be read, but says why they cannot be used (issue 31)", () => {
    const quote = { phone: "call me after 5", email: "lee@globex.example" };
    expect(contactValue("phone", quote.phone)).toBeUndefined();
    expect(offered(quote)).toEqual(["call", "sms", "email", "whatsapp"]);
    expect(missingContact(quote, "phone")).toBe("the phone given is not a number that can be dialled");
    expect(missingContact(quote, "email")).toBeUndefined();
    expect(missingContact({ phone: "(646) 555-0199", email: "" }, "phone")).toBeUndefined();
  });

  it("says in the inbox's words which address a lead lacks for a channel, and nothing when it has it", () => {
    const quote = { phone: "", email: "jo@acme.example" };
    expect(missingContact(quote, "phone")).toBe("no phone number");
    expect(missingContact(quote, "email")).toBeUndefined();
    expect(missingContact({ phone: "+14155550142", email: "" }, "email")).toBe("no e-mail address");
  });
});
