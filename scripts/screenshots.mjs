// Screenshots of pages at the phone and desktop widths, for looking at what we built.
// Usage: start the site (npm start), then `node scripts/screenshots.mjs [baseURL] [path ...]`.
// Writes screenshots/<name>-<width>.png (git-ignored); `--modal` also captures the open lead modal;
// `--login=username:password` signs in to the staff area first, for the /admin pages.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const withModal = args.includes("--modal");
const login = args.find((arg) => arg.startsWith("--login="))?.slice("--login=".length);
const [baseURL = "http://localhost:3000", ...paths] = args.filter((arg) => !arg.startsWith("--"));
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
/** One browser context per width, signed in through the real login form when asked to. */
async function contextFor(viewport) {
  const context = await browser.newContext({ viewport });
  if (login) {
    const [username, ...password] = login.split(":");
    const page = await context.newPage();
    await page.goto(new URL("/admin/login", baseURL).href);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(password.join(":"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.close();
  }
  return context;
}

await mkdir("screenshots", { recursive: true });
const contexts = await Promise.all(WIDTHS.map(contextFor));
for (const path of paths.length > 0 ? paths : ["/"]) {
  const name = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/[/?=&#]+/g, "_");
  for (const [index, viewport] of WIDTHS.entries()) {
    const page = await contexts[index].newPage();
    await page.goto(new URL(path, baseURL).href, { waitUntil: "networkidle" });
    await page.screenshot({ path: `screenshots/${name}-${viewport.width}.png`, fullPage: true });
    if (withModal) {
      await page
        .locator("button:has-text('Book'), .lead-modal-btn")
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(400); // let the opening transition finish
      await page.screenshot({ path: `screenshots/${name}-modal-${viewport.width}.png` });
    }
    await page.close();
  }
}
await browser.close();
console.log("screenshots written to screenshots/");
