import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { blogAuthors } from "./blog-authors.ts";
import { type BlogPost, loadBlogPosts } from "./blog-post-file.ts";
import { BLOG_POST_COUNT } from "./paths.ts";

export { BLOG_CATEGORIES, type BlogCategory } from "./blog-categories.ts";
export type { BlogPost } from "./blog-post-file.ts";

/**
 * Where the posts live, from the project root: the build, the dev server and the tests all run there. Only
 * route loaders (build time) and tests read it; the browser receives each page's data, never this module.
 */
export const BLOG_CONTENT_DIR = "content/blog";

/** The featured post leads the blog list (docs/product/site-pages.md, Blog list). */
export const FEATURED_POST_ID = 1;

let cached: { signature: string; posts: BlogPost[] } | undefined;

/**
 * Every post, read from the Markdown files and checked (blog-post-file.ts); a broken file throws, which
 * fails the build with the file and field named. Re-read when a file changes, so `npm run dev` shows an
 * edited post on the next page load.
 */
export function getBlogPosts(directory: string = BLOG_CONTENT_DIR): BlogPost[] {
  const root = resolve(directory);
  const names = readdirSync(root).filter((name) => name.endsWith(".md"));
  const signature = `${root}|${names.map((name) => `${name}:${statSync(join(root, name)).mtimeMs}`).join("|")}`;
  if (cached?.signature !== signature) {
    const files = Object.fromEntries(
      names.map((name) => [join(directory, name), readFileSync(join(root, name), "utf8")]),
    );
    cached = {
      signature,
      posts: loadBlogPosts(
        files,
        blogAuthors.map((author) => author.id),
        BLOG_POST_COUNT,
      ),
    };
  }
  return cached.posts;
}

export function findBlogPost(id: number): BlogPost | undefined {
  return getBlogPosts().find((post) => post.id === id);
}
