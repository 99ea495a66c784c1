import type { Locator, Page } from "@playwright/test";
import { getBlogPosts } from "#app/content/blog.ts";
import { findBlogAuthor } from "#app/content/blog-authors.ts";
import { summarizePost } from "#app/features/blog/post-summary.ts";
import { plainText } from "#app/features/blog/post-text.ts";
import { relatedPosts } from "#app/features/blog/related-posts.ts";
import { BOTH_WIDTHS, expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { followLink, jsonLdBlocks, waitForHydration } from "./helpers.ts";

/** What each card should show, computed from the same Markdown files the build read. */
const blogPosts = getBlogPosts();
const cards = blogPosts.map((post) => summarizePost(post, findBlogAuthor(post.authorId)));
const featured = cards[0];
const gridCards = cards.slice(1);
const PAGE_SIZES = [9, 9, 9, 9, 5];

/** The grid's titles on a 1-based page: the posts after the featured one, 9 a page. */
function titlesOnPage(page: number): string[] {
  return gridCards.slice((page - 1) * 9, page * 9).map((card) => card.title);
}

function grid(page: Page): Locator {
  return page.getByRole("region", { name: "Latest articles" });
}

function pagination(page: Page): Locator {
  return page.getByRole("navigation", { name: "Blog pages" });
}

/** The grid has finished its skeleton phase and shows the page's cards. */
async function expectGridPage(page: Page, pageNumber: number): Promise<void> {
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
  await expect(grid(page).getByRole("article").getByRole("heading", { level: 3 })).toHaveText(
    titlesOnPage(pageNumber),
  );
  await expect(pagination(page).getByRole("button", { name: `Page ${pageNumber}` })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(grid(page).getByText(`Page ${pageNumber} of 5`)).toBeVisible();
}

async function expectFeatured(page: Page): Promise<void> {
  if (!featured) throw new Error("no featured post");
  const card = page.getByRole("article", { name: featured.title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: featured.title })).toHaveAttribute("href", "/blog/1");
}

/** Collects errors the page logs, so hydration mismatches cannot pass unnoticed. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test(
  "/blog shows the hero, the featured post and 9 cards a page, 5 on page 5, 41 in all",
  BOTH_WIDTHS,
  async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harmoni Blog");
    await expectFeatured(page);

    const pages = pagination(page);
    await expect(pages.getByRole("button", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3", "4", "5"]);
    await expect(pages.getByTestId("pagination-gap")).toHaveCount(0);
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(pages.getByRole("button", { name: "Next" })).toBeEnabled();

    const seen: string[] = [];
    for (const [index, size] of PAGE_SIZES.entries()) {
      const pageNumber = index + 1;
      if (pageNumber > 1) {
        await followLink(
          page,
          pages.getByRole("button", { name: "Next" }),
          new RegExp(`/blog\\?page=${pageNumber}$`),
        );
      }
      await expectGridPage(page, pageNumber);
      await expect(grid(page).getByRole("article")).toHaveCount(size);
      await expectFeatured(page);
      // With 5 pages every number shows, so no page is ever hidden behind an ellipsis.
      await expect(pages.getByRole("button", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3", "4", "5"]);
      await expect(pages.getByTestId("pagination-gap")).toHaveCount(0);
      seen.push(
        ...(await grid(page).getByRole("article").getByRole("heading", { level: 3 }).allTextContents()),
      );
    }
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(pages.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(seen).toHaveLength(41);
    expect(seen).toEqual(gridCards.map((card) => card.title));
    expect(seen).not.toContain(featured?.title);
    await expectNoSeriousA11yViolations(page);
  },
);

test("a card shows image, category, title, 20-word excerpt, author, date and reading time", async ({
  page,
}) => {
  await page.goto("/blog");
  const expected = gridCards[0];
  if (!expected) throw new Error("no grid post");
  const card = grid(page).getByRole("article").first();
  await expect(card.getByRole("img")).toHaveAttribute("src", expected.image);
  await expect(card.getByRole("img")).toHaveAttribute("alt", expected.imageAlt);
  await expect(card.getByText(expected.category, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: expected.title })).toHaveAttribute(
    "href",
    `/blog/${expected.id}`,
  );
  await expect(card.getByText(expected.excerpt)).toBeVisible();
  expect(expected.excerpt).toMatch(/^(\S+ ){19}\S+\.\.\.$/);
  await expect(card.getByText(expected.authorName)).toBeVisible();
  await expect(card.getByText(expected.dateLabel)).toBeVisible();
  expect(expected.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(card.getByText(`${expected.readingTime} min read`)).toBeVisible();
});

interface SkeletonPhase {
  shown?: number;
  hidden?: number;
  /** Skeletons, cards and the grid's aria-busy at the moment the skeletons appeared. */
  count?: number;
  cards?: number;
  busy?: string | null;
}

/** Starts watching, inside the page, for the next skeleton phase: what shows and for how long. */
async function watchSkeletons(page: Page): Promise<void> {
  await page.evaluate(() => {
    const phase: SkeletonPhase = {};
    Object.assign(window, { skeletonPhase: phase });
    const observer = new MutationObserver(() => {
      const skeletons = document.querySelectorAll('[data-testid="post-card-skeleton"]');
      if (skeletons.length > 0 && phase.shown === undefined) {
        const section = skeletons[0]?.closest("section");
        phase.shown = performance.now();
        phase.count = skeletons.length;
        phase.cards = section?.querySelectorAll("article").length;
        phase.busy = section?.getAttribute("aria-busy");
      }
      if (skeletons.length === 0 && phase.shown !== undefined) {
        phase.hidden = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

async function expectSkeletonPhase(page: Page, count: number): Promise<void> {
  const phase = await page.evaluate(
    () => (window as unknown as { skeletonPhase: SkeletonPhase }).skeletonPhase,
  );
  expect(phase.count, "one skeleton per card of the new page").toBe(count);
  expect(phase.cards, "no cards while the skeletons show").toBe(0);
  expect(phase.busy, "the grid is marked busy meanwhile").toBe("true");
  const ms = (phase.hidden ?? Number.NaN) - (phase.shown ?? Number.NaN);
  expect(ms, "skeletons stay for about 500 ms").toBeGreaterThanOrEqual(450);
  expect(ms, "skeletons stay for about 500 ms").toBeLessThan(1_500);
}

const gridTop = (page: Page) => grid(page).evaluate((node) => Math.round(node.getBoundingClientRect().top));

test(
  "a page change shows skeletons for about half a second, then the posts, with the grid 80 px below the top",
  BOTH_WIDTHS,
  async ({ page }) => {
    await page.goto("/blog");
    await watchSkeletons(page);
    await followLink(page, pagination(page).getByRole("button", { name: "Page 3" }), /\/blog\?page=3$/);
    await expectGridPage(page, 3);
    await expect(grid(page)).toHaveAttribute("aria-busy", "false");
    await expectSkeletonPhase(page, 9);

    await expect
      .poll(() => gridTop(page), { message: "the grid's top edge settles 80 px below the top of the window" })
      .toBe(80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Page 5 has fewer cards: as many skeletons as cards, then the cards.
    await watchSkeletons(page);
    await pagination(page).getByRole("button", { name: "Page 5" }).click();
    await expectGridPage(page, 5);
    await expectSkeletonPhase(page, 5);
    await expect.poll(() => gridTop(page)).toBe(80);

    // From the bottom of the page, going back to page 1 glides up to the grid too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await watchSkeletons(page);
    await pagination(page).getByRole("button", { name: "Previous" }).click();
    await expectGridPage(page, 4);
    await expectSkeletonPhase(page, 9);
    await expect.poll(() => gridTop(page)).toBe(80);
  },
);

test("a shared /blog?page=3 link opens page 3 without a hydration mismatch", async ({ page, request }) => {
  // The prerendered HTML is page 1; the address is applied once the app has taken over.
  const html = await (await request.get("/blog?page=3")).text();
  expect(html).toContain(titlesOnPage(1)[0]);

  const errors = consoleErrors(page);
  await page.goto("/blog?page=3");
  await expectGridPage(page, 3);
  await expectFeatured(page);
  await expect(pagination(page).getByRole("button", { name: "Previous" })).toBeEnabled();
  expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
});

test("page numbers outside 1 to 5 are ignored and show page 1", async ({ page }) => {
  for (const address of [
    "/blog?page=0",
    "/blog?page=6",
    "/blog?page=99",
    "/blog?page=abc",
    "/blog?page=2.5",
  ]) {
    await page.goto(address);
    await waitForHydration(page);
    // Longer than a skeleton phase: a page the app wrongly accepted would have replaced page 1 by now.
    await page.waitForTimeout(800);
    await expectGridPage(page, 1);
    await expect(pagination(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  }
  // The same wait does show a valid page, so the checks above are not vacuous.
  await page.goto("/blog?page=4");
  await waitForHydration(page);
  await page.waitForTimeout(800);
  await expectGridPage(page, 4);
});

test("the browser's back button returns to the previous page number", async ({ page }) => {
  await page.goto("/blog");
  const next = pagination(page).getByRole("button", { name: "Next" });
  await followLink(page, next, /\/blog\?page=2$/);
  await expectGridPage(page, 2);
  await next.click();
  await expect(page).toHaveURL(/\/blog\?page=3$/);
  await expectGridPage(page, 3);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expectGridPage(page, 2);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expectGridPage(page, 1);
  await page.goForward();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expectGridPage(page, 2);
});

test("a post shows its hero, article, author box, share links and related posts", async ({ page }) => {
  const post = blogPosts[6];
  if (!post) throw new Error("no post 7");
  const author = findBlogAuthor(post.authorId);
  const card = cards[6];
  const response = await page.goto(`/blog/${post.id}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} | Harmoni Yoga`);
  await expect(page.getByText(post.category, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(card?.dateLabel ?? "missing").first()).toBeVisible();
  await expect(page.getByText(`${post.readingTime} min read`).first()).toBeVisible();

  const article = page.getByRole("article", { name: post.title });
  await expect(article.getByRole("img").first()).toHaveAttribute("src", post.image);
  const headings = [...post.content.matchAll(/<h2>(.+?)<\/h2>/g)].map(([, html]) => plainText(html ?? ""));
  // After the post's own sections: the booking card that ends every post (docs/product/site-pages.md, Booking within reach).
  await expect(
    article.getByRole("heading", { level: 2 }).filter({ hasNotText: "Share this article" }),
  ).toHaveText([...headings, "Practise this with a teacher"]);
  await expect(
    article.getByRole("complementary", { name: "Practise this with a teacher" }).getByRole("button"),
  ).toHaveText("Book your $10 trial");
  await expect(article.locator("blockquote")).toHaveCount(post.content.match(/<blockquote>/g)?.length ?? 0);
  await expect(article.getByRole("listitem").first()).toBeVisible();

  const authorBox = page.getByRole("complementary", { name: "About the author" });
  await expect(authorBox.getByText(author?.name ?? "missing", { exact: true })).toBeVisible();
  await expect(authorBox.getByText(author?.bio ?? "missing")).toBeVisible();
  await expect(authorBox.getByRole("img")).toHaveAttribute("src", author?.avatar ?? "missing");
  for (const link of author?.socialLinks ?? []) {
    await expect(authorBox.getByRole("link", { name: new RegExp(`^${link.label}`) })).toHaveAttribute(
      "href",
      link.href,
    );
  }

  const related = page.getByRole("region", { name: "You Might Also Like" }).getByRole("article");
  const expectedRelated = relatedPosts(blogPosts, post);
  await expect(related).toHaveCount(3);
  await expect(related.getByRole("heading", { level: 3 })).toHaveText(
    expectedRelated.map(({ title }) => title),
  );
  for (const [index, other] of expectedRelated.entries()) {
    expect(other.category).toBe(post.category);
    expect(other.id).not.toBe(post.id);
    await expect(related.nth(index).getByText(post.category, { exact: true })).toBeVisible();
    await expect(related.nth(index).getByRole("link")).toHaveAttribute("href", `/blog/${other.id}`);
  }
});

test("share links carry the page address (and the title on X) and open in a new tab", async ({ page }) => {
  const post = blogPosts[2];
  if (!post) throw new Error("no post 3");
  await page.goto(`/blog/${post.id}`);
  const share = page.getByRole("region", { name: "Share this article" });
  // Before hydration the links carry the canonical address; once running, the address in the bar.
  const url = encodeURIComponent(new URL(`/blog/${post.id}`, page.url()).href);
  await expect(share.getByRole("link", { name: /^X \(Twitter\)/ })).toHaveAttribute(
    "href",
    `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(post.title)}`,
  );
  await expect(share.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(share.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  );
  for (const link of await share.getByRole("link").all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("a post is prerendered as an article with its own meta and BlogPosting JSON-LD", async ({ request }) => {
  const post = blogPosts[4];
  if (!post) throw new Error("no post 5");
  const html = await (await request.get(`/blog/${post.id}`)).text();
  expect(html).toContain(`<h1 id="post-title"`);
  expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
  expect(html).toContain(`<meta property="article:published_time" content="${post.date}"/>`);
  const posting = jsonLdBlocks(html).find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.date,
    articleSection: post.category,
    author: { "@type": "Person", name: findBlogAuthor(post.authorId)?.name },
  });
  expect(String(posting?.url)).toMatch(new RegExp(`/blog/${post.id}$`));
});

test("the list page carries only card data, not the full articles", async ({ request }) => {
  const data = await (await request.get("/blog.data")).text();
  expect(data).toContain(blogPosts[1]?.title);
  expect(data).not.toContain("<h2>");
  expect(data).not.toContain("<blockquote>");
});

test("Back on a post opened directly goes to the blog list", async ({ page }) => {
  await page.goto("/blog/5");
  await followLink(page, page.getByRole("link", { name: "Back", exact: true }), /\/blog$/);
  await expectGridPage(page, 1);
});

test("Back on a post reached from the list returns to the same page of the list", async ({ page }) => {
  await page.goto("/blog?page=2");
  await expectGridPage(page, 2);
  const target = gridCards[9];
  if (!target) throw new Error("no post on page 2");
  await followLink(
    page,
    grid(page).getByRole("link", { name: target.title }),
    new RegExp(`/blog/${target.id}$`),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(2);
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expectGridPage(page, 2);
});

test("an unknown post answers 404 and shows 'Blog Not Found' with a way back to the list", async ({
  page,
  request,
}) => {
  expect((await request.get("/blog/999")).status()).toBe(404);
  const response = await page.goto("/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("region", { name: "Popular pages" }).getByRole("link")).toHaveCount(5);
  const back = page.getByRole("link", { name: "Back to Blog List" });
  await expect(back).toHaveAttribute("href", "/blog");
  await followLink(page, back, /\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harmoni Blog");
});

test("the blog's pages link its Atom feed, which lists every post newest first with its article", async ({
  page,
  request,
}) => {
  for (const path of ["/blog", "/blog/3"]) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/blog/feed.xml",
    );
  }
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const entries = [...doc.querySelectorAll("entry")];
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      title: doc.querySelector("feed > title")?.textContent,
      updated: doc.querySelector("feed > updated")?.textContent,
      titles: entries.map((entry) => entry.querySelector("title")?.textContent),
      links: entries.map((entry) => entry.querySelector("link")?.getAttribute("href")),
      summaries: entries.map((entry) => entry.querySelector("summary")?.textContent),
      firstContent: entries[0]?.querySelector("content")?.textContent ?? "",
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.title).toBe("Harmoni Blog");
  expect(parsed.updated).toBe(`${blogPosts[0]?.date}T00:00:00Z`);
  expect(parsed.titles).toEqual(blogPosts.map((post) => post.title));
  expect(parsed.links.map((link) => new URL(link ?? "").pathname)).toEqual(
    blogPosts.map((post) => `/blog/${post.id}`),
  );
  expect(parsed.summaries).toEqual(blogPosts.map((post) => post.summary));
  expect(parsed.firstContent).toBe(blogPosts[0]?.content);
});

test("every post has its own cover, a small SVG drawn from the post, described by its alt text", async ({
  page,
  request,
}) => {
  const covers = new Set<string>();
  for (const post of blogPosts) {
    const response = await request.get(post.image);
    expect(response.status(), post.image).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg.length, `${post.image} stays small`).toBeLessThan(8_000);
    covers.add(svg);
  }
  expect(covers.size, "no two covers are the same").toBe(blogPosts.length);

  const post = blogPosts[0];
  if (!post) throw new Error("no post 1");
  await page.goto(`/blog/${post.id}`);
  const cover = page.getByRole("article", { name: post.title }).getByRole("img", { name: post.imageAlt });
  await expect(cover).toHaveAttribute("src", post.image);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
