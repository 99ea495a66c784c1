import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BLOG_CATEGORIES,
  BLOG_SEED,
  blogPosts,
  findBlogPost,
  generateBlogPosts,
  mulberry32,
} from "./blog.ts";
import { blogAuthors } from "./blog-authors.ts";
import { BLOG_POST_IDS } from "./paths.ts";

const publicFile = (src: string) => resolve("public", `.${src}`);

describe("the seeded blog generator", () => {
  it("gives the same posts on every run with the same seed", () => {
    expect(generateBlogPosts(BLOG_SEED)).toEqual(generateBlogPosts(BLOG_SEED));
    expect(generateBlogPosts()).toEqual(blogPosts);
  });

  it("gives different posts for a different seed", () => {
    const other = generateBlogPosts(BLOG_SEED + 1);
    expect(other.map((post) => post.content)).not.toEqual(blogPosts.map((post) => post.content));
  });

  it("mulberry32 repeats its sequence for a seed and stays within [0, 1)", () => {
    const first = mulberry32(7);
    const second = mulberry32(7);
    const values = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => second())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it("makes 42 posts numbered 1 to 42, the ids the prerender list uses", () => {
    expect(blogPosts).toHaveLength(42);
    expect(blogPosts.map((post) => post.id)).toEqual([...BLOG_POST_IDS]);
  });

  it("cycles the categories by index: 1 Yoga, 2 Meditation, 3 Wellness, 4 Nutrition, 5 Lifestyle, 6 Yoga…", () => {
    expect(BLOG_CATEGORIES).toEqual(["Yoga", "Meditation", "Wellness", "Nutrition", "Lifestyle"]);
    expect(blogPosts.slice(0, 6).map((post) => post.category)).toEqual([
      "Yoga",
      "Meditation",
      "Wellness",
      "Nutrition",
      "Lifestyle",
      "Yoga",
    ]);
    for (const post of blogPosts) expect(post.category).toBe(BLOG_CATEGORIES[(post.id - 1) % 5]);
  });

  it("gives reading times between 5 and 14 minutes, and more than one of them", () => {
    for (const post of blogPosts) {
      expect(Number.isInteger(post.readingTime)).toBe(true);
      expect(post.readingTime).toBeGreaterThanOrEqual(5);
      expect(post.readingTime).toBeLessThanOrEqual(14);
    }
    expect(new Set(blogPosts.map((post) => post.readingTime)).size).toBeGreaterThan(5);
  });

  it("dates posts newest first over the two years before November 2026, fixed in the content", () => {
    const days = blogPosts.map((post) => post.date);
    for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(42);
    expect(days[0]).toBe("2026-11-10");
    expect(Date.parse(days[0] ?? "") - Date.parse(days.at(-1) ?? "")).toBeLessThanOrEqual(730 * 86_400_000);
    expect(Date.parse(days[0] ?? "") - Date.parse(days.at(-1) ?? "")).toBeGreaterThan(365 * 86_400_000);
  });

  it("gives every post its own title and a full article: headings, paragraphs, a list and a pull quote", () => {
    expect(new Set(blogPosts.map((post) => post.title)).size).toBe(42);
    expect(new Set(blogPosts.map((post) => post.content)).size).toBe(42);
    for (const post of blogPosts) {
      expect(post.content.startsWith("<p>")).toBe(true);
      expect(post.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(4);
      expect(post.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(7);
      expect(post.content).toMatch(/<(ul|ol)><li>/);
      expect(post.content).toMatch(/<blockquote><p>[^<]+<\/p><\/blockquote>/);
      expect(post.content).not.toMatch(/lorem|ipsum/i);
    }
  });

  it("names a known author and a cover that exists for its category", () => {
    const authorIds = blogAuthors.map((author) => author.id);
    for (const post of blogPosts) {
      expect(authorIds).toContain(post.authorId);
      expect(post.image).toBe(`/images/blog/${post.category.toLowerCase()}.svg`);
      expect(post.imageAlt.length).toBeGreaterThan(20);
    }
    for (const category of BLOG_CATEGORIES) {
      expect(existsSync(publicFile(`/images/blog/${category.toLowerCase()}.svg`)), category).toBe(true);
    }
    expect(new Set(blogPosts.map((post) => post.authorId)).size).toBe(4);
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
