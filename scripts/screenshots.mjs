// Screenshots of pages at the phone and desktop widths, for looking at what we built.
// Usage: start the site (npm start), then `node scripts/screenshots.mjs [baseURL] [path ...]`.
// Writes screenshots/<name>-<width>.png (git-ignored); `--modal` also captures the open lead modal.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const withModal = args.includes("--modal");
const [baseURL = "http://localhost:3000", ...paths] = args.filter((arg) => !arg.startsWith("--"));
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
await mkdir("screenshots", { recursive: true });
for (const path of paths.length > 0 ? paths : ["/"]) {
  const name = path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/[/?=&#]+/g, "_");
  for (const viewport of WIDTHS) {
    const page = await browser.newPage({ viewport });
    await page.goto(new URL(path, baseURL).href, { waitUntil: "networkidle" });
    await page.screenshot({ path: `screenshots/${name}-${viewport.width}.png`, fullPage: true });
    if (withModal) {
      await page.locator("button:has-text('Book'), .lead-modal-btn").first().click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(400); // let the opening transition finish
      await page.screenshot({ path: `screenshots/${name}-modal-${viewport.width}.png` });
    }
    await page.close();
  }
}
await browser.close();
console.log("screenshots written to screenshots/");
