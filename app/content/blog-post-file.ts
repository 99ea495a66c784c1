import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { blogCoverAlt, COVER_POSES, COVER_PROPS, COVER_TIMES, type CoverSpec } from "./art/blog-cover.ts";
import { BLOG_CATEGORIES, type BlogCategory } from "./blog-categories.ts";
import { blogCoverPath } from "./paths.ts";

/**
 * One blog post as the site uses it, read from a Markdown file in content/blog/ (docs/product/site-pages.md, Blog
 * content; README, "Write a post").
 */
export interface BlogPost {
  id: number;
  title: string;
  /** Sanitised HTML made from the Markdown body: headings, paragraphs, lists, quotes, emphasis. */
  content: string;
  /** The author's one or two sentences for cards in search results and the feed. */
  summary: string;
  /** Publication day, ISO "YYYY-MM-DD". */
  date: string;
  authorId: string;
  category: BlogCategory;
  cover: CoverSpec;
  image: string;
  imageAlt: string;
  /** Minutes, computed from the body's words (readingMinutes). */
  readingTime: number;
}

/** A post file the site cannot publish; the message names the file and the field, and fails the build. */
export class BlogContentError extends Error {
  override name = "BlogContentError";
}

/** Readers try the cues as they read, so an unhurried pace; the brief bounds the result to 5–14 minutes. */
export const READING_WORDS_PER_MINUTE = 120;
export const MIN_READING_MINUTES = 5;
export const MAX_READING_MINUTES = 14;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day written YYYY-MM-DD")
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(time) || new Date(time).toISOString().startsWith(day);
  }, "is not a calendar day");

function frontMatterSchema(authorIds: readonly string[]) {
  return z.strictObject({
    id: z.number().int("must be a whole number").positive("must be 1 or more"),
    title: z.string().trim().min(1, "must not be empty").max(90, "must be at most 90 characters"),
    // YAML reads an unquoted 2026-11-10 as a date; the file means the day as written.
    date: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDay),
    author: z.string().refine((id) => authorIds.includes(id), {
      message: `must be one of the blog's authors: ${authorIds.join(", ")}`,
    }),
    category: z.enum(BLOG_CATEGORIES, `must be one of ${BLOG_CATEGORIES.join(", ")}`),
    summary: z
      .string()
      .trim()
      .min(40, "must be at least 40 characters")
      .max(240, "must be at most 240 characters"),
    cover: z.strictObject({
      pose: z.enum(COVER_POSES, `must be one of ${COVER_POSES.join(", ")}`),
      time: z.enum(COVER_TIMES, `must be one of ${COVER_TIMES.join(", ")}`),
      props: z
        .array(z.enum(COVER_PROPS, `must each be one of ${COVER_PROPS.join(", ")}`))
        .min(1, "must name at least one prop")
        .max(3, "must name at most three props"),
    }),
  });
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

const markdown = new Marked({ gfm: true });

/**
 * What an article may contain once rendered. Markdown passes raw HTML through, so anything outside this
 * list (scripts, styles, iframes, event handlers, images) is dropped before the page ever sees it.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "code",
    "br",
    "hr",
    "a",
  ],
  allowedAttributes: { a: ["href"], ol: ["start"] },
  allowedSchemes: ["https", "mailto"],
  allowProtocolRelative: false,
};

export function renderArticleHtml(body: string): string {
  const html = markdown.parse(body, { async: false });
  return sanitizeHtml(html, ARTICLE_HTML).trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.ceil(words / READING_WORDS_PER_MINUTE);
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path)
    value = value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;
  return value;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "front matter" : path.map(String).join(".");
}

/** Reads one post file; throws BlogContentError naming the file and the first field that is wrong. */
export function parseBlogPostFile(file: string, text: string, authorIds: readonly string[]): BlogPost {
  const parts = FRONT_MATTER.exec(text);
  if (!parts) throw new BlogContentError(`${file}: must start with front matter between two "---" lines`);
  const [, yamlText = "", body = ""] = parts;
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new BlogContentError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
  const result = frontMatterSchema(authorIds).safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.code === "unrecognized_keys" ? [] : (issue?.path ?? []);
    const message =
      issue?.code === "unrecognized_keys"
        ? `has unknown field(s) ${issue.keys.join(", ")}`
        : valueAt(data, path) === undefined
          ? "is missing"
          : (issue?.message ?? "is invalid");
    throw new BlogContentError(`${file}: ${fieldPath(path)} ${message}`);
  }
  const front = result.data;
  const words = countWords(body);
  const readingTime = readingMinutes(words);
  if (readingTime < MIN_READING_MINUTES || readingTime > MAX_READING_MINUTES) {
    const [min, max] = [
      (MIN_READING_MINUTES - 1) * READING_WORDS_PER_MINUTE + 1,
      MAX_READING_MINUTES * READING_WORDS_PER_MINUTE,
    ];
    throw new BlogContentError(
      `${file}: body has ${words} words, a ${readingTime}-minute read; posts run ${min}–${max} words (${MIN_READING_MINUTES}–${MAX_READING_MINUTES} minutes)`,
    );
  }
  return {
    id: front.id,
    title: front.title,
    content: renderArticleHtml(body),
    summary: front.summary,
    date: front.date,
    authorId: front.author,
    category: front.category,
    cover: front.cover,
    image: blogCoverPath(front.id),
    imageAlt: blogCoverAlt(front.cover),
    readingTime,
  };
}

/**
 * Every post file, checked as a set against the brief's rules (docs/product/site-pages.md, Blog content): ids 1 to
 * `count` each exactly once, and the category cycling Yoga, Meditation, Wellness, Nutrition, Lifestyle by
 * id. In reading order, newest first (ties by id), so every page lists them the same way and a new post
 * leads whatever its id.
 */
export function loadBlogPosts(
  files: Readonly<Record<string, string>>,
  authorIds: readonly string[],
  count: number,
): BlogPost[] {
  const byId = new Map<number, { file: string; post: BlogPost }>();
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const post = parseBlogPostFile(file, text, authorIds);
    const other = byId.get(post.id);
    if (other) throw new BlogContentError(`${file}: id ${post.id} is already used by ${other.file}`);
    if (post.id > count) {
      throw new BlogContentError(
        `${file}: id ${post.id} is beyond the blog's ${count} posts (ids 1–${count})`,
      );
    }
    const expected = BLOG_CATEGORIES[(post.id - 1) % BLOG_CATEGORIES.length];
    if (post.category !== expected) {
      throw new BlogContentError(
        `${file}: category is ${post.category}, but post ${post.id} must be ${expected} (categories cycle by id)`,
      );
    }
    byId.set(post.id, { file, post });
  }
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((id) => !byId.has(id));
  if (missing.length > 0) throw new BlogContentError(`content/blog: no post has id ${missing.join(", ")}`);
  return [...byId.values()]
    .map(({ post }) => post)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}
