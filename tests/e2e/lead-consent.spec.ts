import type { Page } from "@playwright/test";
import { leadPagePath } from "#contracts/staff-pages";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  test,
  uniqueEmail,
} from "./fixtures.ts";
import { openDialog } from "./helpers.ts";

/** The wording version 2026-11-27, as the visitor reads it (docs/product/consent.md). */
const CONTACT = "By submitting, you ask Harmoni Yoga to call and email you about your request.";
const SMS_LABEL = "Text me trial reminders and updates from Harmoni Yoga.";
const SMS_DETAILS =
  "Up to 4 messages per booking. Msg & data rates may apply. Reply STOP to opt out. See our Privacy Policy (opens in a new tab).";

async function openAndFill(page: Page, email: string) {
  await page.goto("/");
  const dialog = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
  await dialog.getByLabel("Name").fill("Asha Devi");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0142");
  return dialog;
}

for (const ticked of [true, false]) {
  test(
    `the lead form shows the consent wording; ${ticked ? "a ticked" : "an unticked"} SMS box is stored with the wording's version`,
    BOTH_WIDTHS,
    async ({ page, site }) => {
      const email = uniqueEmail(ticked ? "consent-sms" : "consent-no-sms");
      const dialog = await openAndFill(page, email);
      const submit = dialog.getByRole("button", { name: "Request a call back" });
      await expect(submit).toHaveAccessibleDescription(CONTACT);
      const box = dialog.getByRole("checkbox", { name: SMS_LABEL });
      await expect(box).not.toBeChecked();
      // Chromium puts a space after the link's own words when it joins them into the description.
      await expect(box).toHaveAccessibleDescription(
        SMS_DETAILS.replace(" (opens in a new tab).", " (opens in a new tab) ."),
      );
      await expect(dialog.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      // The contact wording sits under the submit button.
      const [buttonBox, wordingBox] = await Promise.all([
        submit.boundingBox(),
        dialog.getByText(CONTACT).boundingBox(),
      ]);
      expect(wordingBox?.y).toBeGreaterThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) - 1);
      await expectNoSeriousA11yViolations(page);

      if (ticked) await box.check();
      await submit.click();
      await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();

      const lead = await site.latestLeadByEmail(email);
      const rows = await site.consentsByEmail(email);
      expect(
        rows.map(({ purpose, granted, wordingVersion, wording, page: where, leadId }) => ({
          purpose,
          granted,
          wordingVersion,
          wording,
          where,
          leadId,
        })),
      ).toEqual([
        {
          purpose: "contact",
          granted: true,
          wordingVersion: "2026-11-27",
          wording: CONTACT,
          where: "/",
          leadId: lead?.id,
        },
        {
          purpose: "sms",
          granted: ticked,
          wordingVersion: "2026-11-27",
          wording: `${SMS_LABEL} ${SMS_DETAILS.replace(" (opens in a new tab)", "")}`,
          where: "/",
          leadId: lead?.id,
        },
      ]);
      expect(rows[1]?.ipAddress).toBe("127.0.0.1");
      expect(rows[1]?.userAgent).toBe(await page.evaluate(() => navigator.userAgent));

      await site.startSession(page);
      await page.goto(leadPagePath("lead", lead?.id ?? ""));
      const details = page.getByRole("region", { name: "Details" });
      // On a phone the facts start closed, under their heading.
      if (isPhone(page)) await details.getByRole("heading", { name: "Details" }).click();
      await expect(details.getByRole("definition").filter({ hasText: "(wording 2026-11-27)" })).toHaveText(
        new RegExp(`^${ticked ? "agreed" : "not agreed"} on .+ \\(wording 2026-11-27\\) on /$`),
      );
    },
  );
}
