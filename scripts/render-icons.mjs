// Renders the PNG icons and the default social share card from their SVG sources with Chromium.
// Usage: `node scripts/render-icons.mjs`; commit the PNGs it writes (the build does not run it).
import { readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const TARGETS = [
  { source: "public/icons/icon.svg", out: "public/icons/icon-192.png", width: 192, height: 192 },
  { source: "public/icons/icon.svg", out: "public/icons/icon-512.png", width: 512, height: 512 },
  { source: "public/icons/icon.svg", out: "public/icons/apple-touch-icon.png", width: 180, height: 180 },
  {
    source: "public/images/social/og-default.svg",
    out: "public/images/social/og-default.png",
    width: 1200,
    height: 630,
  },
];

// The card's text uses the site's own fonts, embedded so the page needs no file or network access.
const FONTS = [
  {
    family: "Fraunces Variable",
    file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  },
  { family: "Inter Variable", file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
];

async function fontFaces() {
  const faces = await Promise.all(
    FONTS.map(async ({ family, file }) => {
      const data = await readFile(new URL(`../node_modules/${file}`, import.meta.url));
      return `@font-face{font-family:"${family}";font-weight:100 900;src:url(data:font/woff2;base64,${data.toString("base64")}) format("woff2");}`;
    }),
  );
  return faces.join("\n");
}

const css = await fontFaces();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { source, out, width, height } of TARGETS) {
    const svg = await readFile(source, "utf8");
    const page = await browser.newPage({ viewport: { width, height } });
    const sized = svg.replace(/<svg\b/, `<svg style="display:block;width:${width}px;height:${height}px"`);
    await page.setContent(`<!doctype html><style>${css}\nhtml,body{margin:0}</style>${sized}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: out, clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`${out} (${width}×${height})`);
  }
} finally {
  await browser.close();
}
