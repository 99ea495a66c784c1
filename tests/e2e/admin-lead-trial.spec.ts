import type { Locator, Page } from "@playwright/test";
import type { TrialSlots } from "#contracts/trial-booking";
import { trialBookings } from "#server/db/schema";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  type Site,
  test,
  uniqueEmail,
} from "./fixtures.ts";
import { invitationFor } from "./trial-mail.ts";

/**
 * Staff on the phone with a lead book, move and cancel the lead's trial from its page (docs/product/staff-area.md,
 * Lead page); each change reaches the studio's SMTP server as the visitor's own would.
 */
test.use({ timezoneId: "America/New_York" });

/** A New York number: the picker opens in the lead's zone, which its phone names. */
const LEAD_PHONE = "+12125550147";

async function openLead(page: Page, site: Site, name: string): Promise<string> {
  const email = uniqueEmail("lead-trial");
  const response = await page.request.post("/api/hubspot-lead", { data: { name, email, phone: LEAD_PHONE } });
  expect(response.status(), "lead accepted").toBe(200);
  await expect.poll(async () => (await site.latestLeadByEmail(email))?.id).toBeTruthy();
  const lead = await site.latestLeadByEmail(email);
  await site.startSession(page);
  await page.goto(`/admin/leads/lead/${lead?.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // On a phone the facts start closed: the Trial fact is in Details.
  if (isPhone(page)) await page.getByRole("region", { name: "Details" }).locator("summary").click();
  return email;
}

/**
 * The free times for the zone the picker shows, read from the visitor's endpoint: the staff one answers the same from
 * the same service (server/routes/staff/lead-trials.test.ts) but wants the page's CSRF token.
 */
async function staffSlots(page: Page, picker: Locator, teacher?: string): Promise<TrialSlots> {
  const timeZone = await picker.getByLabel("The lead's time zone").inputValue();
  const query = new URLSearchParams(teacher ? { timeZone, teacher } : { timeZone });
  const response = await page.request.get(`/api/trial-slots?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TrialSlots;
}

/** The selected day's slots, as the server gives them, and the day's time buttons. */
async function selectedDay(picker: Locator, slots: TrialSlots) {
  await expect(picker.getByRole("tab", { selected: true })).toBeVisible();
  const index = await picker
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.findIndex((node) => node.getAttribute("aria-selected") === "true"));
  const day = slots.days[index];
  if (!day) throw new Error(`No day ${index} in the window`);
  return { day, times: picker.getByRole("tabpanel").getByRole("button") };
}

const ics = (instant: string) => instant.replace(".000Z", "Z");

test(
  "staff book a lead's trial from its page, move it and cancel it; each e-mail carries its invitation; axe",
  BOTH_WIDTHS,
  async ({ page, site }, testInfo) => {
    const name = "Meera Shah";
    const email = await openLead(page, site, name);
    const controls = page.getByRole("group", { name: `${name}'s trial` });
    await expect(page.getByText("none booked")).toBeVisible();

    // Book: the visitor's picker, in the lead's zone, in a dialog named for the lead.
    await controls.getByRole("button", { name: "Book a trial time" }).click();
    const booking = page.getByRole("dialog", { name: `Book a trial for ${name}` });
    await expect(booking.getByLabel("The lead's time zone")).toHaveValue("America/New_York");
    const { day, times } = await selectedDay(booking, await staffSlots(page, booking));
    await expect(times.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("lead-page-picker.png"), fullPage: false });
    await expectNoSeriousA11yViolations(page);
    const first = day.slots[0];
    if (!first) throw new Error("No time to book");
    await times.first().click();
    await page.screenshot({ path: testInfo.outputPath("lead-page-picker-chosen.png") });
    await booking.getByRole("button", { name: /^Book / }).click();
    await expect(booking).toHaveCount(0);
    await expect(controls).toBeFocused();
    await expect(page.getByText(new RegExp(`^${name}'s trial is booked with `))).toBeVisible();
    const trialFact = page.getByRole("region", { name: "Details" });
    await expect(trialFact).toContainText("Confirmed");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("trial_booked");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Trial booked:");
    const booked = await site.latestTrialByEmail(email);
    expect(booked).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(booked?.startsAt.toISOString()).toBe(first.start);
    await trialFact.screenshot({ path: testInfo.outputPath("lead-page-trial-booked.png") });
    const invited = await invitationFor(site.smtp, email, 0);
    // Confirmed, not held: the visitor agreed on the phone.
    expect(invited).toMatchObject({ method: "REQUEST", status: "CONFIRMED", start: ics(first.start) });
    expect(invited.uid).toMatch(new RegExp(`^${booked?.id}@`));

    // Move: only the teacher's times; the invitation is replaced (same UID, higher SEQUENCE).
    await expect(controls.getByRole("button", { name: "Book a trial time" })).toHaveCount(0);
    await controls.getByRole("button", { name: "Move" }).click();
    const moving = page.getByRole("dialog", { name: `Move ${name}'s trial` });
    const theirs = await staffSlots(page, moving, booked?.teacherId);
    const shown = await selectedDay(moving, theirs);
    const next = shown.day.slots.find((slot) => slot.start !== first.start);
    if (!next) throw new Error("No other time to move to");
    await shown.times.nth(shown.day.slots.indexOf(next)).click();
    await moving.getByRole("button", { name: /^Move to / }).click();
    await expect(moving).toHaveCount(0);
    await expect(controls).toBeFocused();
    await expect(page.getByText(new RegExp(`^${name}'s trial is moved to `))).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Trial moved to");
    expect((await site.latestTrialByEmail(email))?.startsAt.toISOString()).toBe(next.start);
    expect(await invitationFor(site.smtp, email, 1)).toMatchObject({
      method: "REQUEST",
      uid: invited.uid,
      start: ics(next.start),
    });

    // Cancel: asked first, as on the Trials page; the lead goes back to Contacted and can be booked again.
    await controls.getByRole("button", { name: "Cancel" }).click();
    const asking = page.getByRole("dialog", { name: "Cancel this trial?" });
    await expect(asking.getByRole("button", { name: "Keep the trial" })).toBeFocused();
    await asking.getByRole("button", { name: "Cancel the trial" }).click();
    await expect(page.getByText(`${name}'s trial is cancelled; they are sent a cancellation.`)).toBeVisible();
    await expect(trialFact).toContainText("Cancelled");
    await expect(controls.getByRole("button", { name: "Book a trial time" })).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Trial cancelled:");
    expect(await invitationFor(site.smtp, email, 2)).toMatchObject({
      method: "CANCEL",
      uid: invited.uid,
      status: "CANCELLED",
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test("a refusal is read out in the dialog in staff's words, and the times are read again", async ({
  page,
  site,
}) => {
  const name = "Tomas Lind";
  const email = await openLead(page, site, name);
  const controls = page.getByRole("group", { name: `${name}'s trial` });
  await controls.getByRole("button", { name: "Book a trial time" }).click();
  const booking = page.getByRole("dialog", { name: `Book a trial for ${name}` });
  await booking.getByRole("tabpanel").getByRole("button").first().click();

  // Meanwhile a colleague booked the lead a trial elsewhere (a month out, clear of every time offered here).
  const lead = await site.latestLeadByEmail(email);
  const start = new Date(Date.now() + 30 * 86_400_000);
  await site.app.database.db.insert(trialBookings).values({
    leadId: lead?.id ?? "",
    teacherId: "ananya-iyer",
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    status: "confirmed",
    timeZone: "America/New_York",
  });
  await booking.getByRole("button", { name: /^Book / }).click();
  await expect(booking.getByRole("alert")).toHaveText(
    "This lead already has a trial booked. Move or cancel that one instead.",
  );
  await expect(booking.getByRole("tabpanel").getByRole("button").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Behind the dialog the page has caught up: closing it shows the trial booked meanwhile, with Move and Cancel.
  await page.keyboard.press("Escape");
  await expect(controls).toBeFocused();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Confirmed");
  await expect(controls.getByRole("button", { name: "Move" })).toBeVisible();
});
