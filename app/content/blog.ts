import { blogAuthors } from "./blog-authors.ts";
import {
  BLOG_CATEGORIES,
  type BlogCategory,
  type BlogList,
  type BlogSection,
  blogLibrary,
  type CategoryLibrary,
} from "./blog-library.ts";
import { BLOG_POST_COUNT } from "./paths.ts";

export { BLOG_CATEGORIES, type BlogCategory } from "./blog-library.ts";

/** A blog post (docs/product.md, Blog content). */
export interface BlogPost {
  id: number;
  title: string;
  /** Trusted HTML composed from blog-library.ts: headings, paragraphs, a list and a pull quote. */
  content: string;
  /** Publication day, ISO "YYYY-MM-DD" (UTC). */
  date: string;
  authorId: string;
  image: string;
  imageAlt: string;
  category: BlogCategory;
  /** Minutes, 5 to 14. */
  readingTime: number;
}

/** Fixed so every build yields the same posts and the prerendered HTML matches the hydrated app. */
export const BLOG_SEED = 20_241_121;

/** The newest post's day; older posts step back from it, so dates never depend on when the site is built. */
const NEWEST_POST_DAY = Date.UTC(2026, 10, 10);
const DAY_MS = 86_400_000;

const MIN_READING_MINUTES = 5;
const MAX_READING_MINUTES = 14;

const coverAlt: Record<BlogCategory, string> = {
  Yoga: "Illustration of a person in a standing yoga pose on a mat beside a window",
  Meditation: "Illustration of a person meditating cross-legged under a rising sun",
  Wellness: "Illustration of leaves, a calm lake and soft hills at sunrise",
  Nutrition: "Illustration of a bowl of greens, grains and citrus beside a cup of tea",
  Lifestyle: "Illustration of a calm home corner with a plant, a lamp and a rolled yoga mat",
};

const closingHeadings = ["Where to go from here", "Bringing it together", "Your next step"];

/** mulberry32: a tiny, well-distributed 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function integerBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

function sectionHtml(section: BlogSection): string {
  return heading(section.heading) + section.paragraphs.map(paragraph).join("");
}

function listHtml(list: BlogList): string {
  const tag = list.ordered ? "ol" : "ul";
  const items = list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return `${heading(list.heading)}${paragraph(list.intro)}<${tag}>${items}</${tag}>`;
}

function articleHtml(lede: string, library: CategoryLibrary, random: () => number): string {
  const [first, second, third] = shuffled(library.sections, random) as [
    BlogSection,
    BlogSection,
    BlogSection,
  ];
  const list = pick(library.lists, random);
  const quote = pick(library.quotes, random);
  const closingIndex = Math.floor(random() * library.closings.length);
  return [
    paragraph(lede),
    sectionHtml(first),
    listHtml(list),
    sectionHtml(second),
    `<blockquote>${paragraph(quote)}</blockquote>`,
    sectionHtml(third),
    heading(closingHeadings[closingIndex % closingHeadings.length] as string),
    paragraph(library.closings[closingIndex] as string),
  ].join("");
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The blog's posts, newest first (id 1 is the newest and the featured one). Categories cycle by index
 * (id 1 Yoga, 2 Meditation, …); each category's topics are dealt in a seeded order so every post has its
 * own title and opening paragraph.
 */
export function generateBlogPosts(seed: number = BLOG_SEED, count: number = BLOG_POST_COUNT): BlogPost[] {
  const random = mulberry32(seed);
  const topicOrder = new Map(
    BLOG_CATEGORIES.map((category) => [category, shuffled(blogLibrary[category].topics, random)]),
  );
  const posts: BlogPost[] = [];
  let day = NEWEST_POST_DAY;
  for (let index = 0; index < count; index++) {
    const category = BLOG_CATEGORIES[index % BLOG_CATEGORIES.length] as BlogCategory;
    const topics = topicOrder.get(category) ?? [];
    const topic = topics[Math.floor(index / BLOG_CATEGORIES.length) % topics.length];
    if (!topic) throw new Error(`The ${category} library has no topics`);
    if (index > 0) day -= integerBetween(random, 12, 20) * DAY_MS;
    posts.push({
      id: index + 1,
      title: topic.title,
      content: articleHtml(topic.lede, blogLibrary[category], random),
      date: isoDay(day),
      authorId: pick(blogAuthors, random).id,
      image: `/images/blog/${category.toLowerCase()}.svg`,
      imageAlt: coverAlt[category],
      category,
      readingTime: integerBetween(random, MIN_READING_MINUTES, MAX_READING_MINUTES),
    });
  }
  return posts;
}

export const blogPosts: BlogPost[] = generateBlogPosts();

/** The featured post leads the blog list (docs/product.md, Blog list). */
export const FEATURED_POST_ID = 1;

export function findBlogPost(id: number): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
