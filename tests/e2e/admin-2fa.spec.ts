import type { Page } from "@playwright/test";
import { totpCode } from "#server/services/totp";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, STAFF, test } from "./fixtures.ts";

const SIGN_IN_FAILED = "Invalid username, password or code. Please sign in again.";
const STEP_MS = 30_000;

/** The code the app shows one step ahead: accepted (±1 step), and never the step enrolment just used. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + STEP_MS));

/** Six digits that are none of the codes the server accepts right now. */
function wrongCode(secret: string): string {
  const accepted = [-1, 0, 1, 2].map((steps) => totpCode(secret, new Date(Date.now() + steps * STEP_MS)));
  return (
    ["000000", "111111", "222222", "333333", "444444"].find((code) => !accepted.includes(code)) ?? "555555"
  );
}

async function passwordStep(page: Page) {
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Two-factor sign-in" })).toBeVisible();
  await expect(page.getByLabel("Code")).toBeFocused();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
}

const welcome = (page: Page) => page.getByRole("heading", { level: 1, name: `Welcome, ${STAFF.username}` });

test(
  "two-factor sign-in: enrol from the Security page, then sign in with a code, with a recovery code once, and not with a wrong code",
  BOTH_WIDTHS,
  async ({ page, ownSite }) => {
    // Six sign-ins (each a deliberately slow password hash) and three axe runs: near the 30 s default on a slow
    // two-core machine.
    test.slow();
    await ownSite.signIn(page);
    await page.getByRole("link", { name: "Security" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
    await expect(page).toHaveTitle("Security | Harmoni Yoga staff");
    await expect(page.getByText("Two-factor sign-in is off.")).toBeVisible();

    // The password again first (ADR 035): a wrong one starts nothing.
    await page.getByLabel("Your password").fill("not my password at all");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByLabel("Your password")).toHaveAccessibleDescription(
      /That password or code is not right\./,
    );
    await page.getByLabel("Your password").fill(STAFF.password);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(
      page.getByRole("img", { name: "QR code to scan with your authenticator app" }),
    ).toBeVisible();
    const shownKey = await page.getByLabel("Key to type instead").inputValue();
    expect(shownKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shownKey.replaceAll(" ", "");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Code from the app").fill(wrongCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByLabel("Code from the app")).toHaveAccessibleDescription(
      /That code is not right\. Check the time on your phone and enter the newest code\./,
    );

    await page.getByLabel("Code from the app").fill(totpCode(secret, new Date()));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codeList = page.getByRole("list", { name: "Recovery codes" });
    await expect(codeList.getByRole("listitem")).toHaveCount(10);
    const recoveryCodes = await codeList.getByRole("listitem").allTextContents();
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(page.getByText("Two-factor sign-in is on. 10 recovery codes are left.")).toBeVisible();

    // A code from the authenticator app.
    await logout(page);
    await passwordStep(page);
    await expectNoSeriousA11yViolations(page);
    await codeStep(page, nextCode(secret));
    await expect(welcome(page)).toBeVisible();

    // A recovery code signs in once.
    const [recoveryCode = ""] = recoveryCodes;
    await logout(page);
    await passwordStep(page);
    await codeStep(page, recoveryCode);
    await expect(welcome(page)).toBeVisible();

    await logout(page);
    await passwordStep(page);
    await codeStep(page, recoveryCode);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(STAFF.username);

    // A wrong code gets the same words, and the sign-in starts again from the password.
    await passwordStep(page);
    await codeStep(page, wrongCode(secret));
    await expect(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);
