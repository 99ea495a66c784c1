import type { Page } from "@playwright/test";
import { toE164 } from "#contracts/phone";
import { phoneLocalTime } from "#contracts/phone-time-zone";
import { parseMail } from "../support/smtp.ts";
import { TWILIO_TEST, twilioError } from "../support/twilio.ts";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueEmail,
  unzonedPhone,
} from "./fixtures.ts";

const CLIENT = unzonedPhone();
const AGENT = "+14155550199";
const DRY_RUN_MARK = " (dry run: recorded, not sent)";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const result = (page: Page) =>
  page.locator("form").getByRole("status").or(page.locator("form").getByRole("alert"));

async function openTool(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Harmoni Yoga staff`);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** Exactly these fields are marked invalid, each described by its own message. */
async function expectFieldErrors(page: Page, labels: readonly string[], errors: Record<string, string>) {
  for (const label of labels) {
    const message = errors[label];
    if (message) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
    } else {
      await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
    }
  }
}

/** Stops the clock just before a send, so the 4 s clearing can be checked to the millisecond. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

async function expectClearedAfterFourSeconds(page: Page) {
  await page.clock.runFor(3_999);
  await expect(result(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(result(page)).toHaveCount(0);
}

test.describe("with Twilio and SMTP", () => {
  test.beforeEach(async ({ page, site }) => {
    await page.clock.install();
    await site.startSession(page);
  });

  test("Call Client: both numbers checked, a bridged call through Twilio, the agent number remembered; axe", async ({
    page,
    site,
  }) => {
    await openTool(page, "/admin/client-call", "Call Client");
    const labels = ["Client number", "Agent number"];
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expectFieldErrors(page, labels, {
      "Client number": "Client number is required.",
      "Agent number": "Agent number is required.",
    });
    await expect(field(page, "Client number")).toBeFocused();

    // Numbers no rule reads (a national US number such as "(415) 555-0199" is read, see below).
    await fill(page, { "Client number": "555-0142", "Agent number": "00 1 415" });
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expectFieldErrors(page, labels, {
      "Client number": "Client number must be in international format, such as +14155550142.",
      "Agent number": "Agent number must be in international format, such as +14155550142.",
    });
    expect(site.twilio.requests).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await fill(page, { "Client number": "+1 (555) 555-0142", "Agent number": "+1 415 555 0199" });
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(/^Call initiated! Call SID: CA[0-9a-f]{32}$/);
    await expectFieldErrors(page, labels, {});
    // The agent's phone rings first, from the studio's caller id; answering it dials the client.
    expect(site.twilio.requests).toHaveLength(1);
    const call = site.twilio.requests[0]?.body ?? {};
    expect([call.To, call.From]).toEqual([AGENT, TWILIO_TEST.callerId]);
    expect(call.Twiml).toContain(`<Number>${CLIENT}</Number>`);

    await page.reload();
    await expect(field(page, "Agent number")).toHaveValue(AGENT);
    await expect(field(page, "Client number")).toHaveValue("");
  });

  test("Call Client: Twilio's refusal reads 'Error: …', a dropped connection 'Network or server error.'", async ({
    page,
    site,
  }) => {
    await openTool(page, "/admin/client-call", "Call Client");
    await fill(page, { "Client number": CLIENT, "Agent number": AGENT });
    site.twilio.reply("calls", {
      status: 400,
      body: twilioError(21211, "The 'To' number +14155550199 is not a valid phone number."),
    });
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Error: The 'To' number +14155550199 is not a valid phone number.",
    );

    await page.route("**/api/twilio-bridge-call", (route) => route.abort("connectionfailed"));
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Network or server error.");
    await expect(field(page, "Client number")).toHaveValue(CLIENT);
  });

  test(
    "Send SMS: rules, 'Sending...' with the form disabled, then the message cleared and the number kept; axe",
    BOTH_WIDTHS,
    async ({ page, site }) => {
      await openTool(page, "/admin/send-sms", "Send SMS");
      const labels = ["To", "Message"];
      const send = page.getByRole("button", { name: "Send SMS" });
      await send.click();
      await expectFieldErrors(page, labels, { To: "Number is required.", Message: "Message is required." });
      await expectNoSeriousA11yViolations(page);

      await fill(page, { To: CLIENT, Message: "   " });
      await send.click();
      await expectFieldErrors(page, labels, { Message: "Message is required." });

      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/send-custom-sms", async (route) => {
        await released;
        await route.continue();
      });
      await fill(page, { Message: "Your trial class is booked for 9 am." });
      await send.click();
      await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
      for (const label of labels) await expect(field(page, label)).toBeDisabled();
      release();

      await expect(page.getByRole("status")).toHaveText("SMS sent successfully!");
      await expect(field(page, "Message")).toHaveValue("");
      await expect(field(page, "To")).toHaveValue(CLIENT);
      await expect(page.getByRole("button", { name: "Send SMS" })).toBeEnabled();
      const sms = site.twilio.requests[0]?.body ?? {};
      expect([sms.To, sms.From, sms.Body]).toEqual([
        CLIENT,
        TWILIO_TEST.smsFrom,
        "Your trial class is booked for 9 am.",
      ]);

      // A refusal keeps what was typed, so it can be sent again.
      site.twilio.reply("messages", {
        status: 400,
        body: twilioError(21610, "Attempt to send to unsubscribed recipient"),
      });
      await fill(page, { Message: "Second try" });
      await page.getByRole("button", { name: "Send SMS" }).click();
      await expect(page.getByRole("alert")).toHaveText("Error: Attempt to send to unsubscribed recipient");
      await expect(field(page, "Message")).toHaveValue("Second try");
    },
  );

  test("Send SMS sends to a national number it shows the local time of, '(646) 555-0199' (issue 31)", async ({
    page,
    site,
  }) => {
    // National forms in zones far apart: at any hour one of them is inside calling hours with time to spare,
    // so no quiet-hours question comes between typing and sending (the clocks are the real ones).
    const soon = new Date(Date.now() + 10 * 60_000);
    const number = ["(646) 555-0199", "(808) 555-0199", "098220 12345"].find(
      (typed) =>
        phoneLocalTime(typed, new Date())?.withinCallingHours &&
        phoneLocalTime(typed, soon)?.withinCallingHours,
    ) as string;
    const e164 = toE164(number);
    await openTool(page, "/admin/send-sms", "Send SMS");
    await fill(page, { To: number, Message: "See you Saturday at 10." });
    await expect(field(page, "To")).toHaveAccessibleDescription(/Local time for this number: \d{2}:\d{2} \(/);
    await page.getByRole("button", { name: "Send SMS" }).click();

    await expect(page.getByRole("status")).toHaveText("SMS sent successfully!");
    expect(site.twilio.requests.map((request) => request.body.To)).toEqual([e164]);
  });

  test("Send Email: default subject, the rules, a branded e-mail over SMTP; name and e-mail cleared, the message gone after 4 s; axe", async ({
    page,
    site,
  }) => {
    await openTool(page, "/admin/send-email", "Send Email");
    const labels = ["Name", "Email", "Subject", "Booking link (optional)", "Message"];
    await expect(field(page, "Subject")).toHaveValue("Your Free Harmoni Yoga Session Awaits!");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Message")).toHaveAccessibleDescription(/HTML is allowed/);

    await fill(page, { Email: "asha@", Subject: "", "Booking link (optional)": "harmoniyoga.example/book" });
    await page.getByRole("button", { name: "Send Email" }).click();
    await expectFieldErrors(page, labels, {
      Name: "Name is required.",
      Email: "Please enter a valid email address.",
      Subject: "Subject is required.",
      "Booking link (optional)":
        "Booking link must be a full web address, such as https://harmoniyoga.example/book.",
      Message: "Message is required.",
    });
    await expectNoSeriousA11yViolations(page);

    const to = uniqueEmail("asha");
    await fill(page, {
      Name: "Asha Rao",
      Email: to,
      Subject: "Your first class",
      "Booking link (optional)": "https://harmoniyoga.example/book",
      Message: "<p>We would <strong>love</strong> to see you.</p>",
    });
    await pauseClock(page);
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByRole("status")).toHaveText("Email sent successfully!");
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Email")).toHaveValue("");
    await expect(field(page, "Subject")).toHaveValue("Your first class");
    await expect(field(page, "Message")).toHaveValue("<p>We would <strong>love</strong> to see you.</p>");
    await expectClearedAfterFourSeconds(page);

    const received = site.smtp.received.filter((mail) => mail.to.includes(to));
    expect(received).toHaveLength(1);
    const mail = parseMail(received[0]?.raw ?? "");
    expect(mail.headers.get("subject")).toBe("Your first class");
    expect(mail.html).toContain("<strong>love</strong>");
    expect(mail.html).toContain('href="https://harmoniyoga.example/book"');
  });

  test("Send Email: an SMTP refusal reads 'Error: …', keeps the fields and also goes after 4 s", async ({
    page,
    site,
  }) => {
    await openTool(page, "/admin/send-email", "Send Email");
    const to = uniqueEmail("refused");
    await fill(page, { Name: "Asha Rao", Email: to, Message: "<p>Hello</p>" });
    site.smtp.script([{ code: 550, message: "Mailbox unavailable" }]);
    await pauseClock(page);
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^Error: The SMTP server answered: 550\b.*Mailbox unavailable/,
    );
    await expect(field(page, "Email")).toHaveValue(to);
    await expect(field(page, "Name")).toHaveValue("Asha Rao");
    await expectClearedAfterFourSeconds(page);
  });

  test("Send WhatsApp: per-field messages, one template, Twilio's refusal, then success clears the form and the message after 4 s; axe", async ({
    page,
    site,
  }) => {
    await openTool(page, "/admin/send-whatsapp", "Send WhatsApp");
    const labels = ["Number", "Name", "Template"];
    const template = field(page, "Template");
    await expect(template.locator("option")).toHaveText(["Choose a template", "Health Report Request form"]);
    await expect(template.locator("option").nth(1)).toHaveAttribute(
      "value",
      "health_report_request_campaign",
    );

    await page.getByRole("button", { name: "Send WhatsApp" }).click();
    await expectFieldErrors(page, labels, {
      Number: "Number is required.",
      Name: "Name is required.",
      Template: "Template is required.",
    });
    await expectNoSeriousA11yViolations(page);

    await fill(page, { Number: CLIENT, Name: "Asha" });
    await template.selectOption({ label: "Health Report Request form" });
    site.twilio.reply("messages", {
      status: 400,
      body: twilioError(63016, "Failed to send freeform message"),
    });
    await page.getByRole("button", { name: "Send WhatsApp" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error: Failed to send freeform message");
    await expect(field(page, "Number")).toHaveValue(CLIENT);

    site.twilio.reply("messages", { status: 201 });
    await pauseClock(page);
    await page.getByRole("button", { name: "Send WhatsApp" }).click();
    await expect(page.getByRole("status")).toHaveText("WhatsApp message sent successfully!");
    for (const label of ["Number", "Name"]) await expect(field(page, label)).toHaveValue("");
    await expect(template).toHaveValue("");
    await expectClearedAfterFourSeconds(page);

    const whatsapp = site.twilio.requests.at(-1)?.body ?? {};
    expect([whatsapp.To, whatsapp.From, whatsapp.ContentSid]).toEqual([
      `whatsapp:${CLIENT}`,
      `whatsapp:${TWILIO_TEST.whatsappFrom}`,
      TWILIO_TEST.contentSid,
    ]);
    expect(JSON.parse(String(whatsapp.ContentVariables))).toEqual({ "1": "Asha" });
  });
});

test.describe("without Twilio and SMTP", () => {
  test("the banner names the providers on every tool and each send says it was not sent; axe", async ({
    page,
    drySite,
  }) => {
    await drySite.signIn(page);
    const banner = page.getByRole("note", { name: "Dry run" });
    const text =
      "Dry run: Twilio (calls, SMS, WhatsApp) and SMTP (e-mail) are not configured. Calls and messages are recorded but not placed or sent.";
    await expect(banner).toHaveText(text);
    await expectNoSeriousA11yViolations(page);

    const nav = page.getByRole("navigation", { name: "Staff tools" });
    await nav.getByRole("link", { name: "Call Client" }).click();
    await expect(banner).toHaveText(text);
    await fill(page, { "Client number": CLIENT, "Agent number": AGENT });
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(
      new RegExp(`^Call initiated! Call SID: dry-run-\\S+${escapeRegExp(DRY_RUN_MARK)}$`),
    );

    await nav.getByRole("link", { name: "Send SMS" }).click();
    await expect(banner).toHaveText(text);
    await fill(page, { To: CLIENT, Message: "Hello" });
    await page.getByRole("button", { name: "Send SMS" }).click();
    await expect(page.getByRole("status")).toHaveText(`SMS sent successfully!${DRY_RUN_MARK}`);

    await nav.getByRole("link", { name: "Send Email" }).click();
    await expect(banner).toHaveText(text);
    await nav.getByRole("link", { name: "Send WhatsApp" }).click();
    await expect(banner).toHaveText(text);
  });
});
