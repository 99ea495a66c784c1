import { describe, expect, it } from "vitest";
import { smsSegments } from "./sms-segments.ts";
import { type Arrival, alertEmail, alertSms } from "./staff-alert-text.ts";

const ID = "0b7f7a4e-8d1c-4f5e-9a3b-2c6d8e0f1a2b";

function arrival(overrides: Partial<Arrival> = {}): Arrival {
  return {
    kind: "lead",
    id: ID,
    headline: "Asha <Rao>",
    who: [
      ["Name", "Asha <Rao>"],
      ["E-mail", "asha@example.com"],
      ["Phone", "+14155550150"],
    ],
    lookingAt: [
      ["Offering", "Yin & Restore"],
      ["Page", "/offerings/yin?x=<b>"],
    ],
    smsDetails: ["+14155550150", "Yin & Restore"],
    message: null,
    arrivedAt: new Date("2026-11-24T10:51:00Z"),
    ...overrides,
  };
}

const LOCAL_TIME = {
  times: [{ zone: "America/Los_Angeles", time: "02:51", withinCallingHours: false }],
  withinCallingHours: false,
};

describe("the alert e-mail", () => {
  it("without PUBLIC_URL gives the page's path and says why there is no link", () => {
    const { text, html } = alertEmail(arrival(), { responsePromiseHours: 24 });
    const expected = `Open the lead's page in the staff area at /admin/leads/lead/${ID} (there is no full link because PUBLIC_URL is not set).`;
    expect(text.split("\n")).toContain(expected);
    expect(text).toContain("Their local time now: unknown (no time zone is known for this phone number)");
    expect(html).toContain(`<p>${expected.replace(/'/g, "&#39;")}</p>`);
    expect(html).not.toContain("<a ");
  });

  it("escapes what the visitor typed in the HTML part and keeps it as typed in the text part", () => {
    const { subject, text, html } = alertEmail(arrival(), {
      publicUrl: "https://harmoniyoga.example",
      responsePromiseHours: 12,
      localTime: LOCAL_TIME,
    });
    expect(subject).toBe("New lead: Asha <Rao>");
    expect(text).toContain("Name: Asha <Rao>\n");
    expect(text).toContain("Offering: Yin & Restore\nPage: /offerings/yin?x=<b>\n");
    expect(text).toContain(
      "Their local time now: 02:51 (America/Los_Angeles), outside calling hours (08:00 to 21:00)\n",
    );
    expect(text).toContain("The site promises them a reply within 12 hours.");
    expect(html).toContain('<h1 style="font-size:20px">New lead: Asha &lt;Rao&gt;</h1>');
    expect(html).toContain('<td style="padding:4px 0">Yin &amp; Restore</td>');
    expect(html).toContain('<td style="padding:4px 0">/offerings/yin?x=&lt;b&gt;</td>');
    expect(html).toContain(`<a href="https://harmoniyoga.example/admin/leads/lead/${ID}"`);
    expect(html).not.toMatch(/<(b|Rao)>/);
  });

  it("gives the local time in each zone the number may be in, without a warning inside calling hours", () => {
    const localTime = {
      times: [
        { zone: "America/Los_Angeles", time: "13:05", withinCallingHours: true },
        { zone: "America/Boise", time: "14:05", withinCallingHours: true },
      ],
      withinCallingHours: true,
    };
    const { text } = alertEmail(arrival(), { responsePromiseHours: 24, localTime });
    expect(text).toContain("Their local time now: 13:05 (America/Los_Angeles) or 14:05 (America/Boise)\n");
    expect(alertSms(arrival({ headline: "Asha Rao" }), { responsePromiseHours: 24, localTime })).toBe(
      "New lead: Asha Rao, +14155550150, Yin & Restore, 13:05 or 14:05 their time. See the leads inbox in the staff area.",
    );
  });

  it("says so when the form named nothing, and shows a quote request's message", () => {
    const { text } = alertEmail(arrival({ kind: "quote", lookingAt: [], message: "Lunch hour?\nTuesdays" }), {
      responsePromiseHours: 24,
    });
    expect(text).toContain("What they were looking at: nothing named\n\nMessage:\nLunch hour?\nTuesdays\n");
    expect(text).toContain(`Open the quote request's page in the staff area at /admin/leads/quote/${ID}`);
  });
});

describe("the alert SMS", () => {
  const context = {
    publicUrl: "https://harmoniyoga.example",
    responsePromiseHours: 24,
    localTime: LOCAL_TIME,
  };

  it("names the person, what they looked at, their local time and the link in one segment when it can", () => {
    const text = alertSms(arrival({ headline: "Asha Rao" }), context);
    expect(text).toBe(
      `New lead: Asha Rao, +14155550150, Yin & Restore, 02:51 their time. https://harmoniyoga.example/admin/leads/lead/${ID}`,
    );
    expect(smsSegments(text)).toBe(1);
  });

  it("stays within two segments for a long name in another script, dropping details from the end first", () => {
    const name = "अनन्या कृष्णन";
    const text = alertSms(arrival({ headline: name }), context);
    expect(text).toBe(`New lead: ${name}, +14155550150. https://harmoniyoga.example/admin/leads/lead/${ID}`);
    expect(smsSegments(text)).toBe(2);
  });

  it("shortens the name last, and says where to look without PUBLIC_URL", () => {
    const name = "अ".repeat(50);
    const withLink = alertSms(arrival({ headline: name }), context);
    expect(withLink).toMatch(/^New lead: अ+\.\.\.\. https:\/\/harmoniyoga\.example\/admin\/leads\/lead\//);
    expect(smsSegments(withLink)).toBe(2);
    expect(alertSms(arrival({ headline: "Asha Rao" }), { responsePromiseHours: 24 })).toBe(
      "New lead: Asha Rao, +14155550150, Yin & Restore. See the leads inbox in the staff area.",
    );
  });
});
