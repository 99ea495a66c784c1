import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { addCalendarDays, calendarDayIn } from "#app/lib/date-time.ts";
import { NO_SHOW_NEXT_STEP } from "#contracts/lead-next-step";
import { TEACHER_IDS } from "#contracts/teachers";
import { leads, staffUsers, trialBookings } from "#server/db/schema";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  STAFF,
  type StaffSite,
  test,
  unzonedPhone,
} from "./fixtures.ts";

/** The staff member's browser zone, which is also the zone the lead booked in. */
const STAFF_ZONE = "America/New_York";
test.use({ timezoneId: STAFF_ZONE });

const MINUTE = 60_000;

/** A lead owned by the site's staff account, whose confirmed trial started half an hour ago. */
async function seedStartedTrial(site: StaffSite, name: string) {
  const { db } = site.app.database;
  const [owner] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, STAFF.username));
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    name,
    email: `${leadId}@example.com`,
    // No known zone: the zone the trial was booked in decides the calling hours.
    phone: unzonedPhone(),
    status: "trial_booked",
    alertStatus: "skipped",
    ownerId: owner?.id ?? null,
  });
  const start = new Date(Date.now() - 30 * MINUTE);
  await db.insert(trialBookings).values({
    leadId,
    teacherId: TEACHER_IDS[0] as (typeof TEACHER_IDS)[number],
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * MINUTE),
    status: "confirmed",
    timeZone: STAFF_ZONE,
  });
  return { leadId, day: calendarDayIn(start, STAFF_ZONE) };
}

test(
  "a no-show gives the lead a next step on its page; done, then the next one set; axe",
  BOTH_WIDTHS,
  async ({ page, ownSite }, testInfo) => {
    const name = "Nina Patel";
    const { leadId, day } = await seedStartedTrial(ownSite, name);
    await ownSite.startSession(page);
    await page.goto(`${ownSite.baseURL}/admin/trials?view=day&from=${day}`);
    await page.getByRole("button", { name: new RegExp(`^No-show: ${name},`) }).click();
    await expect(page.getByText(`${name}'s trial is marked as a no-show.`)).toBeVisible();

    await page.getByRole("link", { name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/lead/${leadId}$`));
    const card = page.getByRole("region", { name: "Next step" });
    await expect(card).toContainText(NO_SHOW_NEXT_STEP);
    await expect(card).toContainText(/Due (now|in \d+ (min|h|days))|Overdue by \d+ (min|h|days)/);
    await expect(card).toContainText(`${STAFF.username} (the lead's owner)`);
    await expect(card).toContainText("Set when the trial was marked a no-show.");
    await page.screenshot({ path: testInfo.outputPath("next-step-open.png"), fullPage: true });

    // Done asks for the next one, in a form that starts at its first field and says what is missing.
    await card.getByRole("button", { name: "Done" }).click();
    await expect(card.getByRole("status")).toHaveText("Done. What comes next?");
    const what = card.getByLabel("What");
    await expect(what).toBeFocused();
    await card.getByRole("button", { name: "Save next step" }).click();
    await expect(card.getByText("Please say what the next step is.")).toBeVisible();
    await expect(what).toBeFocused();

    await what.fill("Send the weekend timetable");
    const tomorrow = addCalendarDays(calendarDayIn(new Date(), STAFF_ZONE), 1);
    await card.getByLabel("Due").fill(`${tomorrow}T10:00`);
    await expect(card.getByText("Your time (America/New York).")).toBeVisible();
    await card.getByLabel("Who").selectOption({ label: STAFF.username });
    await page.screenshot({ path: testInfo.outputPath("next-step-form.png"), fullPage: true });
    await card.getByRole("button", { name: "Save next step" }).click();

    await expect(card).toContainText("Send the weekend timetable");
    await expect(card).toContainText(/Due in \d+ h/);
    await expect(card.getByRole("heading", { name: "Next step" })).toBeFocused();
    await expect(card).not.toContainText("Set when the trial was marked a no-show.");
    await expect(page.getByText(`Next step done: ${NO_SHOW_NEXT_STEP}`)).toBeVisible();
    await expect(
      page.getByText(/^Next step: Send the weekend timetable, due .* UTC, for studio\.owner$/),
    ).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("next-step-saved.png"), fullPage: true });
  },
);
