import { describe, expect, it } from "vitest";
import { bridgeCallSchema, OUTREACH_MESSAGES, smsSchema, whatsappSchema } from "./outreach.ts";
import { phoneLocalTime } from "./phone-time-zone.ts";

const AT = new Date("2026-11-27T18:00:00Z");

/** What each tool makes of a number typed into its number field: the number sent, or the field's message. */
const tools = {
  call: (number: string) => bridgeCallSchema.safeParse({ to_number: number, agent_number: "+14155550177" }),
  sms: (number: string) => smsSchema.safeParse({ to: number, message: "See you Saturday." }),
  whatsapp: (number: string) =>
    whatsappSchema.safeParse({ number, name: "Ann Lee", contentSid: "health_report_request_campaign" }),
};

function sent(result: ReturnType<(typeof tools)[keyof typeof tools]>): string {
  if (!result.success) return result.error.issues[0]?.message ?? "";
  const data = result.data as { to?: string; to_number?: string; number?: string };
  return data.to ?? data.to_number ?? data.number ?? "";
}

describe("the outreach tools' number fields (issue 31: Send SMS refused a number it showed the local time of)", () => {
  const usable = [
    ["a national US number", "(646) 555-0199", "+16465550199"],
    ["a US number with dots", "646.555.0199", "+16465550199"],
    ["a US number with its 1", "1 646 555 0199", "+16465550199"],
    ["an international number", "+1 (646) 555-0199", "+16465550199"],
    ["an Indian mobile with its 0", "098220 12345", "+919822012345"],
    ["an Indian mobile with 91", "91 98220 12345", "+919822012345"],
  ] as const;

  it.each(usable)(
    "accepts %s the field shows a local time for, %s, in every tool, as %s",
    (_, typed, e164) => {
      expect(phoneLocalTime(typed, AT)).toBeDefined();
      for (const tool of Object.values(tools)) expect(sent(tool(typed))).toBe(e164);
    },
  );

  it.each([
    ["words", "call me after 5"],
    ["too few digits", "555-0199"],
    ["a national number of a country the forms do not offer", "020 7946 0958"],
  ])("refuses %s (%s) with the brief's message, and shows no local time for it", (_, typed) => {
    expect(phoneLocalTime(typed, AT)).toBeUndefined();
    expect(sent(tools.sms(typed))).toBe(OUTREACH_MESSAGES.numberFormat);
    expect(sent(tools.whatsapp(typed))).toBe(OUTREACH_MESSAGES.numberFormat);
    expect(sent(tools.call(typed))).toBe(OUTREACH_MESSAGES.clientNumberFormat);
  });

  it("reads the agent's number by the same rule", () => {
    const call = bridgeCallSchema.safeParse({ to_number: "+14155550142", agent_number: "(415) 555-0177" });
    expect(call.success && call.data.agent_number).toBe("+14155550177");
  });
});
