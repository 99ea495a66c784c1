import { LOGIN_MESSAGES } from "#contracts/staff-auth";
import { launchOptions } from "../../playwright.config.ts";
import { expect, expectNoSeriousA11yViolations, STAFF, test } from "./fixtures.ts";

/**
 * A name for the production server that is not localhost, as a LAN address or a container name would
 * be: Chromium treats only localhost as a secure context over plain http, so it drops the Secure
 * `__Host-` session cookie here.
 */
const PLAIN_HTTP_HOST = "studio.harmoni.test";

test.use({
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`],
  },
});

test("signing in over plain http on an address other than localhost says the site needs HTTPS; axe is clean", async ({
  page,
  drySite,
}) => {
  const address = new URL(drySite.baseURL);
  address.hostname = PLAIN_HTTP_HOST;
  await page.goto(new URL("/admin/login", address).href);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth"));
  await page.getByRole("button", { name: "Sign In" }).click();
  // The server accepted the password and set the cookie; the browser refused to keep it.
  expect((await answered).status()).toBe(200);

  await expect(page.getByRole("alert")).toHaveText(LOGIN_MESSAGES.needsHttps);
  await expect(page.getByText("Your session has ended")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
