import type { Page } from "@playwright/test";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, STAFF, test, unzonedPhone } from "./fixtures.ts";

const TOOLS = [
  ["Call Client", "/admin/client-call"],
  ["Send SMS", "/admin/send-sms"],
  ["Send Email", "/admin/send-email"],
  ["Send WhatsApp", "/admin/send-whatsapp"],
] as const;

/** Lets a request to our own endpoint wait until the test has looked at the page, then go on to the server. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const staffNav = (page: Page) => page.getByRole("navigation", { name: "Staff tools" });

test(
  "the login page: a spinner during the session check, then 'Sign In' with required fields; axe is clean",
  BOTH_WIDTHS,
  async ({ page }) => {
    const release = await holdRequests(page, "**/api/verify-auth");
    let loginRequests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth")) loginRequests++;
    });
    const response = await page.goto("/admin/login");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");

    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    const spinner = page.getByRole("status", { name: "Checking your session" });
    await expect(spinner).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveCount(0);
    release();
    await expect(spinner).toBeHidden();

    await expect(page).toHaveTitle("Sign In | Harmoni Yoga staff");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    for (const [label, path] of TOOLS) {
      await expect(staffNav(page).getByRole("link", { name: label })).toHaveAttribute("href", path);
    }
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign In" }).click();
    for (const [label, message] of [
      ["Username", "Please enter your username."],
      ["Password", "Please enter your password."],
    ] as const) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Username")).toBeFocused();
    expect(loginRequests).toBe(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test("sign-in failures: a network fault, then a wrong password while the button says 'Signing in...', then the code step", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.route("**/api/auth", (route) => route.abort("connectionfailed"));
  await submitLogin(page, STAFF.username, STAFF.password);
  await expect(page.getByRole("alert")).toHaveText("Network or server error.");
  await page.unroute("**/api/auth");

  const release = await holdRequests(page, "**/api/auth");
  await submitLogin(page, STAFF.username, "not-the-password");
  const busy = page.getByRole("button", { name: "Signing in..." });
  await expect(busy).toBeDisabled();
  await expect(page.getByLabel("Password")).toBeDisabled();
  release();
  // A wrong password gets the same code step as any password of a two-factor user (ADR 035); it says what
  // seeing it means to someone without an authenticator app, and goes back with the username kept.
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expect(
    page.getByText("Not using two-factor sign-in? Then the username or password was not right."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Username")).toHaveValue(STAFF.username);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a signed-out deep link goes to the login page and, after signing in, back to it", async ({ page }) => {
  await page.goto("/admin/send-sms?x=1#message");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitLogin(page, STAFF.username, STAFF.password);
  await expect(page).toHaveURL(/\/admin\/send-sms\?x=1#message$/);
  await expect(page.getByRole("heading", { level: 1, name: "Send SMS" })).toBeVisible();
});

test(
  "signed in: /admin and /admin/login lead to the dashboard, whose navigation marks the current tool",
  BOTH_WIDTHS,
  async ({ page, site }) => {
    await site.signIn(page);
    for (const path of ["/admin/login", "/admin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
    await expect(page).toHaveTitle("Dashboard | Harmoni Yoga staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${STAFF.username}`);
    await expect(page.getByRole("link", { name: "Harmoni Yoga staff dashboard" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expect(page.getByRole("note", { name: "Dry run" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Keyboard: the skip link first, then the brand, Leads, Trials, the four tools, Teachers' hours, an owner's two
    // pages, Security and Logout, in reading order.
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    const whatsapp = staffNav(page).getByRole("link", { name: "Send WhatsApp" });
    const tabOrder = [
      skipLink,
      page.getByRole("link", { name: "Harmoni Yoga staff dashboard" }),
      staffNav(page).getByRole("link", { name: "Leads" }),
      staffNav(page).getByRole("link", { name: "Trials" }),
      ...TOOLS.map(([label]) => staffNav(page).getByRole("link", { name: label })),
      staffNav(page).getByRole("link", { name: "Teachers' hours" }),
      staffNav(page).getByRole("link", { name: "Staff accounts" }),
      staffNav(page).getByRole("link", { name: "Audit log" }),
      page.getByRole("link", { name: "Security" }),
      page.getByRole("button", { name: "Logout" }),
    ];
    for (const control of tabOrder) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
    }
    await skipLink.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#admin-main")).toBeFocused();
    await whatsapp.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/send-whatsapp$/);
    await expect(whatsapp).toHaveAttribute("aria-current", "page");
    await expect(staffNav(page).getByRole("link", { name: "Send SMS" })).not.toHaveAttribute("aria-current");

    // At phone width every tool, Security and Logout stay on screen, without sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const [label] of TOOLS)
      await expect(staffNav(page).getByRole("link", { name: label })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Security" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  },
);

test("logout ends the session on the server and always lands on the login page", async ({ page, site }) => {
  await site.signIn(page);
  const signedInCookies = await page.context().cookies();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Username")).toBeVisible();

  // The old cookie, put back, no longer opens a staff page: the server deleted the session.
  await page.context().addCookies(signedInCookies);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel("Username")).toBeVisible();

  // A failed logout request still clears the local session.
  await site.signIn(page);
  await page.route("**/api/logout", (route) => route.abort("connectionfailed"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel("Username")).toBeVisible();
});

test("a session the server ended sends the next action to the login page, and back after signing in", async ({
  page,
  site,
}) => {
  await site.signIn(page);
  await staffNav(page).getByRole("link", { name: "Send SMS" }).click();
  await page.context().clearCookies();
  await page.getByLabel("To", { exact: true }).fill(unzonedPhone());
  await page.getByLabel("Message", { exact: true }).fill("Hello from the studio");
  await page.getByRole("button", { name: "Send SMS" }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("status")).toHaveText("Your session has ended. Please sign in again.");
  await submitLogin(page, STAFF.username, STAFF.password);
  await expect(page).toHaveURL(/\/admin\/send-sms$/);
  expect(site.twilio.requests).toEqual([]);
});

test("an unknown staff path shows a not-found page in the staff shell; axe is clean", async ({ page }) => {
  const response = await page.goto("/admin/no-such-tool");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Harmoni Yoga staff");
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute(
    "href",
    "/admin/dashboard",
  );
  await expect(page.locator("footer")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
