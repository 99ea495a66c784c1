import { BAD_REQUEST_PAGE_PATH } from "#contracts/error-pages";
import { MANAGE_TRIAL_PATH } from "#contracts/trial-booking";
import {
  BLOG_FEED_PATH,
  BLOG_POST_IDS,
  blogCoverPath,
  CATEGORY_PATHS,
  OFFERING_SLUGS,
  POLICY_PATHS,
} from "./paths.ts";

/**
 * Every public path, prerendered at build time and listed in sitemap.xml. Derived from content so a new
 * offering or category appears in both without being typed twice.
 */
export const publicPaths: string[] = [
  "/",
  "/offerings",
  ...OFFERING_SLUGS.map((slug) => `/offerings/${slug}`),
  ...CATEGORY_PATHS,
  "/our-instructors",
  "/for-businesses",
  "/blog",
  ...BLOG_POST_IDS.map((id) => `/blog/${id}`),
  "/why-choose-us",
  "/join-as-instructor",
  "/about-us",
  "/contact-us",
  "/payment-success",
  ...POLICY_PATHS,
];

/** Files made from content at build time: the feed and each post's cover (routes/blog-feed.ts, blog-cover.ts). */
export const generatedFilePaths: string[] = [BLOG_FEED_PATH, ...BLOG_POST_IDS.map(blogCoverPath)];

export const prerenderPaths: string[] = [
  ...publicPaths,
  // Served for malformed addresses, never linked, so not in the sitemap.
  BAD_REQUEST_PAGE_PATH,
  // Opened only from a visitor's e-mail; its token rides in the fragment, so one page serves every link.
  MANAGE_TRIAL_PATH,
  "/sitemap.xml",
  "/robots.txt",
  ...generatedFilePaths,
];
