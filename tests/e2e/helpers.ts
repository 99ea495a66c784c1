import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const LEAD_MODAL_TITLE = "Start Your Yoga Journey";

/**
 * Clicks a prerendered control until `outcome` holds: a click before the page has hydrated does nothing,
 * so each try gives the outcome a second before clicking again.
 */
export async function clickUntil(control: Locator, outcome: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await control.click();
    await outcome();
  }).toPass();
}

/** Opens a dialog from a prerendered button, the lead modal unless another dialog is named. */
export async function openDialog(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp = LEAD_MODAL_TITLE,
): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await clickUntil(opener, () => expect(dialog).toBeVisible({ timeout: 1_000 }));
  return dialog;
}

/** The opener shows the lead modal, which then closes again. */
export async function expectOpensLeadModal(page: Page, opener: Locator): Promise<void> {
  const dialog = await openDialog(page, opener);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/** Follows a prerendered link until the address matches: before hydration the router has no handler. */
export async function followLink(page: Page, link: Locator, url: RegExp): Promise<void> {
  await clickUntil(link, () => expect(page).toHaveURL(url, { timeout: 1_000 }));
}
