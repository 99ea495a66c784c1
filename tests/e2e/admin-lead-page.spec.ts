import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  type Site,
  STAFF,
  test,
  uniqueEmail,
  unzonedPhone,
} from "./fixtures.ts";

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });
const entries = (page: Page) => timeline(page).getByRole("listitem");
const order = (page: Page, name: "Newest first" | "Oldest first") =>
  timeline(page).getByRole("group", { name: "Timeline order" }).getByRole("button", { name });
const statusSelect = (page: Page) => page.getByLabel("Status", { exact: true });
/** The page's facts: a card whose heading opens and closes it. */
const factsCard = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading }).locator("details");

/** A lead straight through the public API; its page opened by a signed-in member of staff. */
async function openNewLead(page: Page, site: Site, name: string, lastFour: string): Promise<string> {
  const email = uniqueEmail("leadpage");
  const response = await page.request.post("/api/hubspot-lead", {
    data: { name, email, phone: unzonedPhone(lastFour), attribution: { utmSource: "newsletter" } },
  });
  expect(response.status(), "lead accepted").toBe(200);
  // The HubSpot and staff-alert jobs add their timeline entries in the background; waiting for both keeps
  // what a test does next the newest entry.
  await expect
    .poll(async () => {
      const stored = await site.latestLeadByEmail(email);
      return [stored?.crmStatus, stored?.alertStatus];
    })
    .toEqual(["not_configured", "not_configured"]);
  const lead = await site.latestLeadByEmail(email);
  await site.startSession(page);
  await page.goto(`/admin/leads/lead/${lead?.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return email;
}

test(
  "the lead page: the work first and the facts closed on a phone, newest first with a kept toggle, an e-mail's message, notes once; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    const name = "Ines Park";
    const email = await openNewLead(page, site, name, "0161");

    // On a phone the facts start closed below the timeline; on a wide screen they are open beside it.
    const phone = isPhone(page);
    for (const heading of ["Details", "Attribution"]) {
      if (phone) await expect(factsCard(page, heading)).not.toHaveAttribute("open");
      else await expect(factsCard(page, heading)).toHaveAttribute("open", "");
    }
    await expect(page.getByText("UTM source", { exact: true })).toBeVisible({ visible: !phone });
    const timelineTop = (await timeline(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const detailsTop = (await page.getByRole("region", { name: "Details" }).boundingBox())?.y ?? 0;
    expect(timelineTop < detailsTop, "the timeline above the details").toBe(phone);
    if (phone) {
      await page.getByRole("region", { name: "Details" }).getByRole("heading", { name: "Details" }).click();
      await expect(factsCard(page, "Details")).toHaveAttribute("open", "");
      await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }

    await page.getByRole("main").getByRole("link", { name: "Send Email" }).click();
    await page.getByLabel("Subject", { exact: true }).fill("Your first class");
    await page
      .getByLabel("Message", { exact: true })
      .fill('<p>See you on <strong>Saturday</strong>.</p><p onclick="alert(1)">Bring a mat.</p>');
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    await page.getByRole("link", { name: `Back to ${name}'s page` }).click();

    // Newest first: the status change the e-mail caused, the e-mail, then the submission last.
    await expect(order(page, "Newest first")).toHaveAttribute("aria-pressed", "true");
    await expect(entries(page).first()).toContainText("Status: New → Contacted");
    const sent = entries(page).filter({ hasText: `Email to ${email}` });
    await expect(sent).toContainText("Your first class");
    await expect(sent).toContainText("See you on Saturday.Bring a mat.");
    await expect(sent.locator("strong")).toHaveText("Saturday");
    await expect(sent.locator("[onclick]")).toHaveCount(0);
    await expect(entries(page).last()).toContainText("Submitted the lead form");
    await expectNoSeriousA11yViolations(page);

    // Turned round, kept in the address through a reload, and back.
    await order(page, "Oldest first").click();
    await expect(page).toHaveURL(/\?timeline=oldest$/);
    await expect(order(page, "Oldest first")).toHaveAttribute("aria-pressed", "true");
    await expect(order(page, "Newest first")).toHaveAttribute("aria-pressed", "false");
    await expect(entries(page).first()).toContainText("Submitted the lead form");
    await page.reload();
    await expect(entries(page).first()).toContainText("Submitted the lead form");
    await expect(entries(page).last()).toContainText("Status: New → Contacted");
    await order(page, "Newest first").click();
    await expect(page).not.toHaveURL(/timeline=/);
    await expect(entries(page).last()).toContainText("Submitted the lead form");

    // A note has one place: the timeline, under the form that adds it.
    await page.getByLabel("Note", { exact: true }).fill("Prefers evening classes.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(entries(page).first()).toContainText(`by ${STAFF.username}Note`);
    await expect(entries(page).first()).toContainText("Prefers evening classes.");
    await expect(page.getByText("Prefers evening classes.")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Notes" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "the status is saved as soon as it is picked; the toast's Undo puts the previous one back through the same endpoint, then goes",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await page.clock.install();
    const email = await openNewLead(page, site, "Theo Brandt", "0162");
    await expect(page.getByRole("button", { name: "Save status" })).toHaveCount(0);

    await statusSelect(page).focus();
    await statusSelect(page).selectOption({ label: "Trial booked" });
    const toast = page.getByText("Status changed to Trial booked.");
    await expect(toast).toBeVisible();
    // The toast is announced where it is; focus stays on the select.
    await expect(statusSelect(page)).toBeFocused();
    await expect(entries(page).first()).toContainText(`Status: New → Trial booked`);
    await expect.poll(async () => (await site.latestLeadByEmail(email))?.status).toBe("trial_booked");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Status changed back to New.")).toBeVisible();
    await expect(statusSelect(page)).toHaveValue("new");
    await expect(statusSelect(page)).toBeFocused();
    await expect(entries(page).first()).toContainText("Status: Trial booked → New");
    await expect.poll(async () => (await site.latestLeadByEmail(email))?.status).toBe("new");

    await statusSelect(page).selectOption({ label: "Lost" });
    await expect(page.getByText("Status changed to Lost.")).toBeVisible();
    // A toast under the pointer waits for it to leave; the Undo click left the pointer there.
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_500);
    await expect(page.getByText("Status changed to Lost.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
    await expect(statusSelect(page)).toHaveValue("lost");
  },
);

test("the dashboard points to the four tools after Leads, as the navigation shows them", async ({
  page,
  site,
}) => {
  await site.signIn(page);
  // An owner's navigation goes on with the staff accounts and the audit log.
  await expect(page.getByRole("navigation", { name: "Staff tools" }).getByRole("listitem")).toHaveText([
    "Leads",
    "Trials",
    "Call Client",
    "Send SMS",
    "Send Email",
    "Send WhatsApp",
    "Teachers' hours",
    "Staff accounts",
    "Audit log",
  ]);
  await expect(page.getByText("Reach leads quickly with the four tools above, after Leads:")).toBeVisible();
});

test(
  "the status toast goes with its page: after leaving the lead, nothing of it covers the next page's fields",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    // The clock stands still, so only leaving the page can take the toast away, not its 8 seconds.
    await page.clock.install();
    await openNewLead(page, site, "Vera Toast", "0163");
    await statusSelect(page).selectOption({ label: "Contacted" });
    await expect(page.getByText("Status changed to Contacted.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(page.getByText("Status changed to Contacted.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  },
);

test("a quote whose phone is no number: call, SMS and WhatsApp disabled with the reason on its page and inbox row, e-mail kept; its sent sales e-mail reads Sent (issue 31)", async ({
  page,
  site,
}) => {
  const contact = "Noor Haddad";
  const email = uniqueEmail("undialable");
  const response = await page.request.post("/api/business-quote", {
    data: { company: "Calm Co", contact, email, teamSize: 12, phone: "call me after 5", message: "" },
  });
  expect(response.status(), "quote accepted").toBe(200);
  // The sales e-mail's delivery runs in the background; once it has settled, the quote is marked as sent.
  await expect.poll(async () => (await site.latestQuoteByEmail(email))?.mailStatus).toBe("not_configured");
  const quote = await site.latestQuoteByEmail(email);
  await site.app.database.db.execute(
    sql`update quote_requests set mail_status = 'sent' where id = ${quote?.id}`,
  );

  await site.startSession(page);
  await page.goto(`/admin/leads/quote/${quote?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: contact })).toBeVisible();
  const reason = "Not possible to use: the phone given is not a number that can be dialled.";
  await expect(page.getByText(reason)).toBeVisible();
  for (const name of ["Call", "Send SMS", "Send WhatsApp"]) {
    const control = page.getByRole("button", { name, exact: true });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Send Email", exact: true })).toHaveAttribute(
    "href",
    `/admin/send-email?lead=quote:${quote?.id}`,
  );
  await expect(
    page.getByRole("region", { name: "Details" }).locator('dt:text-is("Sales e-mail") + dd'),
  ).toHaveText("Sent");

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const why = "(not possible: the phone given is not a number that can be dialled)";
  for (const action of ["Call", "Send SMS"]) {
    await expect(page.getByRole("button", { name: `${action}: ${contact} ${why}` })).toBeDisabled();
  }
  await expect(page.getByRole("link", { name: `Send Email: ${contact}` })).toBeVisible();
});
