import type { Locator, Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from "./fixtures.ts";
import { openDialog, recordScripts } from "./helpers.ts";

const MESSAGES = {
  company: "Please enter your company name.",
  contact: "Please enter a contact name (at least 2 characters).",
  email: "Please enter a valid work email address.",
  teamSize: "Please enter a valid team size (number of employees).",
};
const THANK_YOU_TEXT = "Our team will contact you with a tailored quote within 24 hours.";
const SUCCESS_TOAST = "Thank you! We'll send your quote soon.";
/** How long the success toast stays (docs/product/lead-capture.md, Quote dialog). */
const SUCCESS_TOAST_MS = 5_000;
const FAILURE_MESSAGE = "Something went wrong. Please try again later.";
const DIALOG_TITLE = "Get a quote for your team";
const BUSINESS_EMAIL = "corporate@harmoniyoga.example";
const QUOTE_API = "**/api/business-quote";

const heroQuoteButton = (page: Page) => page.getByRole("button", { name: "Get a Quote" }).first();

async function openQuote(page: Page): Promise<Locator> {
  await page.goto("/for-businesses");
  return openDialog(page, heroQuoteButton(page), DIALOG_TITLE);
}

interface QuoteValues {
  company?: string;
  contact?: string;
  email?: string;
  phone?: string;
  teamSize?: string;
  message?: string;
}

const LABELS: Record<keyof QuoteValues, string> = {
  company: "Company",
  contact: "Contact name",
  email: "Work email",
  phone: "Phone",
  teamSize: "Team size",
  message: "Message (optional)",
};

async function fill(dialog: Locator, values: QuoteValues) {
  for (const [field, value] of Object.entries(values) as [keyof QuoteValues, string][]) {
    await dialog.getByLabel(LABELS[field], { exact: true }).fill(value);
  }
}

const submitButton = (dialog: Locator) => dialog.getByRole("button", { name: "Request my quote" });

/** Counts quote requests that leave the browser. */
function countQuoteRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/business-quote")) count++;
  });
  return () => count;
}

test("the page shows its hero, the four sections and the corporate e-mail link", async ({ page }) => {
  await page.goto("/for-businesses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Live yoga that fits into your team's working day",
  );
  for (const name of ["Why It Matters", "Why Choose Harmoni Yoga", "Proven Benefits", "Easy to Start"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }

  const easyToStart = page.locator("section").filter({
    has: page.getByRole("heading", { level: 2, name: "Easy to Start" }),
  });
  for (const point of ["30-minute virtual sessions", "Beginner-friendly styles", "Accessible anywhere"]) {
    await expect(easyToStart.getByRole("heading", { level: 3, name: point })).toBeVisible();
  }

  const emailLinks = page.getByRole("main").getByRole("link", { name: BUSINESS_EMAIL });
  expect(await emailLinks.count()).toBeGreaterThan(0);
  for (const link of await emailLinks.all()) {
    await expect(link).toHaveAttribute("href", `mailto:${BUSINESS_EMAIL}`);
  }
  await expect(heroQuoteButton(page)).toBeVisible();

  // The illustrations are served and decoded, not broken images.
  const images = page.getByRole("main").locator('img[src^="/images/business/"]');
  expect(await images.count()).toBe(2);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
      .toBe(true);
  }
});

test("the dialog's code loads only when a visitor reaches for 'Get a Quote'", async ({ page }) => {
  // The dialog's chunk is the one with its submit label in it.
  const scripts = recordScripts(page);
  const dialogChunks = async () =>
    (await scripts.loaded()).filter((script) => script.code.includes("Request my quote")).length;
  await page.goto("/for-businesses", { waitUntil: "networkidle" });
  expect(await dialogChunks()).toBe(0);
  await openQuote(page);
  await expect.poll(dialogChunks).toBe(1);
});

test(
  "'Get a Quote' opens the labelled dialog with focus on the first field; axe is clean",
  BOTH_WIDTHS,
  async ({ page }) => {
    const dialog = await openQuote(page);
    await expect(dialog.getByText("we'll put together a plan of live 30-minute sessions")).toBeVisible();
    await expect(dialog.getByLabel("Company")).toBeFocused();
    await expect(dialog.getByLabel("Work email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Team size")).toHaveAttribute("type", "number");
    await expect(dialog.getByLabel("Team size")).toHaveAttribute("min", "1");
    await expect(dialog.getByLabel("Message (optional)")).not.toHaveAttribute("required");
    for (const label of ["Company", "Contact name", "Work email", "Team size"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expectNoSeriousA11yViolations(page);
  },
);

test("Cancel, the close control and Escape each close the dialog and return focus", async ({ page }) => {
  await page.goto("/for-businesses");
  for (const close of [
    (p: Page) => p.getByRole("dialog").getByRole("button", { name: "Cancel" }).click(),
    (p: Page) => p.getByRole("dialog").getByRole("button", { name: "Close" }).click(),
    (p: Page) => p.keyboard.press("Escape"),
  ]) {
    await openDialog(page, heroQuoteButton(page), DIALOG_TITLE);
    await close(page);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(heroQuoteButton(page)).toBeFocused();
  }
});

test("focus stays inside the open dialog, forwards and backwards", async ({ page }) => {
  const dialog = await openQuote(page);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  }
});

test("closing without sending keeps what the visitor typed", async ({ page }) => {
  const dialog = await openQuote(page);
  await fill(dialog, { company: "Northwind Logistics", teamSize: "25" });
  await page.keyboard.press("Escape");
  await heroQuoteButton(page).click();
  await expect(dialog.getByLabel("Company")).toHaveValue("Northwind Logistics");
  await expect(dialog.getByLabel("Team size")).toHaveValue("25");
});

test("each validation rule shows its exact message on one line, in the spec's order, with no request sent", async ({
  page,
}) => {
  const dialog = await openQuote(page);
  const requests = countQuoteRequests(page);
  const alerts = dialog.locator("[role=alert]");

  async function expectOnly(message: string, field: string) {
    await expect(alerts).toHaveCount(1);
    await expect(alerts).toHaveText(message);
    const input = dialog.getByLabel(field, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
  }

  // Everything wrong at once: the first rule in order wins, then each in turn as it is fixed.
  await fill(dialog, { company: "", contact: "P", email: "nope", teamSize: "0" });
  await submitButton(dialog).click();
  await expectOnly(MESSAGES.company, "Company");

  await fill(dialog, { company: "    " });
  await submitButton(dialog).click();
  await expectOnly(MESSAGES.company, "Company");

  await fill(dialog, { company: "Northwind Logistics" });
  await submitButton(dialog).click();
  await expectOnly(MESSAGES.contact, "Contact name");

  await fill(dialog, { contact: "  P  " });
  await submitButton(dialog).click();
  await expectOnly(MESSAGES.contact, "Contact name");

  await fill(dialog, { contact: "Priya Raman" });
  for (const email of ["priya.northwind.example", "priya@northwind", "priya raman@northwind.example"]) {
    await fill(dialog, { email });
    await submitButton(dialog).click();
    await expectOnly(MESSAGES.email, "Work email");
  }

  await fill(dialog, { email: "priya@northwind.example" });
  for (const teamSize of ["0", "-4", "1.5", ""]) {
    await fill(dialog, { teamSize });
    await submitButton(dialog).click();
    await expectOnly(MESSAGES.teamSize, "Team size");
  }
  // Letters never become a number: the browser keeps the input empty and our rule reports it.
  await dialog.getByLabel("Team size").pressSequentially("ten");
  await submitButton(dialog).click();
  await expectOnly(MESSAGES.teamSize, "Team size");

  // The message sits above the submit button.
  const alertBox = await alerts.boundingBox();
  const submitBox = await submitButton(dialog).boundingBox();
  expect(alertBox && submitBox && alertBox.y + alertBox.height <= submitBox.y).toBe(true);

  // All our rules pass; the phone input's own required check stops the request, and no error line stays.
  await fill(dialog, { teamSize: "25" });
  await submitButton(dialog).click();
  await expect(alerts).toHaveCount(0);
  expect(
    await dialog.getByLabel("Phone").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(dialog.getByRole("heading", { name: DIALOG_TITLE })).toBeVisible();

  expect(requests()).toBe(0);
});

test("a network failure shows the error line and keeps the form editable with its values", async ({
  page,
}) => {
  const dialog = await openQuote(page);
  await page.route(QUOTE_API, (route) => route.abort("internetdisconnected"));
  const values = {
    company: "Contoso Health",
    contact: "Sam Rivera",
    email: uniqueEmail("offline"),
    phone: "+1 415 555 0123",
    teamSize: "12",
    message: "Tuesday lunchtimes if possible.",
  };
  await fill(dialog, values);
  await submitButton(dialog).click();

  await expect(dialog.locator("[role=alert]")).toHaveText(FAILURE_MESSAGE);
  for (const [field, value] of Object.entries(values) as [keyof QuoteValues, string][]) {
    const input = dialog.getByLabel(LABELS[field], { exact: true });
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue(value);
  }
  await expect(submitButton(dialog)).toBeEnabled();
  await expect(submitButton(dialog)).toBeFocused();
  // The failure is told once, inside the dialog, not repeated as a toast.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a valid quote shows Submitting..., then the thank-you view and the toast, and is stored", async ({
  page,
  site,
}) => {
  const email = uniqueEmail("people-team");
  // The toast's 5 s run on the page's clock instead of being waited out.
  await page.clock.install();
  const dialog = await openQuote(page);

  // Hold the request so the submitting state can be seen; it then goes on to the real server.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route(QUOTE_API, async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });

  await fill(dialog, {
    company: "  Northwind Logistics ",
    contact: " Priya Raman",
    email: email.toUpperCase(),
    phone: "+1 (415) 555-0187",
    teamSize: "40",
    message: "Lunchtime sessions for our Denver and Austin offices.",
  });
  await submitButton(dialog).click();

  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  for (const label of Object.values(LABELS)) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  release();

  const thanks = page.getByRole("dialog", { name: "Thank You!" });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText(THANK_YOU_TEXT)).toBeVisible();
  await expect(thanks.getByRole("heading", { name: "Thank You!" })).toBeFocused();
  expect(bodies).toEqual([
    {
      company: "Northwind Logistics",
      contact: "Priya Raman",
      email,
      phone: "+1 (415) 555-0187",
      teamSize: 40,
      message: "Lunchtime sessions for our Denver and Austin offices.",
      website: "",
    },
  ]);

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS_TOAST });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  await page.clock.runFor(SUCCESS_TOAST_MS);
  await expect(toast).toBeHidden();
  // The thank-you view, still open; checked once the toast has gone (sonner's own colours are not ours).
  await expectNoSeriousA11yViolations(page);

  await expect
    .poll(() => site.latestQuoteByEmail(email))
    .toMatchObject({
      company: "Northwind Logistics",
      contact: "Priya Raman",
      email,
      // Sent as typed, stored in E.164 (docs/decisions/025-phones-stored-as-e164.md).
      phone: "+14155550187",
      teamSize: 40,
      message: "Lunchtime sessions for our Denver and Austin offices.",
    });

  // Done closes the dialog; the next opening starts with a fresh form.
  await thanks.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(heroQuoteButton(page)).toBeFocused();
  await heroQuoteButton(page).click();
  await expect(page.getByRole("dialog", { name: DIALOG_TITLE }).getByLabel("Company")).toHaveValue("");
});

test("after a failure the same form goes through once the network is back", async ({ page, site }) => {
  const email = uniqueEmail("retry");
  const dialog = await openQuote(page);
  await page.route(QUOTE_API, (route) => route.abort("connectionreset"));
  await fill(dialog, {
    company: "Fabrikam",
    contact: "Lee Chen",
    email,
    phone: "415 555 0166",
    teamSize: "8",
  });
  await submitButton(dialog).click();
  await expect(dialog.locator("[role=alert]")).toHaveText(FAILURE_MESSAGE);
  expect(await site.latestQuoteByEmail(email)).toBeUndefined();

  await page.unroute(QUOTE_API);
  await submitButton(dialog).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  await expect.poll(() => site.latestQuoteByEmail(email)).toMatchObject({ company: "Fabrikam", teamSize: 8 });
});
