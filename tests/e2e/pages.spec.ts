import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { openDialog, waitForHydration } from "./helpers.ts";

const COMPARISON_LABEL = "Harmoni Yoga compared with Calm, Generic Yoga and Other Apps";
const COLUMNS = ["Harmoni Yoga", "Calm", "Generic Yoga", "Other Apps"];
const CELL_WORDS = ["Yes", "No", "Some", "Limited"];
/** The sample studio's `links.instructorApplication` (studio.settings.yaml; docs/product/site-pages.md, External links). */
const APPLICATION_FORM = "https://forms.gle/harmoni-teach-with-us";
const LAST_UPDATED = "Last Updated: March 1, 2025";

const POLICY_RULES = {
  lateCancellation: "Sessions cancelled with under 24 hours' notice count as attended.",
  firstSessionRefund:
    "You can request a refund of your first paid subscription session within 48 hours of that session.",
  refundTiming: "Refunds take 5 to 10 business days",
  supportReply: "Our support team replies within 2 business days.",
  trialFee: "The trial fee is non-refundable.",
};

const POLICIES = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    texts: [
      POLICY_RULES.supportReply,
      "Your name, e-mail address and phone number",
      "payment provider, PayPal",
    ],
  },
  {
    path: "/terms-of-use",
    title: "Terms of Use",
    texts: [POLICY_RULES.lateCancellation, POLICY_RULES.trialFee, POLICY_RULES.supportReply],
  },
  { path: "/refund-policy", title: "Refund Policy", texts: Object.values(POLICY_RULES) },
];

/** The comparison switches from cards to a table at Tailwind's lg breakpoint. */
const isLarge = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;

test.describe("why choose us", () => {
  test(
    "a table on large screens, one card per feature on small ones, 9 features × 4 columns",
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto("/why-choose-us");
      const table = page.getByRole("table", { name: COMPARISON_LABEL });
      const cards = page.getByRole("list", { name: COMPARISON_LABEL });

      if (isLarge(page)) {
        await expect(table).toBeVisible();
        await expect(cards).toBeHidden();
        await expect(table.getByRole("columnheader")).toHaveText(["Feature", ...COLUMNS]);
        const features = table.getByRole("rowheader");
        await expect(features).toHaveCount(9);
        const cells = table.getByRole("cell");
        await expect(cells).toHaveCount(36);
        for (const text of await cells.allInnerTexts()) expect(CELL_WORDS).toContain(text.trim());
        expect(new Set(await features.allInnerTexts()).size).toBe(9);
      } else {
        await expect(cards).toBeVisible();
        await expect(table).toBeHidden();
        const items = cards.getByRole("listitem");
        await expect(items).toHaveCount(9);
        const features = cards.getByRole("heading", { level: 3 });
        await expect(features).toHaveCount(9);
        expect(new Set(await features.allInnerTexts()).size).toBe(9);
        for (let i = 0; i < 9; i++) {
          await expect(items.nth(i).locator("dt")).toHaveText(COLUMNS);
          const values = await items.nth(i).locator("dd").allInnerTexts();
          expect(values).toHaveLength(4);
          for (const value of values) expect(CELL_WORDS).toContain(value.trim());
        }
      }

      // Each value carries an icon beside its word, so it never rests on colour alone.
      const firstValue = (isLarge(page) ? table.getByRole("cell") : cards.locator("dd")).first();
      await expect(firstValue.locator("svg")).toHaveCount(1);
      await expect(page.getByRole("main").getByRole("button", { name: "Book your $10 trial" })).toHaveCount(
        2,
      );
    },
  );

  test("the hero's and the closing band's calls to action open the lead modal", async ({ page }) => {
    await page.goto("/why-choose-us");
    for (const cta of await page
      .getByRole("main")
      .getByRole("button", { name: "Book your $10 trial" })
      .all()) {
      await openDialog(page, cta);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});

test("join as instructor: why teach, what we look for, benefits and Apply Now in a new tab", async ({
  page,
}) => {
  await page.goto("/join-as-instructor");
  const main = page.getByRole("main");
  for (const heading of ["Why teach with us", "What we look for", "Instructor benefits"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const applyLinks = main.getByRole("link", { name: "Apply Now" });
  await expect(applyLinks).toHaveCount(2);
  for (const link of await applyLinks.all()) {
    await expect(link).toHaveAttribute("href", APPLICATION_FORM);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(main.getByRole("img", { name: /yoga teacher sits on her mat/ })).toHaveAttribute(
    "width",
    "560",
  );
});

test("about us: the story, the offer, the vision and the values", async ({ page }) => {
  await page.goto("/about-us");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Every class, a teacher who knows you");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Our story",
    "What we offer",
    "Our vision",
    "What we value",
    "Come and practise with us",
  ]);
  await expect(main.getByRole("img", { name: /yoga teacher on one laptop screen/ })).toHaveAttribute(
    "loading",
    "lazy",
  );
});

test("contact us: both offices with address and phone, e-mail, socials and the reply promise", async ({
  page,
}) => {
  await page.goto("/contact-us");
  const main = page.getByRole("main");
  const offices = [
    {
      label: "India registered office",
      address: "Sector 62, Noida, Uttar Pradesh 201309, India",
      phone: "+91 120 555 0100",
      href: "tel:+911205550100",
    },
    {
      label: "United States client support",
      address: "548 Market St, San Francisco, CA 94104, USA",
      phone: "+1 (415) 555-0142",
      href: "tel:+14155550142",
    },
  ];
  for (const office of offices) {
    const card = main.getByRole("listitem").filter({ hasText: office.label });
    await expect(card).toBeVisible();
    await expect(card.getByText(office.address)).toBeVisible();
    await expect(card.getByRole("link", { name: office.phone, exact: true })).toHaveAttribute(
      "href",
      office.href,
    );
  }
  await expect(main.getByRole("link", { name: "hello@harmoniyoga.example" })).toHaveAttribute(
    "href",
    "mailto:hello@harmoniyoga.example",
  );
  await expect(main.getByText("We typically respond within 24 hours")).toBeVisible();
  for (const network of ["Instagram", "Facebook", "YouTube", "LinkedIn"]) {
    const link = main.getByRole("link", { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("payment success", () => {
  const card = (page: Page) => page.getByRole("main");

  test("without parameters: only the heading, the text and the two buttons", async ({ page }) => {
    await page.goto("/payment-success");
    await waitForHydration(page);
    await expect(card(page).getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    await expect(card(page).getByText("Amount Paid")).toHaveCount(0);
    await expect(card(page).getByText("Transaction ID")).toHaveCount(0);
    await expect(card(page).getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(card(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
  });

  test("with amt and cc: 'Amount Paid: {cc} {amt}'; with tx: the transaction id; axe is clean", async ({
    page,
  }) => {
    // The page is prerendered without a query: reading it must not make hydration fail.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/payment-success?amt=85&cc=USD&tx=8AB12345CD6789012");
    await expect(card(page).getByText("Amount Paid: USD 85", { exact: true })).toBeVisible();
    await expect(card(page).getByText("Transaction ID: 8AB12345CD6789012")).toBeVisible();
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("with only amt or only cc there is no amount line; tx alone shows the transaction id", async ({
    page,
  }) => {
    await page.goto("/payment-success?amt=85");
    await waitForHydration(page);
    await expect(card(page).getByText("Amount Paid")).toHaveCount(0);

    await page.goto("/payment-success?cc=USD&tx=TX-42");
    await expect(card(page).getByText("Transaction ID: TX-42")).toBeVisible();
    await expect(card(page).getByText("Amount Paid")).toHaveCount(0);
  });

  test("markup in the parameters is shown as literal text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const tx = "<script>alert(1)</script>";
    const amt = "<img src=x onerror=alert(2)>";
    await page.goto(`/payment-success?${new URLSearchParams({ tx, amt, cc: "USD" })}`);
    await expect(card(page).getByText(`Transaction ID: ${tx}`)).toBeVisible();
    await expect(card(page).getByText(`Amount Paid: USD ${amt}`)).toBeVisible();
    await expect(card(page).locator("script, img[src='x']")).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test("the buttons lead home and to the contact page", async ({ page }) => {
    await page.goto("/payment-success?amt=85&cc=USD");
    await waitForHydration(page);
    await card(page).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goBack();
    await card(page).getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const policy of POLICIES) {
  test(`${policy.path}: heading, '${LAST_UPDATED}' and the policy's rules`, async ({ page }) => {
    await page.goto(policy.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    await expect(main.getByText(LAST_UPDATED, { exact: true })).toBeVisible();
    for (const text of policy.texts) await expect(main.getByText(text).first()).toBeVisible();
    // The contents list jumps to each section.
    const firstEntry = main.getByRole("navigation", { name: "On this page" }).getByRole("link").first();
    const target = (await firstEntry.getAttribute("href")) ?? "";
    await expect(main.locator(`h2${target}`)).toHaveText((await firstEntry.textContent())?.trim() ?? "");
  });
}
