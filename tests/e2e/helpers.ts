import type { Locator, Page, Request } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const LEAD_MODAL_TITLE = "Start Your Yoga Journey";

/**
 * React tags the DOM nodes it owns once it has hydrated the prerendered page. The footer and the home
 * page's sections after the hero hydrate later, with their own modules: the end of <main> and the
 * footer are waited for as well.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const hydrated = (node: Element | null) =>
          node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber"));
        const later = [document.querySelector("main > :last-child"), document.getElementById("site-footer")];
        return hydrated(document.querySelector("h1")) && later.every((node) => !node || hydrated(node));
      }),
    )
    .toBe(true);
}

/**
 * Clicks a prerendered control until `done` says its effect has shown: a click before the page has
 * hydrated does nothing, so each try gives the effect a second. A retry clicks only if the effect is
 * still missing, because on a busy machine a click can land after its second is up, and clicking again
 * would undo it (close the dialog, go one page further) or wait on a control the effect now covers.
 */
export async function clickUntil(control: Locator, done: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    if (!(await done())) await control.click({ timeout: 1_000 });
    await expect.poll(done, { timeout: 1_000 }).toBe(true);
  }).toPass();
}

/** Opens a dialog from a prerendered button, the lead modal unless another dialog is named. */
export async function openDialog(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp = LEAD_MODAL_TITLE,
): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await clickUntil(opener, () => dialog.isVisible());
  return dialog;
}

/** The opener shows the lead modal, which then closes again. */
export async function expectOpensLeadModal(page: Page, opener: Locator): Promise<void> {
  const dialog = await openDialog(page, opener);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/** The JSON-LD blocks in a page's HTML as the server sends it: what search engines read. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? "{}") as Record<string, unknown>,
  );
}

/**
 * Clicks a prerendered link or pager button once the app has hydrated (before, the router has no
 * handler), then waits for the address. One click only: a navigation in flight keeps the old address
 * while its data loads, and a second click would restart it or go one page further.
 */
export async function followLink(page: Page, control: Locator, url: RegExp): Promise<void> {
  await waitForHydration(page);
  await control.click();
  await expect(page).toHaveURL(url);
}

export interface LoadedScript {
  url: string;
  code: string;
}

/**
 * Records every script the page asks for from now on; `loaded()` gives each one's code, read once more from the
 * server by its address. Script files are named by content hash alone, so tests tell them apart by their code, and
 * the page's own copy of a response cannot be relied on: a modulepreloaded one may be gone by the time it is read.
 */
export function recordScripts(page: Page): { loaded(): Promise<LoadedScript[]>; stop(): void } {
  const scripts = new Map<string, Promise<LoadedScript>>();
  const listener = (request: Request) => {
    const url = request.url();
    if (!new URL(url).pathname.endsWith(".js") || scripts.has(url)) return;
    scripts.set(
      url,
      page.request.get(url).then(async (response) => ({ url, code: await response.text() })),
    );
  };
  page.on("request", listener);
  return { loaded: () => Promise.all(scripts.values()), stop: () => page.off("request", listener) };
}
