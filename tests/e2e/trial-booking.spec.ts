import type { Locator, Page } from "@playwright/test";
import { teacherName } from "#contracts/teachers";
import { manageTrialHref, TRIAL_BOOKING_MESSAGES, type TrialSlots } from "#contracts/trial-booking";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from "./fixtures.ts";
import { openDialog } from "./helpers.ts";
import { invitationFor } from "./trial-mail.ts";

/**
 * Booking a trial time after the lead form (docs/product/trial-booking.md), as a visitor outside the US does: the
 * browser says Berlin, and every time shown must be Berlin's wall clock.
 */
const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

const THANK_YOU_DESCRIPTION = "We're excited to help you start your yoga journey. We'll be in touch shortly!";

/** A time as the picker writes it, formatted here on its own: "9:30 AM". */
function wallClock(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, " ");
}

/** The free times the server offers now, read as the picker reads them. */
async function serverSlots(page: Page, teacher?: string): Promise<TrialSlots> {
  const query = new URLSearchParams(teacher ? { timeZone: ZONE, teacher } : { timeZone: ZONE });
  const response = await page.request.get(`/api/trial-slots?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TrialSlots;
}

/** Sends the lead form of an open modal; gives the modal as it is now, the thank-you view. */
async function submitLead(dialog: Locator, email: string): Promise<Locator> {
  await dialog.getByLabel("Name").fill("Lena Vogel");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0142");
  await dialog.getByRole("button", { name: "Request a call back" }).click();
  const thanks = dialog.page().getByRole("dialog", { name: "Thank You!" });
  await expect(thanks).toBeVisible();
  return thanks;
}

/** The picker's selected day, its times as shown, and the server's slots of that day. */
async function shownDay(dialogOrPage: Locator, slots: TrialSlots) {
  const tab = dialogOrPage.getByRole("tab", { selected: true });
  await expect(tab).toBeVisible();
  const index = await dialogOrPage
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.findIndex((node) => node.getAttribute("aria-selected") === "true"));
  const day = slots.days[index];
  if (!day) throw new Error(`No day ${index} in the server's window`);
  const times = dialogOrPage.getByRole("tabpanel").getByRole("button");
  return { day, times };
}

test(
  "a visitor in Berlin sends the brief's form, sees its thank-you view, picks a time shown in Berlin's time and books it; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await page.goto("/");
    const form = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
    const email = uniqueEmail("trial-berlin");
    const dialog = await submitLead(form, email);

    // The brief's thank-you view, unchanged, with the picker under it.
    await expect(dialog.getByText(THANK_YOU_DESCRIPTION)).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Get my free health report and yoga plan/ })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Pick a time for your trial" })).toBeVisible();
    await expect(dialog.getByLabel("Your time zone")).toHaveValue(ZONE);

    const slots = await serverSlots(page);
    const { day, times } = await shownDay(dialog, slots);
    expect(day.slots.length).toBeGreaterThan(0);
    await expect(times).toHaveText(day.slots.map((slot) => wallClock(slot.start, ZONE)));
    const [slot] = day.slots;
    if (!slot) throw new Error("No slot to book");
    // The same instants in New York would read six hours earlier: the zone really is applied.
    expect(wallClock(slot.start, "America/New_York")).not.toBe(wallClock(slot.start, ZONE));

    const time = wallClock(slot.start, ZONE);
    await times.filter({ hasText: time }).click();
    await dialog.getByRole("button", { name: new RegExp(`^Book ${time} on `) }).click();

    const booked = dialog.getByRole("heading", { name: "Your trial is booked" });
    await expect(booked).toBeFocused();
    const section = dialog.getByRole("region", { name: "Your trial is booked" });
    await expect(section).toContainText(`${time} – ${wallClock(slot.end, ZONE)}`);
    await expect(section).toContainText(`(${ZONE})`);
    await expect(section).toContainText("Held for you — we'll confirm it shortly.");
    await expect(section).toContainText("An e-mail with the details is on its way");

    const trial = await site.latestTrialByEmail(email);
    expect(trial?.startsAt.toISOString()).toBe(slot.start);
    expect(trial?.status).toBe("hold");
    expect(trial?.timeZone).toBe(ZONE);
    await expect(section).toContainText(`Trial class with ${teacherName(trial?.teacherId ?? "ananya-iyer")}`);
    await expectNoSeriousA11yViolations(page);
  },
);

test("a visitor who skips keeps the call-back; Cancel's place, the close control, still closes", async ({
  page,
  site,
}) => {
  await page.goto("/");
  const form = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
  const email = uniqueEmail("trial-skip");
  const dialog = await submitLead(form, email);
  await dialog.getByRole("button", { name: "Skip — just call me" }).click();
  await expect(dialog.getByText("No problem: we'll call you to find a time.")).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await site.latestTrialByEmail(email)).toBeUndefined();
  expect(await site.leadCount(email)).toBe(1);
});

test(
  "Book with Ananya names her in the form and offers only her times; the booking is hers",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await page.goto("/our-instructors");
    const opener = page
      .getByRole("article", { name: "Ananya Iyer" })
      .getByRole("button", { name: "Book with Ananya" });
    const form = await openDialog(page, opener, "Book Now");
    await expect(form.getByText("Your trial will be with Ananya Iyer.")).toBeVisible();

    const asked = page.waitForRequest((request) => request.url().includes("/api/trial-slots"));
    const email = uniqueEmail("trial-ananya");
    const dialog = await submitLead(form, email);
    expect(new URL((await asked).url()).searchParams.get("teacher")).toBe("ananya-iyer");

    const hers = await serverSlots(page, "ananya-iyer");
    const { day, times } = await shownDay(dialog, hers);
    await expect(times).toHaveText(day.slots.map((slot) => wallClock(slot.start, ZONE)));
    expect(hers.days.flatMap((entry) => entry.slots.flatMap((slot) => slot.teachers))).not.toContain(
      "marcus-bell",
    );

    const [slot] = day.slots;
    if (!slot) throw new Error("Ananya has no time to book");
    const time = wallClock(slot.start, ZONE);
    await times.filter({ hasText: time }).click();
    await dialog.getByRole("button", { name: new RegExp(`^Book ${time} on .+ with Ananya Iyer$`) }).click();
    await expect(dialog.getByRole("heading", { name: "Your trial is booked" })).toBeFocused();
    await expect(dialog.getByText("Trial class with Ananya Iyer")).toBeVisible();
    expect(await site.latestTrialByEmail(email)).toMatchObject({ teacherId: "ananya-iyer", status: "hold" });
  },
);

test("a time taken meanwhile is refused in plain words and the times are read again", async ({
  page,
  site,
}) => {
  await page.goto("/our-instructors");
  const form = await openDialog(
    page,
    page.getByRole("article", { name: "Marcus Bell" }).getByRole("button", { name: "Book with Marcus" }),
    "Book Now",
  );
  const dialog = await submitLead(form, uniqueEmail("trial-first"));
  const { day, times } = await shownDay(dialog, await serverSlots(page, "marcus-bell"));
  const [slot] = day.slots;
  if (!slot) throw new Error("Marcus has no time to book");
  const time = wallClock(slot.start, ZONE);
  await times.filter({ hasText: time }).click();

  // Another visitor books the same time first, through the API the picker uses.
  const other = uniqueEmail("trial-second");
  const answer = await page.request.post("/api/hubspot-lead", {
    data: { name: "Other Visitor", email: other, phone: "+14155550142", website: "" },
  });
  expect(answer.status()).toBe(200);
  const { bookingToken } = (await answer.json()) as { bookingToken: string };
  const first = await page.request.post("/api/trial-bookings", {
    data: { bookingToken, start: slot.start, teacher: "marcus-bell", timeZone: ZONE },
  });
  expect(first.status()).toBe(200);

  await dialog.getByRole("button", { name: new RegExp(`^Book ${time} on `) }).click();
  await expect(dialog.getByRole("alert")).toHaveText(TRIAL_BOOKING_MESSAGES.taken);
  await expect(dialog.getByRole("tabpanel").getByRole("button", { name: time, exact: true })).toHaveCount(0);
  expect((await site.latestTrialByEmail(other))?.startsAt.toISOString()).toBe(slot.start);
});

test(
  "the booking, its move and its cancellation each reach the SMTP server with a valid invitation; the manage link moves then cancels it; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await page.goto("/");
    const form = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
    const email = uniqueEmail("trial-manage");
    const dialog = await submitLead(form, email);
    const first = (await shownDay(dialog, await serverSlots(page))).day.slots[0];
    if (!first) throw new Error("No slot to book");
    await dialog.getByRole("tabpanel").getByRole("button").first().click();
    await dialog.getByRole("button", { name: /^Book / }).click();
    await expect(dialog.getByRole("heading", { name: "Your trial is booked" })).toBeFocused();
    const booked = await site.latestTrialByEmail(email);
    if (!booked) throw new Error("The booking was not stored");
    const teacher = booked.teacherId;
    // The booking's e-mail reaches the studio's SMTP server with a valid invitation for the time picked.
    const invited = await invitationFor(site.smtp, email, 0);
    expect(invited).toMatchObject({ method: "REQUEST", start: first.start.replace(".000Z", "Z") });
    expect(invited.subject).toContain(teacherName(teacher as never));
    expect(invited.uid).toMatch(new RegExp(`^${booked.id}@`));

    await page.goto(manageTrialHref(await site.manageTrialToken(email)));
    await expect(page.getByRole("heading", { level: 1, name: "Your trial class" })).toBeVisible();
    await expect(
      page.getByText(`${wallClock(first.start, ZONE)} – ${wallClock(first.end, ZONE)}`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Move to another time" }).click();
    const picker = page.getByRole("region", { name: /^Choose a new time with / });
    await expect(picker.getByRole("heading")).toBeFocused();
    const theirs = await serverSlots(page, teacher);
    const { day, times } = await shownDay(picker, theirs);
    await expect(times).toHaveText(day.slots.map((slot) => wallClock(slot.start, ZONE)));
    const next = day.slots.find((slot) => slot.start !== first.start);
    if (!next) throw new Error("No other time to move to");
    const nextTime = wallClock(next.start, ZONE);
    await times.filter({ hasText: nextTime }).click();
    await picker.getByRole("button", { name: new RegExp(`^Move to ${nextTime} on `) }).click();
    await expect(
      page.getByText("Your trial has been moved. An e-mail with the new time is on its way."),
    ).toBeFocused();
    await expect(page.getByText(`${nextTime} – ${wallClock(next.end, ZONE)}`)).toBeVisible();
    expect((await site.latestTrialByEmail(email))?.startsAt.toISOString()).toBe(next.start);
    // The calendar is told: the same invitation, a higher SEQUENCE, the new time.
    expect(await invitationFor(site.smtp, email, 1)).toMatchObject({
      method: "REQUEST",
      uid: invited.uid,
      start: next.start.replace(".000Z", "Z"),
    });

    await page.getByRole("button", { name: "Cancel my trial" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this trial?" })).toBeFocused();
    await page.getByRole("button", { name: "Keep my trial" }).click();
    await expect(page.getByRole("button", { name: "Move to another time" })).toBeFocused();
    await page.getByRole("button", { name: "Cancel my trial" }).click();
    await page.getByRole("button", { name: "Yes, cancel my trial" }).click();
    await expect(
      page.getByText("Your trial has been cancelled. An e-mail confirming it is on its way."),
    ).toBeFocused();
    await expect(page.getByRole("button", { name: "Move to another time" })).toHaveCount(0);
    expect((await site.latestTrialByEmail(email))?.status).toBe("cancelled");
    expect(await invitationFor(site.smtp, email, 2)).toMatchObject({
      method: "CANCEL",
      uid: invited.uid,
      status: "CANCELLED",
      contentType: expect.stringMatching(/method=CANCEL/i),
    });
    await expectNoSeriousA11yViolations(page);
  },
);

test("a forged or missing manage link says so in plain words, with the phone number", async ({ page }) => {
  await page.goto(manageTrialHref("forged.token"));
  await expect(page.getByRole("alert")).toHaveText(TRIAL_BOOKING_MESSAGES.linkInvalid);
  await expect(page.getByRole("link", { name: /Call us/ })).toBeVisible();
  await page.goto("/manage-trial");
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText(TRIAL_BOOKING_MESSAGES.linkInvalid);
});
