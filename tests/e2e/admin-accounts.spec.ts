import type { APIResponse, Page } from "@playwright/test";
import { parseMail } from "../support/smtp.ts";
import {
  BOTH_WIDTHS,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  STAFF,
  test,
  uniqueEmail,
} from "./fixtures.ts";

const COLLEAGUE_PASSWORD = "quiet morning harbour lanterns";
const NEW_PASSWORD = "lanterns over a sleepy harbour";
const staffNav = (page: Page) => page.getByRole("navigation", { name: "Staff tools" });

/** A username no other test (or the other width's run) uses. */
function uniqueName(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Calls a staff endpoint with the page's session, as the staff pages do (cookie and CSRF token). */
async function staffApi(page: Page, base: string, method: "GET" | "POST", path: string, data?: object) {
  const session = await (await page.request.get(`${base}/api/verify-auth`)).json();
  return page.request.fetch(`${base}${path}`, {
    method,
    headers: { "x-csrf-token": session.token },
    ...(data ? { data } : {}),
  });
}

async function json(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A colleague added through the owners' API, with a password set through their invitation link. */
async function colleagueOf(page: Page, base: string, role: "owner" | "staff" = "staff") {
  const username = uniqueName("colleague");
  const added = await json(
    await staffApi(page, base, "POST", "/api/admin/staff-accounts", {
      username,
      email: `${username}@example.com`,
      role,
    }),
  );
  const token = new URL(added.link, base).searchParams.get("token");
  await json(
    await page.request.post(`${base}/api/set-password`, {
      data: { token, password: COLLEAGUE_PASSWORD, confirm: COLLEAGUE_PASSWORD },
    }),
  );
  const { accounts } = await json(await staffApi(page, base, "GET", "/api/admin/staff-accounts"));
  return { username, id: accounts.find((account: { username: string }) => account.username === username).id };
}

/** A lead sent through the public form, then given to `ownerId` through the inbox's API. */
async function leadOwnedBy(page: Page, base: string, ownerId: string, name: string) {
  const email = uniqueEmail("owned");
  await json(
    await page.request.post(`${base}/api/hubspot-lead`, { data: { name, email, phone: "+14155550142" } }),
  );
  const inbox = await json(
    await staffApi(page, base, "GET", `/api/admin/leads?q=${encodeURIComponent(email)}`),
  );
  const row = inbox.rows[0];
  await json(await staffApi(page, base, "POST", `/api/admin/leads/${row.kind}/${row.id}/owner`, { ownerId }));
  return row as { kind: string; id: string };
}

async function signInAs(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${username}` })).toBeVisible();
}

/** The button that opens an account's dialog, in the table on a desktop or the card on a phone. */
const manage = (page: Page, username: string) =>
  page.getByRole("button", { name: `Manage ${username}` }).filter({ visible: true });

test(
  "the owner adds a colleague, who opens the invitation link, sets a password and signs in; axe is clean",
  BOTH_WIDTHS,
  async ({ page, site, browser }) => {
    // Two people in two browsers, three axe scans and four password hashes: past 30 s on a loaded machine.
    test.slow();
    await site.signIn(page);
    await staffNav(page).getByRole("link", { name: "Staff accounts" }).click();
    await expect(page).toHaveTitle("Staff accounts | Harmoni Yoga staff");
    await expect(
      page.getByRole(isPhone(page) ? "list" : "table", { name: "Staff accounts, active first" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const username = uniqueName("maya");
    await page.getByRole("button", { name: "Add a colleague" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a colleague" });
    await expect(dialog.getByLabel("Username")).toBeFocused();
    await dialog.getByRole("button", { name: "Add colleague" }).click();
    await expect(dialog.getByLabel("Username")).toHaveAccessibleDescription(
      "What they type to sign in. A username must be 3 to 50 characters: letters, digits, dots, underscores, hyphens or @.",
    );
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("E-mail").fill(`${username}@example.com`);
    await dialog.getByLabel("Role").selectOption({ label: "Staff" });
    await dialog.getByRole("button", { name: "Add colleague" }).click();

    const done = page.getByRole("dialog", { name: "Colleague added" });
    await expect(done.getByRole("status").first()).toHaveText(
      `Added ${username} as Staff. The link was not e-mailed: the server does not know the site's address for links (PUBLIC_URL). Copy it below and give it to ${username} yourself; it works once, for 7 days.`,
    );
    await expect(done.getByRole("button", { name: "Copy link" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const link = await done.getByLabel("Link to set a password").inputValue();
    expect(link).toMatch(new RegExp(`^${site.baseURL}/admin/set-password\\?token=[A-Za-z0-9_-]{43}$`));
    await done.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText(username).filter({ visible: true }).first()).toBeVisible();

    const colleague = await browser.newContext({ viewport: page.viewportSize() });
    const theirs = await colleague.newPage();
    await theirs.goto(link);
    await expect(theirs.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    await expect(
      theirs.getByText(`Welcome, ${username}. Choose the password for your staff account.`),
    ).toBeVisible();
    await expect(theirs).toHaveTitle("Set your password | Harmoni Yoga staff");
    await expectNoSeriousA11yViolations(theirs);
    await theirs.getByLabel("New password", { exact: true }).fill(`${username}2024`);
    await theirs.getByLabel("Repeat the new password").fill("something else entirely");
    await theirs.getByRole("button", { name: "Set password" }).click();
    await expect(theirs.getByLabel("Repeat the new password")).toHaveAccessibleDescription(
      "The two passwords are not the same.",
    );
    await theirs.getByLabel("Repeat the new password").fill(`${username}2024`);
    await theirs.getByRole("button", { name: "Set password" }).click();
    await expect(theirs.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /This password is too easy to guess\./,
    );
    await theirs.getByLabel("New password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await theirs.getByLabel("Repeat the new password").fill(COLLEAGUE_PASSWORD);
    await theirs.getByRole("button", { name: "Set password" }).click();
    await expect(theirs.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
    await theirs.getByRole("link", { name: "Sign In" }).click();
    await signInAs(theirs, site.baseURL, username, COLLEAGUE_PASSWORD);

    await theirs.goto(link);
    await expect(theirs.getByRole("alert")).toHaveText("This link has expired or has already been used.");
    await expect(theirs.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/admin/forgot-password",
    );
    await colleague.close();
  },
);

test(
  "the owner disables a colleague, handing their open leads on, re-enables them and reassigns their leads",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await site.startSession(page);
    const base = site.baseURL;
    const leaving = await colleagueOf(page, base);
    const keeper = await colleagueOf(page, base);
    const first = await leadOwnedBy(page, base, leaving.id, "Ada Finch");
    await leadOwnedBy(page, base, leaving.id, "Bea Olsen");

    await page.goto("/admin/staff");
    await manage(page, leaving.username).click();
    let dialog = page.getByRole("dialog", { name: leaving.username });
    await expect(dialog.getByText("Staff · Active · two-factor off · leads: 2 (2 open)")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Change role" })).toBeFocused();
    await dialog.getByRole("button", { name: "Disable account" }).click();
    dialog = page.getByRole("dialog", { name: `Disable ${leaving.username}` });
    await expect(dialog.getByLabel("Their 2 open leads go to")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Their 2 open leads go to").selectOption({ label: keeper.username });
    await dialog.getByRole("button", { name: `Disable ${leaving.username}` }).click();
    dialog = page.getByRole("dialog", { name: "Done" });
    await expect(dialog.getByRole("status")).toHaveText(
      `Disabled ${leaving.username} and ended their sessions. Their 2 open leads went to ${keeper.username}.`,
    );
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(manage(page, leaving.username)).toBeFocused();

    const refused = await page.request.post(`${base}/api/auth`, {
      data: { username: leaving.username, password: COLLEAGUE_PASSWORD },
    });
    expect((await refused.json()).success).not.toBe(true);
    const lead = await json(await staffApi(page, base, "GET", `/api/admin/leads/${first.kind}/${first.id}`));
    expect(lead.owner).toBe(keeper.username);

    await manage(page, leaving.username).click();
    await page.getByRole("button", { name: "Re-enable account" }).click();
    await page.getByRole("button", { name: "Re-enable", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Done" }).getByRole("status")).toHaveText(
      `Re-enabled ${leaving.username}. They can sign in again.`,
    );
    await page.getByRole("button", { name: "Done" }).click();

    await manage(page, keeper.username).click();
    await page.getByRole("button", { name: "Reassign leads" }).click();
    dialog = page.getByRole("dialog", { name: `Reassign ${keeper.username}'s leads` });
    await dialog.getByLabel("Give the 2 leads to").selectOption({ label: leaving.username });
    await dialog.getByRole("button", { name: "Move leads" }).click();
    await expect(page.getByRole("dialog", { name: "Done" }).getByRole("status")).toHaveText(
      `Moved ${keeper.username}'s 2 leads to ${leaving.username}.`,
    );
    const moved = await json(await staffApi(page, base, "GET", `/api/admin/leads/${first.kind}/${first.id}`));
    expect(moved.owner).toBe(leaving.username);
    expect(moved.timeline.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining([
        `Owner: ${leaving.username} → ${keeper.username}`,
        `Owner: ${keeper.username} → ${leaving.username}`,
      ]),
    );
  },
);

test(
  "forgot password by e-mail: the same answer whatever matched, and the e-mailed link sets a new password",
  BOTH_WIDTHS,
  async ({ page, linkSite }) => {
    const base = linkSite.baseURL;
    await linkSite.startSession(page);
    const username = uniqueName("forgetful");
    const email = `${username}@example.com`;
    await json(
      await staffApi(page, base, "POST", "/api/admin/staff-accounts", { username, email, role: "staff" }),
    );
    await page.context().clearCookies();

    await page.goto(`${base}/admin/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(`${base}/admin/forgot-password`);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByLabel("Username or e-mail")).toHaveAccessibleDescription(
      "Please enter your username or e-mail address.",
    );
    const mails = () => linkSite.smtp.received.filter((mail) => mail.to.includes(email));
    const invitations = mails().length;
    await page.getByLabel("Username or e-mail").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send link" }).click();
    const answer =
      "If that matches an active staff account with an e-mail address, we have sent it a link to set a new password. The link works for 30 minutes.";
    await expect(page.getByRole("status")).toHaveText(answer);

    await expect.poll(() => mails().length).toBe(invitations + 1);
    const mail = parseMail(mails().at(-1)?.raw ?? "");
    expect(mail.headers.get("subject")).toBe("Set a new password for the Harmoni Yoga staff area");
    const link = mail.text?.match(/http:\/\/\S+\/admin\/set-password\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? "";
    expect(link.startsWith(`${base}/admin/set-password`)).toBe(true);

    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${username}.`)).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
    await page.getByRole("link", { name: "Sign In" }).click();
    await signInAs(page, base, username, NEW_PASSWORD);

    // An unknown name gets the same words, and nothing is sent.
    await page.goto(`${base}/admin/forgot-password`);
    const before = linkSite.smtp.received.length;
    await page.getByLabel("Username or e-mail").fill(uniqueName("nobody"));
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toHaveText(answer);
    expect(linkSite.smtp.received.length).toBe(before);
  },
);

test(
  "a staff member sees no Export CSV, Staff accounts or Audit log, and the API refuses them with 403",
  BOTH_WIDTHS,
  async ({ page, site, browser }) => {
    await site.startSession(page);
    const member = await colleagueOf(page, site.baseURL);
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const theirs = await context.newPage();
    await signInAs(theirs, site.baseURL, member.username, COLLEAGUE_PASSWORD);

    await expect(staffNav(theirs).getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(staffNav(theirs).getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
    await expect(staffNav(theirs).getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await staffNav(theirs).getByRole("link", { name: "Leads" }).click();
    await expect(theirs.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(theirs.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

    await theirs.goto(`${site.baseURL}/admin/staff`);
    await expect(theirs.getByRole("heading", { level: 1, name: "For owners only" })).toBeVisible();
    await expect(
      theirs.getByText("This page is for the studio's owners. Ask an owner if you need something from it."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(theirs);

    for (const [method, path, data] of [
      ["GET", "/api/admin/staff-accounts", undefined],
      ["GET", "/api/admin/audit-log", undefined],
      ["POST", "/api/admin/leads/export", {}],
    ] as const) {
      const refused = await staffApi(theirs, site.baseURL, method, path, data);
      expect(refused.status(), path).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        message: "Only an owner can do this. Ask an owner of the studio's staff area.",
      });
    }
    await context.close();
  },
);

test(
  "the audit log: newest first, in words, filtered by action, with refused filters explained; axe is clean",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await site.signIn(page);
    await staffNav(page).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveTitle("Audit log | Harmoni Yoga staff");
    const entries = isPhone(page)
      ? page.getByRole("list", { name: "Audit log entries, newest first" }).locator(":scope > li")
      : page.getByRole("table", { name: "Audit log entries, newest first" }).locator("tbody tr");
    await expect(entries.first()).toContainText("Signed in");
    await expect(entries.first()).toContainText(STAFF.username);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Action").selectOption({ label: "Account created" });
    await page.getByRole("button", { name: "Show entries" }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log\?action=user_created$/);
    await expect(entries.first()).toContainText(`Created ${STAFF.username} as Owner (at the first start)`);
    for (const text of await entries.allInnerTexts()) expect(text).toContain("Account created");

    await page.goto("/admin/audit-log?from=2026-01-10&to=2026-01-02");
    await expect(page.getByLabel("From")).toHaveAccessibleDescription(
      "The 'from' date must not be after the 'to' date.",
    );
  },
);
