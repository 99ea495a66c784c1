import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, findBlogPost, getBlogPosts } from "./blog.ts";
import { blogAuthors } from "./blog-authors.ts";
import { BLOG_POST_IDS, blogCoverPath } from "./paths.ts";

const publicFile = (src: string) => resolve("public", `.${src}`);
const posts = getBlogPosts();

/** Paragraph-like blocks of an article's HTML, as plain words. */
function blocks(html: string): string[] {
  return [...html.matchAll(/<(p|li|blockquote|h[2-4])>([\s\S]*?)<\/\1>/g)].map((match) =>
    (match[2] ?? "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&[a-z#0-9]+;/gi, " ")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase(),
  );
}

describe("the blog's 42 Markdown posts (content/blog)", () => {
  it("are numbered 1 to 42, the ids the prerender list uses, with their own titles", () => {
    expect(posts.map((post) => post.id)).toEqual([...BLOG_POST_IDS]);
    expect(new Set(posts.map((post) => post.title)).size).toBe(42);
  });

  it("cycle the categories by id: 1 Yoga, 2 Meditation, 3 Wellness, 4 Nutrition, 5 Lifestyle, 6 Yoga…", () => {
    expect(BLOG_CATEGORIES).toEqual(["Yoga", "Meditation", "Wellness", "Nutrition", "Lifestyle"]);
    for (const post of posts) expect(post.category).toBe(BLOG_CATEGORIES[(post.id - 1) % 5]);
  });

  it("read in 5 to 14 minutes, computed from 600–1,200-word bodies", () => {
    for (const post of posts) {
      const words = blocks(post.content).join(" ").split(" ").length;
      expect(words, `post ${post.id}`).toBeGreaterThanOrEqual(600);
      expect(words, `post ${post.id}`).toBeLessThanOrEqual(1_250);
      expect(post.readingTime).toBeGreaterThanOrEqual(5);
      expect(post.readingTime).toBeLessThanOrEqual(14);
    }
    expect(new Set(posts.map((post) => post.readingTime)).size).toBeGreaterThan(1);
  });

  it("are dated newest first, post 1 (the featured one) the newest, within two years", () => {
    const days = posts.map((post) => post.date);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(42);
    expect(days[0]).toBe("2026-11-10");
    expect(Date.parse(days[0] ?? "") - Date.parse(days.at(-1) ?? "")).toBeLessThanOrEqual(730 * 86_400_000);
  });

  it("are full articles: an opening paragraph, sections, a list, and no placeholder text", () => {
    for (const post of posts) {
      expect(post.content.startsWith("<p>"), `post ${post.id}`).toBe(true);
      expect(post.content.match(/<h2>/g)?.length, `post ${post.id}`).toBeGreaterThanOrEqual(3);
      expect(post.content, `post ${post.id}`).toMatch(/<(ul|ol)>\s*<li>/);
      expect(post.content).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it("share no paragraph of 20 words or more between two posts", () => {
    const seen = new Map<string, number>();
    const shared: string[] = [];
    for (const post of posts) {
      for (const block of new Set(blocks(post.content))) {
        if (block.split(" ").length < 20) continue;
        const other = seen.get(block);
        if (other !== undefined && other !== post.id)
          shared.push(`posts ${other} and ${post.id}: "${block}"`);
        seen.set(block, post.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it("each have their own cover, drawn from the post, with alt text that describes it", () => {
    expect(posts.map((post) => post.image)).toEqual(posts.map((post) => blogCoverPath(post.id)));
    for (const post of posts) expect(post.imageAlt).toMatch(/^Illustration of /);
    const specs = posts.map((post) => JSON.stringify(post.cover));
    expect(new Set(specs).size, "no two posts ask for the same picture").toBe(42);
  });

  it("name one of the four authors, each writing in their own field", () => {
    const authorIds = blogAuthors.map((author) => author.id);
    for (const post of posts) expect(authorIds).toContain(post.authorId);
    expect(new Set(posts.map((post) => post.authorId)).size).toBe(4);
    const nutrition = posts.filter((post) => post.category === "Nutrition");
    expect(new Set(nutrition.map((post) => post.authorId))).toEqual(new Set(["nadia-rahman"]));
  });

  it("finds a post by id and nothing for an unknown id", () => {
    expect(findBlogPost(7)?.id).toBe(7);
    expect(findBlogPost(0)).toBeUndefined();
    expect(findBlogPost(43)).toBeUndefined();
  });
});

describe("blog authors", () => {
  it("are four people with an avatar, a bio and social links", () => {
    expect(blogAuthors).toHaveLength(4);
    expect(new Set(blogAuthors.map((author) => author.id)).size).toBe(4);
    for (const author of blogAuthors) {
      expect(author.avatar).toBe(`/images/blog/authors/${author.id}.svg`);
      expect(existsSync(publicFile(author.avatar)), author.avatar).toBe(true);
      expect(author.bio.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
      expect(author.socialLinks.length).toBeGreaterThanOrEqual(2);
      for (const link of author.socialLinks) expect(link.href).toMatch(/^https:\/\/[a-z.]+\.example\.com\//);
    }
  });
});
