import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/support/config.ts";
import { dryRunTools } from "./index.ts";

const account = { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "secret" };

describe("dryRunTools", () => {
  it("puts every tool in dry-run when nothing is configured", () => {
    expect(dryRunTools(testConfig())).toEqual({ call: true, sms: true, whatsapp: true, email: true });
  });

  it("needs the account and each tool's own sender", () => {
    const { twilio, mail } = testConfig();
    const config = {
      mail: { ...mail, smtpUrl: "smtp://127.0.0.1:2525" },
      twilio: { ...twilio, ...account, smsFrom: "+14155550100" },
    };
    expect(dryRunTools(config)).toEqual({ call: true, sms: false, whatsapp: true, email: false });
    const withoutAccount = { ...config, twilio: { ...config.twilio, authToken: undefined } };
    expect(dryRunTools(withoutAccount).sms).toBe(true);
  });

  it("sends WhatsApp only when the sender is set and every template has a Content SID", () => {
    const { twilio, mail } = testConfig();
    const whatsapp = { ...twilio, ...account, whatsappFrom: "+14155550101" };
    expect(dryRunTools({ mail, twilio: whatsapp }).whatsapp).toBe(true);
    const mapped = {
      ...whatsapp,
      whatsappTemplates: { health_report_request_campaign: "HX0123456789abcdef0123456789abcdef" },
    };
    expect(dryRunTools({ mail, twilio: mapped }).whatsapp).toBe(false);
  });
});
