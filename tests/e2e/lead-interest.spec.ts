import type { Locator, Page } from "@playwright/test";
import { instructorsByIds } from "#app/content/instructors.ts";
import type { Instructor } from "#app/content/types.ts";
import { leadPagePath } from "#contracts/staff-pages";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from "./fixtures.ts";
import { LEAD_MODAL_TITLE, openDialog } from "./helpers.ts";

/** The lead modal's title in booking mode (docs/product/lead-capture.md, Lead modal). */
const BOOK_NOW = "Book Now";

const [ANANYA, MARCUS] = instructorsByIds(["ananya-iyer", "marcus-bell"]) as [Instructor, Instructor];

const card = (page: Page, person: Instructor) => page.getByRole("article", { name: person.name });

/** Fills the lead form in an open modal and sends it; the thank-you view shows the lead was stored. */
async function submitLead(page: Page, dialog: Locator, name: string, email: string): Promise<void> {
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0142");
  await dialog.getByRole("button", { name: "Request a call back" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
}

test("Book with {first name} on a card opens Book Now; the lead names the teacher, and staff see it; axe", async ({
  page,
  site,
}) => {
  await page.goto("/our-instructors");
  const opener = card(page, ANANYA).getByRole("button", { name: "Book with Ananya" });
  const dialog = await openDialog(page, opener, BOOK_NOW);
  await expectNoSeriousA11yViolations(page);

  // A name in Devanagari, whose vowel signs are combining marks, goes through the browser and the server.
  const email = uniqueEmail("teacher-card");
  await submitLead(page, dialog, "प्रिया शर्मा", email);
  const lead = await site.latestLeadByEmail(email);
  expect(lead).toMatchObject({
    name: "प्रिया शर्मा",
    interestTeacher: "Ananya Iyer",
    interestOffering: null,
    interestPlan: null,
  });
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();

  await site.startSession(page);
  await page.goto(leadPagePath("lead", lead?.id ?? ""));
  const interest = page.getByRole("region", { name: "Interest" });
  await expect(interest.getByRole("term")).toHaveText(["Teacher"]);
  await expect(interest.getByRole("definition")).toHaveText(["Ananya Iyer"]);
  await expectNoSeriousA11yViolations(page);
});

test(
  "Book with {first name} at the end of See More closes the pop-up for Book Now; focus comes back to See More",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await page.goto("/our-instructors");
    const seeMore = card(page, MARCUS).getByRole("button", { name: `See More about ${MARCUS.name}` });
    const details = await openDialog(page, seeMore, MARCUS.name);
    await details.getByRole("button", { name: "Book with Marcus" }).click();

    const dialog = page.getByRole("dialog", { name: BOOK_NOW });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail("teacher-pop-up");
    await submitLead(page, dialog, "Dana Cole", email);
    expect(await site.latestLeadByEmail(email)).toMatchObject({ interestTeacher: MARCUS.name });
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(seeMore).toBeFocused();
  },
);

test("a category page's Choose {plan} sends the plan as the lead's interest", async ({ page, site }) => {
  await page.goto("/fitness-flexibility");
  const dialog = await openDialog(page, page.getByRole("button", { name: "Choose Small Group" }));
  const email = uniqueEmail("plan");
  await submitLead(page, dialog, "Dana Cole", email);
  expect(await site.latestLeadByEmail(email)).toMatchObject({
    interestTeacher: null,
    interestOffering: null,
    interestPlan: "Small Group",
  });
});

test("an offering page's hero and its content's button send the offering as the lead's interest", async ({
  page,
  site,
}) => {
  await page.goto("/offerings/power-yoga");
  const openers = [
    page.getByRole("button", { name: "Book your $10 trial" }),
    page.getByRole("button", { name: "Try a Power Yoga class for $10" }),
  ];
  for (const [index, opener] of openers.entries()) {
    const dialog = await openDialog(page, opener, LEAD_MODAL_TITLE);
    const email = uniqueEmail(`offering-${index}`);
    await submitLead(page, dialog, "Dana Cole", email);
    expect(await site.latestLeadByEmail(email)).toMatchObject({
      interestTeacher: null,
      interestOffering: "Power Yoga",
      interestPlan: null,
    });
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});
