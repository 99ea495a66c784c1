import { TEACHER_CALENDAR_MESSAGES } from "#contracts/teacher-calendars";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";

/**
 * The Teachers' hours page (docs/product/staff-area.md, Teachers' hours) on a site of its own, whose sample calendars
 * were seeded at start: an owner reads them, adds a span, and is told in words what the shared schema refuses.
 */
test(
  "an owner reads the teachers' hours, adds Sunday hours, and an overlap is refused in words; axe",
  BOTH_WIDTHS,
  async ({ page, ownSite }) => {
    await ownSite.signIn(page);
    await page.goto(`${ownSite.baseURL}/admin/teachers`);
    await expect(page.getByRole("heading", { level: 1, name: "Teachers' hours" })).toBeVisible();
    const kenji = page.getByRole("region", { name: "Kenji Watanabe" });
    await expect(kenji.getByText("America/New York")).toBeVisible();
    await expect(kenji.getByRole("listitem").filter({ hasText: "Monday" })).toHaveText(
      "Monday: 10:00–13:00, 14:00–19:00",
    );
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await kenji.getByRole("button", { name: "Edit hours of Kenji Watanabe" }).click();
    await kenji.getByRole("button", { name: "Add hours on Sunday" }).click();
    await kenji.getByLabel("Sunday, span 1, from").fill("09:00");
    await kenji.getByLabel("Sunday, span 1, until").fill("11:00");
    await kenji.getByRole("button", { name: "Add hours on Sunday" }).click();
    await kenji.getByLabel("Sunday, span 2, from").fill("10:30");
    await kenji.getByLabel("Sunday, span 2, until").fill("12:00");
    await kenji.getByRole("button", { name: "Save hours" }).click();
    await expect(kenji.getByText(TEACHER_CALENDAR_MESSAGES.overlap)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await kenji.getByRole("button", { name: "Remove Sunday 10:30–12:00" }).click();
    await kenji.getByRole("button", { name: "Save hours" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved the hours of Kenji Watanabe." }),
    ).toBeAttached();
    await expect(kenji.getByRole("listitem").filter({ hasText: "Sunday" })).toHaveText("Sunday: 09:00–11:00");
    await expect(kenji.getByRole("button", { name: "Edit hours of Kenji Watanabe" })).toBeVisible();

    // Saved in the database the slots read: reloading shows the same week.
    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Kenji Watanabe" })
        .getByRole("listitem")
        .filter({ hasText: "Sunday" }),
    ).toHaveText("Sunday: 09:00–11:00");
  },
);
