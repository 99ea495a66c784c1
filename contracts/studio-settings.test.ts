import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { promiseHoursText } from "./response-promise.ts";
import { parseStudioSettings, StudioSettingsError } from "./studio-settings.ts";
import { readStudioSettings } from "./studio-settings-file.ts";

const DEFAULT_FILE = readFileSync(new URL("../studio.settings.yaml", import.meta.url), "utf8");

function problemsOf(yaml: string): string[] {
  try {
    parseStudioSettings(yaml, "studio.settings.yaml");
  } catch (error) {
    if (error instanceof StudioSettingsError) return error.problems;
    throw error;
  }
  throw new Error("expected a StudioSettingsError");
}

describe("the studio settings file", () => {
  it("holds what the site has always shown: the sample studio's phone, e-mails, offices and 24-hour promise", () => {
    const settings = readStudioSettings({});
    expect(settings).toMatchObject({
      sampleData: true,
      responsePromiseHours: 24,
      phone: { label: "+1 (415) 555-0142", href: "tel:+14155550142" },
      email: "hello@harmoniyoga.example",
      businessEmail: "corporate@harmoniyoga.example",
      offices: [
        {
          label: "India registered office",
          city: "Noida",
          address: "Sector 62, Noida, Uttar Pradesh 201309, India",
          phone: { label: "+91 120 555 0100", href: "tel:+911205550100" },
        },
        {
          label: "United States client support",
          city: "San Francisco",
          address: "548 Market St, San Francisco, CA 94104, USA",
          phone: { label: "+1 (415) 555-0142", href: "tel:+14155550142" },
        },
      ],
      payments: { linkBase: "https://www.paypal.com/ncp/payment/" },
      analytics: { adsConversionSendTo: "" },
    });
  });

  it("takes RESPONSE_PROMISE_HOURS over the file's promise, and names it when it is wrong", () => {
    expect(readStudioSettings({ RESPONSE_PROMISE_HOURS: "6" }).responsePromiseHours).toBe(6);
    expect(() => readStudioSettings({ RESPONSE_PROMISE_HOURS: "0" })).toThrow(
      'RESPONSE_PROMISE_HOURS cannot be used:\n  - must be a whole number of hours from 1 to 720, not "0"',
    );
  });

  it("takes the build's variables from before the settings file over the file, and names a wrong one", () => {
    const settings = readStudioSettings({
      PAYMENT_LINK_BASE_URL: "https://pay.example/link/",
      QUESTIONNAIRE_URL: "https://forms.example/health",
      INSTRUCTOR_APPLICATION_URL: "https://forms.example/teach",
      ADS_CONVERSION_SEND_TO: "AW-123456789/AbCdEf",
    });
    expect(settings.payments.linkBase).toBe("https://pay.example/link/");
    expect(settings.links).toEqual({
      questionnaire: "https://forms.example/health",
      instructorApplication: "https://forms.example/teach",
    });
    expect(settings.analytics.adsConversionSendTo).toBe("AW-123456789/AbCdEf");
    expect(readStudioSettings({ QUESTIONNAIRE_URL: "" }).links.questionnaire).toBe(
      "https://forms.gle/harmoni-health-questionnaire",
    );
    expect(() => readStudioSettings({ ADS_CONVERSION_SEND_TO: "G-12345" })).toThrow(
      'ADS_CONVERSION_SEND_TO cannot be used:\n  - must be a Google Ads conversion target such as "AW-123456789/AbCdEf", or "", not "G-12345"',
    );
  });

  it("reads the file STUDIO_SETTINGS names", () => {
    const settings = readStudioSettings({ STUDIO_SETTINGS: "tests/support/other-studio.settings.yaml" });
    expect(settings.phone).toEqual({ label: "+49 30 2345 6789", href: "tel:+493023456789" });
    expect(settings.sampleData).toBe(false);
  });

  it("says which file cannot be read", () => {
    expect(() => readStudioSettings({ STUDIO_SETTINGS: "no/such/studio.yaml" })).toThrow(
      /no\/such\/studio\.yaml cannot be used:\n {2}- cannot be read \(ENOENT\)$/,
    );
  });

  it("names every wrong field with its path and problem", () => {
    const broken = DEFAULT_FILE.replace('phone: "+91 120 555 0100"', 'phone: "call us"')
      .replace("email: hello@harmoniyoga.example", "email: hello")
      .replace("responsePromiseHours: 24", "responsePromiseHours: 1.5")
      .replace("  YouTube: https://www.youtube.com/@harmoniyoga.example", "  TikTok: https://tiktok.example")
      .replace(/^links:\n(?:\s+.*\n)+?\n/m, "");
    expect(problemsOf(broken)).toEqual([
      "responsePromiseHours: must be a whole number of hours from 1 to 720",
      "email: must be an e-mail address",
      'offices[0].phone: must be a phone number in international format, such as "+1 (415) 555-0142"',
      "socials: unknown setting(s) TikTok",
      "links: is missing",
    ]);
  });

  it("refuses the fictional 555-01xx numbers unless the file says it holds sample data", () => {
    expect(problemsOf(DEFAULT_FILE.replace("sampleData: true", "sampleData: false"))).toEqual([
      "phone: is a fictional 555-01xx number; give the studio's real number, or set sampleData: true",
      "offices[1].phone: is a fictional 555-01xx number; give the studio's real number, or set sampleData: true",
    ]);
  });

  it("says when the file is no YAML", () => {
    expect(problemsOf("phone: [unclosed")[0]).toMatch(/^is not valid YAML: /);
  });
});

describe("promiseHoursText", () => {
  it('words the promise as every page, e-mail and alert states it: "24 hours", "6 hours", "1 hour"', () => {
    expect([24, 6, 1].map(promiseHoursText)).toEqual(["24 hours", "6 hours", "1 hour"]);
  });
});
