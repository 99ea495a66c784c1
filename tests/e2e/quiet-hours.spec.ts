import type { Page } from "@playwright/test";
import { phoneLocalTime } from "#contracts/phone-time-zone";
import { TWILIO_TEST } from "../support/twilio.ts";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  test,
  uniqueEmail,
} from "./fixtures.ts";

/**
 * Numbers in zones far apart (Honolulu UTC−10, New York UTC−5/−4, Kolkata UTC+5:30): at any hour at
 * least one of them is outside 08:00–21:00 with hours to go before its calls may start again.
 */
const CANDIDATES = ["+18085550142", "+12125550142", "+919876543210"];

const MINUTES_PER_DAY = 24 * 60;
const CALLING_STARTS = 8 * 60;

/** Minutes until calling hours begin at the number's location now (0 when they have begun). */
function minutesUntilCallingHours(phone: string): number {
  const local = phoneLocalTime(phone, new Date());
  const [time] = local?.times ?? [];
  if (!local || !time || local.withinCallingHours) return 0;
  const [hours = 0, minutes = 0] = time.time.split(":").map(Number);
  return (CALLING_STARTS - (hours * 60 + minutes) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * A lead's number whose local time is outside calling hours at the real time the test runs, the one
 * furthest from 08:00, so the test cannot watch it cross into the window. Computed, not faked: the
 * browser's and the server's clocks are the real ones.
 */
function numberOutsideCallingHoursNow(): { phone: string; zone: string } {
  const [phone = ""] = [...CANDIDATES].sort(
    (a, b) => minutesUntilCallingHours(b) - minutesUntilCallingHours(a),
  );
  expect(
    minutesUntilCallingHours(phone),
    `one of ${CANDIDATES.join(", ")} is outside calling hours`,
  ).toBeGreaterThan(30);
  const zone = phoneLocalTime(phone, new Date())?.times[0]?.zone ?? "";
  return { phone, zone };
}

const LOCAL_TIME = String.raw`\d{2}:\d{2}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NOTICE = new RegExp(
  `^It is ${LOCAL_TIME} for this lead\\. Calls and messages are allowed from 08:00 to 21:00 at their location\\.$`,
);

async function createLead(page: Page, phone: string) {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  const name = `Quinn L${letters.join("")}`;
  const created = await page.request.post("/api/hubspot-lead", {
    data: { name, email: uniqueEmail("quiet"), phone },
  });
  expect(created.status()).toBe(200);
  return name;
}

const confirmDialog = (page: Page) => page.getByRole("dialog", { name: "Send outside calling hours?" });

test(
  "quiet hours: the lead's local time on its page and in the tool, a confirm step before a late SMS; cancel sends nothing, Send anyway sends; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    const { phone, zone } = numberOutsideCallingHoursNow();
    await site.startSession(page);
    const name = await createLead(page, phone);

    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    // On a phone the details start closed (docs/product/staff-area.md, Lead page).
    if (isPhone(page)) await details.getByRole("heading", { name: "Details" }).click();
    await expect(
      details.getByText(
        new RegExp(`^Local time for this number: ${LOCAL_TIME} \\(${escapeRegExp(zone)}\\)$`),
      ),
    ).toBeVisible();
    await expect(details.getByText("Outside calling hours (08:00–21:00)")).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: "Send SMS" }).click();
    await expect(page.getByText(`For ${name}`)).toBeVisible();
    const to = page.getByLabel("To", { exact: true });
    await expect(to).toHaveValue(phone);
    await expect(to).toHaveAccessibleDescription(
      new RegExp(
        `Local time for this number: ${LOCAL_TIME} \\(${escapeRegExp(zone)}\\)\\s*Outside calling hours \\(08:00–21:00\\)$`,
      ),
    );
    await page.getByLabel("Message", { exact: true }).fill("Your trial class is tomorrow at 9 am.");
    const send = page.getByRole("button", { name: "Send SMS" });
    const sentBefore = site.twilio.requests.length;

    await send.click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(NOTICE);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(send).toBeFocused();
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(site.twilio.requests).toHaveLength(sentBefore);

    await send.click();
    await confirmDialog(page).getByRole("button", { name: "Send anyway" }).click();
    await expect(page.getByRole("status")).toHaveText("SMS sent successfully!");
    await expect(confirmDialog(page)).toBeHidden();
    await expect(send).toBeFocused();
    const sms = site.twilio.requests.at(-1);
    expect(site.twilio.requests).toHaveLength(sentBefore + 1);
    expect([sms?.endpoint, sms?.body.To, sms?.body.From]).toEqual(["messages", phone, TWILIO_TEST.smsFrom]);

    await page.getByRole("link", { name: `Back to ${name}'s page` }).click();
    await expect(
      page.getByRole("region", { name: /^Timeline/ }).getByText(`SMS to ${phone}: queued`),
    ).toBeVisible();
  },
);

test("the call tool shows the local time of the number as it is typed, and Escape cancels a late call", async ({
  page,
  site,
}) => {
  const { phone, zone } = numberOutsideCallingHoursNow();
  await site.startSession(page);
  await page.goto("/admin/client-call");
  const client = page.getByLabel("Client number", { exact: true });
  await expect(client).toHaveAccessibleDescription(
    "International format: a plus sign, the country code and the number, such as +14155550142.",
  );
  await client.fill("+44 20 7183 8750");
  await expect(page.getByText("Local time unknown")).toBeVisible();
  await client.fill(phone);
  await expect(
    page.getByText(new RegExp(`^Local time for this number: ${LOCAL_TIME} \\(${escapeRegExp(zone)}\\)$`)),
  ).toBeVisible();

  await page.getByLabel("Agent number", { exact: true }).fill("+14155550199");
  await page.getByRole("button", { name: "Call", exact: true }).click();
  await expect(confirmDialog(page)).toHaveAccessibleDescription(NOTICE);
  await page.keyboard.press("Escape");
  await expect(confirmDialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Call", exact: true })).toBeFocused();
  expect(site.twilio.requests).toEqual([]);
});
