import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { CSV_COLUMNS, INBOX_MESSAGES } from "#contracts/leads-inbox";
import { TWILIO_TEST, twilioSignature } from "../support/twilio.ts";
import { webhookWorkDone } from "../support/webhooks.ts";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  STAFF,
  test,
  uniqueEmail,
  unzonedPhone,
} from "./fixtures.ts";
import { openDialog } from "./helpers.ts";

const RESULTS = "Leads, newest first";
const PHONE = unzonedPhone();

/** A name the lead form accepts (letters and spaces) that no other test uses. */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1).join("")}`;
}

const table = (page: Page) => page.getByRole("table", { name: RESULTS });
const rows = (page: Page) => table(page).locator("tbody tr");
/** The filters besides the search wait behind one button. */
async function openFilters(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Filters" }).click();
}
const timeline = (page: Page) => page.getByRole("region", { name: /^Timeline/ });

/** Leads straight through the public API, each with its own e-mail under one tag and a phone of its own. */
async function seedLeads(page: Page, tag: string, count: number, source?: string): Promise<void> {
  for (let index = 0; index < count; index++) {
    const response = await page.request.post("/api/hubspot-lead", {
      data: {
        name: `Seed Lead ${String.fromCharCode(97 + (index % 26))}`,
        email: `${tag}-${index}@example.com`,
        phone: `+1415555${String(1000 + index).padStart(4, "0")}`,
        ...(source ? { attribution: { utmSource: source, landingPage: `/?utm_source=${source}` } } : {}),
      },
    });
    expect(response.status(), "lead accepted").toBe(200);
  }
}

test("a visitor's lead: first in the inbox, found by search, its page, an SMS from it, a status and a note; axe", async ({
  page,
  site,
}) => {
  // A whole staff journey with several axe runs: near the 30 s default on a slow two-core machine.
  test.slow();
  const name = uniqueName("Maya");
  const email = uniqueEmail("inbox");
  await page.goto("/");
  const dialog = await openDialog(page, page.getByRole("button", { name: "Book your $10 trial" }).first());
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("(555) 555-0142");
  await dialog.getByRole("button", { name: "Request a call back" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();

  await site.signIn(page);
  const counts = page.getByRole("region", { name: "Leads at a glance" });
  await expect(counts.getByRole("link", { name: /^Not yet contacted \d+$/ })).toHaveAttribute(
    "href",
    "/admin/leads?status=new",
  );
  await expect(counts.getByRole("link", { name: /^New today [1-9]\d*$/ })).toBeVisible();
  await expect(counts.getByText("Open quote requests")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveTitle("Leads | Harmoni Yoga staff");
  await expect(rows(page).first().getByRole("rowheader")).toHaveText(name);
  const cells = rows(page).first().getByRole("cell");
  await expect(cells.nth(1)).toHaveText(email);
  await expect(cells.nth(2)).toHaveText(PHONE);
  await expect(cells.nth(3)).toHaveText("New");
  // Just arrived: the promise's full day, cut down to whole hours.
  await expect(cells.nth(4)).toHaveText("Due in 23 h");
  await expect(cells.nth(5).getByRole("combobox", { name: `Owner of ${name}` })).toHaveValue("");
  await expect(cells.nth(6)).toHaveText(/\d{4}/);
  await expectNoSeriousA11yViolations(page);

  // Typing pauses, then the search goes to the address and back to page 1.
  await page.getByRole("searchbox", { name: "Search" }).fill(email.slice(0, -12).toUpperCase());
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${email.slice(0, -12).toUpperCase()}$`));
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Inbox pages" })).toContainText("Page 1 of 1 · 1 lead");

  await rows(page).first().getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const lead = await site.latestLeadByEmail(email);
  expect(lead).toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/lead/${lead?.id}$`));
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("link", { name: PHONE })).toHaveAttribute("href", `tel:${PHONE}`);
  // Newest first: the submission closes it (the CRM job's entry may come above).
  await expect(timeline(page).getByRole("listitem").last()).toContainText("Submitted the lead form");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("main").getByRole("link", { name: "Send SMS" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/send-sms\\?lead=lead:${lead?.id}$`));
  await expect(page.getByText(`For ${name}`)).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(PHONE);
  await page.getByLabel("Message", { exact: true }).fill("Your trial class is on Saturday at 9 am.");
  await page.getByRole("button", { name: "Send SMS" }).click();
  await expect(page.getByRole("status")).toHaveText("SMS sent successfully!");
  const sms = site.twilio.requests.at(-1);
  expect([sms?.endpoint, sms?.body.To, sms?.body.From, sms?.body.Body]).toEqual([
    "messages",
    PHONE,
    TWILIO_TEST.smsFrom,
    "Your trial class is on Saturday at 9 am.",
  ]);

  await page.getByRole("link", { name: `Back to ${name}'s page` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const entries = timeline(page).getByRole("listitem");
  await expect(entries.filter({ hasText: `SMS to ${PHONE}: queued` })).toContainText(
    "Your trial class is on Saturday at 9 am.",
  );
  await expect(entries.filter({ hasText: "Status: New → Contacted" })).toContainText(`by ${STAFF.username}`);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Trial booked" });
  await expect(page.getByText("Status changed to Trial booked.")).toBeVisible();
  await expect(entries.filter({ hasText: "Status: Contacted → Trial booked" })).toHaveCount(1);

  const note = page.getByLabel("Note", { exact: true });
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(note).toHaveAccessibleDescription(/Note is required\.$/);
  await note.fill("  Prefers evening classes.  ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(note).toHaveValue("");
  await expect(entries.filter({ hasText: "Prefers evening classes." })).toContainText(`by ${STAFF.username}`);
});

test("the view lives in the address: filters, paging, reload, back, a refused date range, an ended session, CSV export", async ({
  page,
  site,
}) => {
  const tag = `paging-${Date.now()}`;
  await site.startSession(page);
  await seedLeads(page, tag, 26, "newsletter");

  await page.goto(`/admin/leads?q=${tag}&source=Newsletter&kind=lead`);
  await expect(rows(page)).toHaveCount(25);
  const pager = page.getByRole("navigation", { name: "Inbox pages" });
  await expect(pager).toContainText("Page 1 of 2 · 26 leads");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&kind=lead&source=Newsletter&page=2$`));
  await expect(rows(page)).toHaveCount(1);
  // The oldest is last: the first one seeded.
  await expect(rows(page).first().getByRole("cell").nth(1)).toHaveText(`${tag}-0@example.com`);

  await page.reload();
  await expect(pager).toContainText("Page 2 of 2 · 26 leads");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  await expect(page.getByRole("button", { name: "Remove filter Kind: Lead" })).toBeVisible();
  await openFilters(page);
  await expect(page.getByLabel("Kind", { exact: true })).toHaveValue("lead");
  await expect(page.getByLabel("Source", { exact: true })).toHaveValue("Newsletter");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Member" });
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&status=member&kind=lead&source=Newsletter$`));
  await expect(page.getByRole("heading", { name: "No leads match" })).toBeVisible();
  await page.goBack();
  await expect(pager).toContainText("Page 2 of 2 · 26 leads");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");

  await page.goto(`/admin/leads?q=${tag}&from=2026-12-01&to=2026-11-01`);
  await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription(
    "The 'from' date must not be after the 'to' date.",
  );
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.goto(`/admin/leads?q=${tag}`);
  await expect(pager).toContainText("Page 1 of 2 · 26 leads");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^harmoni-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(","));
  expect(lines).toHaveLength(27);

  // The server forgot the session: the next request goes to sign in, and signing in comes back here.
  await page.context().clearCookies();
  await openFilters(page);
  await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Lead" });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${tag}&kind=lead$`));
  await expect(pager).toContainText("Page 1 of 2 · 26 leads");
});

test("an e-mail stored before the mailbox rule, with a Bcc in it, links to one escaped address in the inbox and on its page", async ({
  page,
  site,
}) => {
  const tag = `mailto${Date.now()}`;
  await site.startSession(page);
  await seedLeads(page, tag, 1);
  // As a row from before contracts/email.ts refused such addresses would hold it.
  const stored = `${tag}@b.co?bcc=attacker%40evil.example`;
  await site.app.database.db.execute(
    sql`update leads set email = ${stored} where email = ${`${tag}-0@example.com`}`,
  );
  const href = `mailto:${tag}@b.co%3Fbcc%3Dattacker%2540evil.example`;

  await page.goto(`/admin/leads?q=${tag}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole("link", { name: stored })).toHaveAttribute("href", href);
  await rows(page).getByRole("link", { name: "Seed Lead a", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seed Lead a" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Details" }).getByRole("link", { name: stored }),
  ).toHaveAttribute("href", href);
});

test(
  "the inbox and a lead page fit a phone; an unknown lead says so; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    const tag = `narrow-${Date.now()}`;
    await site.startSession(page);
    await seedLeads(page, tag, 2);
    await page.goto(`/admin/leads?q=${tag}`);
    // Cards below 1024 px, where the table's eight columns would not fit.
    const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
    const results = page.getByRole(narrow ? "list" : "table", { name: RESULTS });
    await expect(results).toBeVisible();
    await expect(results.getByRole("link", { name: "Seed Lead b", exact: true })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Leads" }),
    ).toHaveAttribute("aria-current", "page");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await results.getByRole("link", { name: "Seed Lead a", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seed Lead a" })).toBeVisible();
    for (const action of ["Call", "Send SMS", "Send Email", "Send WhatsApp"]) {
      await expect(page.getByRole("main").getByRole("link", { name: action, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto("/admin/leads/lead/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "This lead does not exist." })).toBeVisible();
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  },
);

test("a number that replied STOP: marked in the inbox, SMS and WhatsApp disabled with the reason, a send refused", async ({
  page,
  site,
}) => {
  const email = uniqueEmail("stop");
  // A number of its own: opting out is per number, and other tests text unzonedPhone().
  const phone = unzonedPhone(String(Math.floor(2000 + Math.random() * 7000)));
  await site.startSession(page);
  const created = await page.request.post("/api/hubspot-lead", { data: { name: "Rosa Stop", email, phone } });
  expect(created.status()).toBe(200);
  const inbound = {
    From: phone,
    To: TWILIO_TEST.smsFrom,
    Body: "STOP",
    MessageSid: `SM${Date.now().toString(16).padStart(32, "0")}`,
  };
  const url = `${site.baseURL}/api/webhooks/twilio/inbound`;
  const webhook = await page.request.post(url, {
    form: inbound,
    headers: { "X-Twilio-Signature": twilioSignature(url, inbound) },
  });
  expect(webhook.status()).toBe(200);
  // Twilio is answered at once; the opt-out is applied by the webhook's job.
  await webhookWorkDone(site.app);

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole("cell").nth(2)).toHaveText(`${phone}Opted out`);
  // Both read whole: the number is not cut to "+1…" to make room for the badge, nor the badge to the cell.
  const phoneCell = rows(page).first().getByRole("cell").nth(2);
  for (const part of [phoneCell.getByRole("link", { name: phone }), phoneCell.getByText("Opted out")]) {
    const fits = await part.evaluate((element) => {
      const cell = element.closest("td") as HTMLElement;
      const [inner, box] = [element.getBoundingClientRect(), cell.getBoundingClientRect()];
      return element.scrollWidth <= element.clientWidth && inner.right <= box.right && inner.left >= box.left;
    });
    expect(fits, `${await part.textContent()} shown whole`).toBe(true);
  }
  await rows(page).first().getByRole("link", { name: "Rosa Stop", exact: true }).click();
  await expect(page.getByText(INBOX_MESSAGES.optedOut)).toBeVisible();
  const main = page.getByRole("main");
  for (const name of ["Send SMS", "Send WhatsApp"]) {
    await expect(main.getByRole("button", { name })).toBeDisabled();
    await expect(main.getByRole("button", { name })).toHaveAccessibleDescription(INBOX_MESSAGES.optedOut);
  }
  await expect(main.getByRole("link", { name: "Call", exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Send Email" })).toBeVisible();
  // The CRM job's entry may land before or after it.
  await expect(
    timeline(page).getByRole("listitem").filter({ hasText: "Opted out of SMS and WhatsApp (replied STOP)" }),
  ).toHaveCount(1);

  // A tool opened by hand still cannot text the number: the server refuses, in its own words.
  const lead = await site.latestLeadByEmail(email);
  await page.goto(`/admin/send-sms?lead=lead:${lead?.id}`);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(phone);
  await page.getByLabel("Message", { exact: true }).fill("Hello again");
  const sent = site.twilio.requests.length;
  await page.getByRole("button", { name: "Send SMS" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Error: ${INBOX_MESSAGES.optedOut}`);
  expect(site.twilio.requests).toHaveLength(sent);
});

test(
  "waiting leads say when they are due, the inbox filters and sorts by it, and a send from a tool reaches the lead; axe",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    const tag = `promise-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const number = () => unzonedPhone(String(Math.floor(2000 + Math.random() * 7000)));
    const leads = [
      { name: uniqueName("Late"), hours: 30, phone: number() },
      { name: uniqueName("Soon"), hours: 23.5, phone: number() },
      { name: uniqueName("Fresh"), hours: 0, phone: number() },
    ];
    await site.startSession(page);
    for (const [index, lead] of leads.entries()) {
      const email = `${tag}-${index}@example.com`;
      const response = await page.request.post("/api/hubspot-lead", {
        data: { name: lead.name, email, phone: lead.phone },
      });
      expect(response.status()).toBe(200);
      if (lead.hours > 0) await site.ageLeads(email, lead.hours);
    }
    const [late, soon, fresh] = leads as [
      (typeof leads)[number],
      (typeof leads)[number],
      (typeof leads)[number],
    ];

    await page.goto(`/admin/leads?q=${tag}`);
    const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
    const results = () =>
      page.getByRole(narrow ? "list" : "table", { name: /^Leads, / }).getByRole(narrow ? "listitem" : "row");
    const entry = (name: string) => results().filter({ hasText: name });
    await expect(entry(late.name)).toContainText("Overdue by 6 h");
    await expect(entry(soon.name)).toContainText(/Due in 29 min/);
    await expect(entry(fresh.name)).toContainText("Due in 23 h");
    await expectNoSeriousA11yViolations(page);

    await openFilters(page);
    await page.getByLabel("First contact", { exact: true }).selectOption({ label: "Overdue" });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&promise=overdue$`));
    await expect(page.getByRole("navigation", { name: "Inbox pages" })).toContainText("Page 1 of 1 · 1 lead");
    await expect(entry(late.name)).toBeVisible();
    await expect(entry(soon.name)).toHaveCount(0);

    await page.getByLabel("First contact", { exact: true }).selectOption({ label: "Any" });
    await page.getByLabel("Order", { exact: true }).selectOption({ label: "Most overdue first" });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&sort=due$`));
    await expect(page.getByText("Leads and business quote requests, most overdue first.")).toBeVisible();
    const names = page
      .getByRole(narrow ? "list" : "table", { name: "Leads, most overdue first" })
      .getByRole("link", { name: /^(Late|Soon|Fresh) / });
    await expect(names).toHaveText([late.name, soon.name, fresh.name]);
    await page.reload();
    await openFilters(page);
    await expect(page.getByLabel("Order", { exact: true })).toHaveValue("due");
    await expectNoSeriousA11yViolations(page);

    // A text from the standalone tool, to the number as Twilio writes it, lands on the overdue lead.
    await page
      .getByRole("navigation", { name: "Staff tools" })
      .getByRole("link", { name: "Send SMS" })
      .click();
    await expect(page).toHaveTitle("Send SMS | Harmoni Yoga staff");
    await expect(page.getByRole("heading", { level: 1, name: "Send SMS" })).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill(late.phone);
    await page.getByLabel("Message", { exact: true }).fill("Sorry for the wait! When can we call?");
    await page.getByRole("button", { name: "Send SMS" }).click();
    await expect(page.getByRole("status")).toHaveText("SMS sent successfully!");
    await page.getByRole("link", { name: `On ${late.name}'s timeline` }).click();
    await expect(page.getByRole("heading", { level: 1, name: late.name })).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^First contacted 30 h( \\d+ min)? after arrival, by ${STAFF.username}, by SMS\\.$`),
      ),
    ).toBeVisible();
    await expect(page.getByText(/^(Due in|Overdue by) /)).toHaveCount(0);
    await expect(
      timeline(page)
        .getByRole("listitem")
        .filter({ hasText: `SMS to ${late.phone}: queued` }),
    ).toContainText("Sorry for the wait!");
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/admin/leads/lead/${(await site.latestLeadByEmail(`${tag}-1@example.com`))?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: soon.name })).toBeVisible();
    await expect(page.getByText(/^Due in 2\d min$/)).toBeVisible();
  },
);
