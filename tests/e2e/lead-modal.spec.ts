import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from "./fixtures.ts";
import { LEAD_MODAL_TITLE, openDialog, waitForHydration } from "./helpers.ts";

const MESSAGES = {
  nameTooShort: "Please enter your full name (at least 2 characters).",
  nameLetters: "Name can only contain letters and spaces.",
  nameTooLong: "Name must be 50 characters or less.",
  phone: "Please enter a valid mobile number.",
};
const SUCCESS_TOAST = "Thank you for your interest! We'll be in touch shortly.";
/** How long the success toast stays (docs/product/lead-capture.md, Lead modal states). */
const SUCCESS_TOAST_MS = 5_000;
const FAILURE_TOAST = "Something went wrong. Please try again later.";

async function openFromHero(page: Page, url = "/") {
  await page.goto(url);
  return openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
}

async function fill(page: Page, values: { name?: string; email?: string; phone?: string }) {
  const dialog = page.getByRole("dialog");
  if (values.name !== undefined) await dialog.getByLabel("Name").fill(values.name);
  if (values.email !== undefined) await dialog.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await dialog.getByRole("textbox", { name: "Phone" }).fill(values.phone);
}

const submit = (page: Page) =>
  page.getByRole("dialog").getByRole("button", { name: "Request a call back" }).click();

test(
  "the hero opens the lead modal with its form view, texts and phone button",
  BOTH_WIDTHS,
  async ({ page }) => {
    const dialog = await openFromHero(page);
    await expect(dialog.getByText("a yoga advisor will contact you to schedule a session")).toBeVisible();
    await expect(dialog.getByText("No payment now: an advisor calls you to find a time.")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByRole("link", { name: /\+1 \(415\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+14155550142",
    );
    await expect(dialog.getByRole("button", { name: /Country code: United States \+1/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test("Cancel, the close control and Escape each close the modal and return focus", async ({ page }) => {
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Book your $10 trial" }).first();
  for (const close of [
    (p: Page) => p.getByRole("dialog").getByRole("button", { name: "Cancel" }).click(),
    (p: Page) => p.getByRole("dialog").getByRole("button", { name: "Close" }).click(),
    (p: Page) => p.keyboard.press("Escape"),
  ]) {
    await openDialog(page, opener);
    await close(page);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("focus stays inside the open dialog", async ({ page }) => {
  const dialog = await openFromHero(page);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
});

test("each validation rule shows its exact message, in the spec's order, above the submit button", async ({
  page,
}) => {
  await openFromHero(page);
  const dialog = page.getByRole("dialog");
  const alert = dialog.locator("[role=alert]").filter({ hasText: /\S/ });
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/hubspot-lead")) requests++;
  });

  // Several fields wrong at once: the first rule in order wins.
  await fill(page, { name: "A", email: "pat@example.com", phone: "12" });
  await submit(page);
  await expect(alert).toHaveText(MESSAGES.nameTooShort);

  await fill(page, { name: "   " });
  await submit(page);
  await expect(alert).toHaveText(MESSAGES.nameTooShort);

  await fill(page, { name: "Pat 2" });
  await submit(page);
  await expect(alert).toHaveText(MESSAGES.nameLetters);

  await fill(page, { name: "A".repeat(51) });
  await submit(page);
  await expect(alert).toHaveText(MESSAGES.nameTooLong);

  await fill(page, { name: "Pat Lee" });
  await submit(page);
  await expect(alert).toHaveText(MESSAGES.phone);
  await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");

  // The message sits above the submit button and is red.
  const alertBox = await alert.boundingBox();
  const submitBox = await dialog.getByRole("button", { name: "Request a call back" }).boundingBox();
  expect(alertBox && submitBox && alertBox.y + alertBox.height <= submitBox.y).toBe(true);
  // Tailwind writes colours in oklch; painting one pixel turns any CSS colour into RGB.
  const [r = 0, g = 0, b = 0] = await alert.evaluate((node) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return [];
    context.fillStyle = getComputedStyle(node).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  expect(r > 150 && g < 80 && b < 80).toBe(true);

  // The browser's own e-mail check stops the submission before our rules run.
  await fill(page, { email: "not-an-email", phone: "4155550142" });
  await submit(page);
  expect(await dialog.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );

  expect(requests).toBe(0);
});

test(
  "a valid lead shows Submitting..., the toast and the thank-you view, and is stored",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    const email = uniqueEmail("visitor");
    // The toast's 5 s run on the page's clock instead of being waited out.
    await page.clock.install();
    const dialog = await openFromHero(page, "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn");

    // Hold the request briefly so the submitting state can be seen; it then goes to the real server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/hubspot-lead", async (route) => {
      await held;
      await route.continue();
    });

    await fill(page, { name: "  Maya Patel ", email, phone: "+1 (415) 555-0199" });
    await submit(page);

    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    await expect(dialog.getByLabel("Name")).toBeDisabled();
    await expect(dialog.getByLabel("Email")).toBeDisabled();
    await expect(dialog.getByRole("textbox", { name: "Phone" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    release();

    const thanks = page.getByRole("dialog", { name: "Thank You!" });
    await expect(thanks).toBeVisible();
    await expect(
      thanks.getByText("We're excited to help you start your yoga journey. We'll be in touch shortly!"),
    ).toBeVisible();
    await expect(thanks.getByText(/within 24 hours/)).toBeVisible();
    const questionnaire = thanks.getByRole("link", { name: /health report/i });
    await expect(questionnaire).toHaveAttribute("target", "_blank");
    await expect(questionnaire).toHaveAttribute("rel", /noopener/);

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: SUCCESS_TOAST });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(
      true,
    );
    await page.clock.runFor(SUCCESS_TOAST_MS);
    await expect(toast).toBeHidden();

    await expect
      .poll(() => site.latestLeadByEmail(email))
      .toMatchObject({
        name: "Maya Patel",
        email,
        phone: "+14155550199",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn",
      });

    // No ads tag is configured in this build, so none loads and no conversion is sent.
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test("a failed submission keeps the form editable with the error toast", async ({ page, site }) => {
  const email = uniqueEmail("offline");
  await openFromHero(page);
  await page.route("**/api/hubspot-lead", (route) => route.abort("internetdisconnected"));
  await fill(page, { name: "Sam Rivera", email, phone: "415-555-0123" });
  await submit(page);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: FAILURE_TOAST })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Start Your Yoga Journey" });
  await expect(dialog.getByLabel("Name")).toBeEnabled();
  await expect(dialog.getByLabel("Name")).toHaveValue("Sam Rivera");
  expect(await site.leadCount(email)).toBe(0);

  // Back online, the same form goes through.
  await page.unroute("**/api/hubspot-lead");
  await submit(page);
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  expect(await site.leadCount(email)).toBe(1);
});

test(
  "the country picker opens and closes, searches, and closes on choosing or an outside press",
  BOTH_WIDTHS,
  async ({ page }) => {
    const dialog = await openFromHero(page);
    const trigger = dialog.getByRole("button", { name: /Country code/ });
    const search = dialog.getByRole("combobox", { name: "Search countries" });
    const option = dialog.getByRole("option", { name: /United States/ });

    await trigger.click();
    await expect(search).toBeVisible();
    await trigger.click();
    await expect(search).toBeHidden();

    await trigger.click();
    await search.fill("united");
    await expect(option).toBeVisible();
    await search.fill("+1");
    await expect(option).toBeVisible();
    await search.fill("1");
    await expect(option).toBeVisible();
    await search.fill("atlantis");
    await expect(option).toBeHidden();
    await expect(dialog.getByText("No results")).toBeVisible();

    await dialog.getByRole("heading", { name: "Start Your Yoga Journey" }).click();
    await expect(search).toBeHidden();
    await expect(dialog).toBeVisible();

    await trigger.click();
    await search.fill("States");
    await option.click();
    await expect(search).toBeHidden();
    await trigger.click();
    await expect(search).toHaveValue("");
  },
);

test("any .lead-modal-btn in page content opens the modal, with its mode's title", async ({ page }) => {
  // Opening the modal once proves the page has hydrated, so React will not replace the injected content.
  await openFromHero(page);
  await page.keyboard.press("Escape");
  await page.evaluate(() => {
    const content = document.createElement("div");
    content.innerHTML = `
      <button class="lead-modal-btn" id="plain">Book a class</button>
      <button class="lead-modal-btn" data-lead-mode="quote" id="quote">Quote</button>
      <button class="lead-modal-btn" data-lead-mode="booking" id="booking"><span>Book</span></button>`;
    document.getElementById("main")?.append(content);
  });
  for (const [id, title] of [
    ["plain", "Start Your Yoga Journey"],
    ["quote", "Request a Quote"],
    ["booking", "Book Now"],
  ] as const) {
    await page.locator(`#${id}`).click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await page.keyboard.press("Escape");
  }
});

test("the modal's code is fetched once the page is idle after load, so a tap opens it with no download", async ({
  page,
}) => {
  let modalCodeFetched = false;
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    if ((await response.text()).includes(LEAD_MODAL_TITLE)) modalCodeFetched = true;
  });
  await page.goto("/");
  await waitForHydration(page);
  // Nobody has touched the page: the modal's chunks come by themselves once it is idle (ADR 051).
  await expect.poll(() => modalCodeFetched).toBe(true);

  const tappedAt = await page.evaluate(() => performance.now());
  const dialog = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
  await expect(dialog.getByLabel("Name")).toBeFocused();
  // Scripts the tap needed came from the browser's cache: nothing crossed the network for them.
  const downloadedAfterTap = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            entry.startTime >= since &&
            entry.name.endsWith(".js") &&
            (entry as PerformanceResourceTiming).transferSize > 0,
        )
        .map((entry) => entry.name),
    tappedAt,
  );
  expect(downloadedAfterTap).toEqual([]);
});
