import { describe, expect, it } from "vitest";
import { type DryRunTools, OUTREACH_CHANNEL_IDS } from "#contracts/outreach-channels";
import { dryRunNotice } from "./dry-run-notice.ts";

const dry = (...channels: (keyof DryRunTools)[]): DryRunTools =>
  Object.fromEntries(
    OUTREACH_CHANNEL_IDS.map((channel) => [channel, channels.includes(channel)]),
  ) as DryRunTools;

describe("the dry-run banner text", () => {
  it("is absent when all four tools are live", () => {
    expect(dryRunNotice(dry())).toBeNull();
  });

  it.each([
    [
      "nothing configured",
      dry("call", "sms", "whatsapp", "email"),
      "Dry run: Twilio (calls, SMS, WhatsApp) and SMTP (e-mail) are not configured. Calls and messages are recorded but not placed or sent.",
    ],
    [
      "no Twilio",
      dry("call", "sms", "whatsapp"),
      "Dry run: Twilio (calls, SMS, WhatsApp) is not configured. Calls and messages are recorded but not placed or sent.",
    ],
    [
      "no SMTP",
      dry("email"),
      "Dry run: SMTP (e-mail) is not configured. Messages are recorded but not sent.",
    ],
    [
      "Twilio without a caller id",
      dry("call"),
      "Dry run: Twilio (calls) is not configured. Calls are recorded but not placed.",
    ],
    [
      "Twilio without a WhatsApp sender",
      dry("whatsapp"),
      "Dry run: Twilio (WhatsApp) is not configured. Messages are recorded but not sent.",
    ],
    [
      "Twilio messaging and SMTP missing, calls live",
      dry("sms", "whatsapp", "email"),
      "Dry run: Twilio (SMS, WhatsApp) and SMTP (e-mail) are not configured. Messages are recorded but not sent.",
    ],
    [
      "calls and e-mail missing",
      dry("call", "email"),
      "Dry run: Twilio (calls) and SMTP (e-mail) are not configured. Calls and messages are recorded but not placed or sent.",
    ],
  ])("%s", (_shape, tools, text) => {
    expect(dryRunNotice(tools)).toBe(text);
  });

  it("names exactly the dry tools in every one of the 16 combinations", () => {
    const labels = { call: "calls", sms: "SMS", whatsapp: "WhatsApp", email: "e-mail" } as const;
    for (let mask = 1; mask < 16; mask++) {
      const channels = OUTREACH_CHANNEL_IDS.filter((_, bit) => mask & (1 << bit));
      const text = dryRunNotice(dry(...channels)) ?? "";
      const named = text.slice(0, text.indexOf(" not configured"));
      for (const channel of OUTREACH_CHANNEL_IDS) {
        expect(named.includes(labels[channel]), `${channel} in "${text}"`).toBe(channels.includes(channel));
      }
      expect(text.startsWith("Dry run: ")).toBe(true);
    }
  });
});
