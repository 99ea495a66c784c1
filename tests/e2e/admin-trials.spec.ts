import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { addCalendarDays, calendarDayIn, formatCalendarDay } from "#app/lib/date-time.ts";
import { TEACHER_IDS, teacherName } from "#contracts/teachers";
import type { TrialBookingStatus } from "#contracts/trial-booking";
import { leads, trialBookings } from "#server/db/schema";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  type StaffSite,
  test,
} from "./fixtures.ts";

/** The staff member's browser zone; one visitor books from another. */
const STAFF_ZONE = "America/New_York";
test.use({ timezoneId: STAFF_ZONE });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface SeededTrial {
  id: string;
  leadId: string;
  name: string;
  start: Date;
}

/** A lead at Trial booked with one trial, written straight to the site's database. */
async function seedTrial(
  site: StaffSite,
  trial: { name: string; start: Date; status: TrialBookingStatus; teacher: number; timeZone: string },
): Promise<SeededTrial> {
  const { db } = site.app.database;
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    name: trial.name,
    email: `${leadId}@example.com`,
    phone: "+15555550142",
    status: "trial_booked",
    alertStatus: "skipped",
  });
  const [row] = await db
    .insert(trialBookings)
    .values({
      leadId,
      teacherId: TEACHER_IDS[trial.teacher] as (typeof TEACHER_IDS)[number],
      startsAt: trial.start,
      endsAt: new Date(trial.start.getTime() + 45 * MINUTE),
      status: trial.status,
      timeZone: trial.timeZone,
    })
    .returning({ id: trialBookings.id });
  return { id: row?.id ?? "", leadId, name: trial.name, start: trial.start };
}

/** A trial that started half an hour ago and a hold for the next day, from another zone; the week from the first. */
async function seedWeek(site: StaffSite) {
  const now = Date.now();
  const started = await seedTrial(site, {
    name: "Ben Ortiz",
    start: new Date(now - 30 * MINUTE),
    status: "confirmed",
    teacher: 0,
    timeZone: STAFF_ZONE,
  });
  const held = await seedTrial(site, {
    name: "Asha Rao",
    start: new Date(now + DAY),
    status: "hold",
    teacher: 1,
    timeZone: "Asia/Kolkata",
  });
  return { started, held, from: calendarDayIn(started.start, STAFF_ZONE) };
}

/** A day's trials: the table's rows on a wide screen, the cards on a phone. */
function trialsOn(page: Page, day: string) {
  const name = `Trials on ${formatCalendarDay(day)}`;
  return isPhone(page)
    ? page.getByRole("list", { name }).locator(":scope > li")
    : page.getByRole("table", { name }).locator("tbody tr");
}

const action = (page: Page, label: string, trial: SeededTrial) =>
  page.getByRole("button", { name: new RegExp(`^${label}: ${trial.name},`) });

test(
  "the trials page: the week's trials by day, confirming a hold, a no-show sends the lead back to Contacted; axe",
  BOTH_WIDTHS,
  async ({ page, ownSite }) => {
    const { started, held, from } = await seedWeek(ownSite);
    await ownSite.startSession(page);
    await page.goto(`${ownSite.baseURL}/admin/trials?view=week&from=${from}`);
    await expect(page).toHaveTitle("Trials | Harmoni Yoga staff");
    await expect(page.getByRole("heading", { level: 1, name: "Trials" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "false");

    const heldDay = calendarDayIn(held.start, STAFF_ZONE);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      formatCalendarDay(from),
      formatCalendarDay(heldDay),
    ]);
    const startedRow = trialsOn(page, from).filter({ hasText: started.name });
    const heldRow = trialsOn(page, heldDay).filter({ hasText: held.name });
    await expect(startedRow).toContainText("Confirmed");
    await expect(startedRow).toContainText(teacherName(TEACHER_IDS[0]));
    await expect(heldRow).toContainText("Held, to confirm");
    await expect(heldRow).toContainText("your time");
    await expect(heldRow).toContainText("for the visitor (Asia/Kolkata)");
    await expect(heldRow.getByRole("link", { name: held.name })).toHaveAttribute(
      "href",
      `/admin/leads/lead/${held.leadId}`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // Confirming the hold: its badge changes, the toast says so, and it cannot be marked before it starts.
    await action(page, "Confirm", held).click();
    await expect(
      page.getByText(`${held.name}'s trial is confirmed; they are sent an updated invitation.`),
    ).toBeVisible();
    await expect(heldRow).toContainText("Confirmed");
    await expect(heldRow).not.toContainText("Held, to confirm");
    await expect(action(page, "Attended", held)).toBeDisabled();
    await expect(heldRow).toContainText(
      "A trial can be marked attended or no-show only once it has started.",
    );

    // The started trial is a no-show: the lead is back at Contacted on its page.
    await action(page, "No-show", started).click();
    await expect(page.getByText(`${started.name}'s trial is marked as a no-show.`)).toBeVisible();
    await expect(startedRow).toContainText("No-show");
    await expect(action(page, "Attended", started)).toBeEnabled();
    await startedRow.getByRole("link", { name: started.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: started.name })).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  },
);

test("the trials page: day and week in the address, an empty week, a cancellation asked first, a refusal in words", async ({
  page,
  ownSite,
}) => {
  const { started, held, from } = await seedWeek(ownSite);
  await ownSite.startSession(page);
  await page.goto(`${ownSite.baseURL}/admin/trials`);
  // Without a view: today's day, in the staff member's zone.
  const today = calendarDayIn(new Date(), STAFF_ZONE);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(formatCalendarDay(today));
  await expect(page.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");

  await page.goto(`${ownSite.baseURL}/admin/trials?view=day&from=${from}`);
  await expect(trialsOn(page, from)).toHaveCount(1);
  await page.getByRole("button", { name: "Week" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/trials\\?view=week&from=${from}$`));
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addCalendarDays(from, 7)}$`));
  await expect(page.getByText("No trials booked for this week.")).toBeVisible();
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);

  // Cancelling asks first; keeping the trial changes nothing.
  const startedRow = trialsOn(page, from).filter({ hasText: started.name });
  await action(page, "Cancel", started).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this trial?" });
  await expect(dialog.getByRole("button", { name: "Keep the trial" })).toBeFocused();
  await dialog.getByRole("button", { name: "Keep the trial" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(startedRow).toContainText("Confirmed");
  await action(page, "Cancel", started).click();
  await dialog.getByRole("button", { name: "Cancel the trial" }).click();
  await expect(
    page.getByText(`${started.name}'s trial is cancelled; they are sent a cancellation.`),
  ).toBeVisible();
  await expect(startedRow).toContainText("Cancelled");
  await expect(startedRow.getByRole("button")).toHaveCount(0);

  // Changed elsewhere meanwhile: the server's refusal is shown, in its words.
  await ownSite.app.database.db
    .update(trialBookings)
    .set({ status: "cancelled" })
    .where(eq(trialBookings.id, held.id));
  await action(page, "Confirm", held).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That change is not possible for this trial any more. Reload to see where it stands.",
  );
});
