import { BLOG_POST_IDS, CATEGORY_PATHS, OFFERING_SLUGS, POLICY_PATHS } from "./paths.ts";

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

export const prerenderPaths: string[] = [...publicPaths, "/sitemap.xml", "/robots.txt"];
