import type { APIRequestContext, Page } from "@playwright/test";
import { publicPaths } from "#app/content/routes-list.ts";
import { siteOrigin } from "#app/lib/site-origin.ts";
import { test as base, expect } from "./fixtures.ts";
import { jsonLdBlocks } from "./helpers.ts";

/** The origin the build used: both read SITE_URL, so build and test with the same environment. */
const ORIGIN = siteOrigin(process.env.SITE_URL);

interface PrerenderedPage {
  h1: string[];
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string[];
  og: Record<string, string>;
  jsonLdTypes: string[];
}

/**
 * A blank page for parsing the HTML and XML the server sends, shared by the worker's tests: opening a
 * page for each of them costs several times the parsing.
 */
const test = base.extend<object, { parser: Page }>({
  parser: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** What a crawler sees: the page's HTML exactly as the server sends it, parsed by the browser, no script run. */
async function prerendered(request: APIRequestContext, parser: Page, path: string): Promise<PrerenderedPage> {
  const response = await request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  return parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;
    const og: Record<string, string> = {};
    for (const meta of doc.querySelectorAll('meta[property^="og:"]')) {
      og[meta.getAttribute("property") ?? ""] = meta.getAttribute("content") ?? "";
    }
    return {
      h1: [...doc.querySelectorAll("h1")].map((h1) => h1.textContent?.trim() ?? ""),
      title: doc.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      og,
      jsonLdTypes: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"] ?? "",
      ),
    };
  }, html);
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const path of publicPaths) {
  test(`${path} is prerendered with its heading, title, description, canonical and Open Graph tags`, async ({
    request,
    parser,
  }) => {
    const doc = await prerendered(request, parser, path);
    expect(doc.h1, "exactly one <h1> with text in the prerendered HTML").toHaveLength(1);
    expect(doc.h1[0]).not.toBe("");
    expect(doc.title).toMatch(/\S.* \| Harmoni Yoga$/);
    expect(doc.description?.trim() ?? "", "meta description").not.toBe("");
    expect(doc.robots, "public pages are indexable").toBeNull();
    expect(doc.canonical).toEqual([ORIGIN + path]);
    expect(doc.og["og:title"]).toBe(doc.title);
    expect(doc.og["og:description"]).toBe(doc.description);
    expect(doc.og["og:url"]).toBe(ORIGIN + path);
    expect(doc.og["og:type"]).toBe(/^\/blog\/\d+$/.test(path) ? "article" : "website");
    expect(new URL(doc.og["og:image"] ?? "").origin, "og:image is an absolute URL on the site").toBe(ORIGIN);
    expect(
      doc.jsonLdTypes.filter((type) => type === "Organization"),
      "one Organization JSON-LD",
    ).toHaveLength(1);

    const image = await request.get(new URL(doc.og["og:image"] ?? "").pathname);
    expect(image.status(), `og:image ${doc.og["og:image"]} is served`).toBe(200);
  });
}

test("every public page has its own title", async ({ request, parser }) => {
  const titles = new Map<string, string[]>();
  for (const path of publicPaths) {
    const { title } = await prerendered(request, parser, path);
    titles.set(title, [...(titles.get(title) ?? []), path]);
  }
  const shared = [...titles].filter(([, paths]) => paths.length > 1);
  expect(shared, "titles used by more than one page").toEqual([]);
});

test("the home page describes the monthly plans as USD offers with their purchase links", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const aggregate = jsonLdBlocks(html).find((block) => block["@type"] === "AggregateOffer") as
    | {
        priceCurrency: string;
        offers: { "@type": string; price: number; priceCurrency: string; url: string }[];
      }
    | undefined;
  expect(aggregate?.priceCurrency).toBe("USD");
  expect(aggregate?.offers.map(({ price }) => price)).toEqual([85, 169, 249]);
  for (const offer of aggregate?.offers ?? []) {
    expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
    expect(offer.url).toMatch(/^https:\/\//);
  }
});

test("sitemap.xml lists exactly the public pages as absolute URLs with the build date", async ({
  request,
  parser,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const entries = await parser.evaluate(
    (source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
      return [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      }));
    },
    await response.text(),
  );
  expect(entries.map((entry) => entry.loc)).toEqual(publicPaths.map((path) => ORIGIN + path));
  for (const { lastmod } of entries) {
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.now() - Date.parse(lastmod)).toBeGreaterThanOrEqual(-86_400_000);
  }
});

test("robots.txt lets crawlers in, keeps them out of the staff area and the API, and names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /api");
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test("an unknown path answers 404 and shows the not-found page, kept out of search", async ({
  request,
  page,
}) => {
  for (const path of ["/no-such-page", "/offerings/no-such-offering"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the favicon, app icons and web manifest are linked and served", async ({ request, page }) => {
  await page.goto("/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    "/favicon.svg",
  );
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/icons/apple-touch-icon.png",
  );
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  expect((await request.get("/favicon.svg")).headers()["content-type"]).toContain("image/svg+xml");

  const apple = await request.get("/icons/apple-touch-icon.png");
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

  const manifest = (await (await request.get("/site.webmanifest")).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: "Harmoni Yoga", background_color: "#f7f3ec" });
  expect(manifest.short_name).not.toBe("");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  const pngIcons = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of pngIcons) {
    const [width, height] = icon.sizes.split("x").map(Number);
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width, height });
  }
});

test("the default share image is a 1200×630 PNG", async ({ request }) => {
  const response = await request.get("/images/social/og-default.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});
