/**
 * Paths that the route table, the prerender list and the sitemap all need. Plain data with no imports, so
 * the route config can read it without pulling in content.
 */
export const CATEGORY_PATHS = [
  "/pain-relief-recovery",
  "/fitness-flexibility",
  "/stress-burnout",
  "/womens-health",
  "/wellness-programs",
  "/daily-rituals",
] as const;
export type CategoryPath = (typeof CATEGORY_PATHS)[number];

export const POLICY_PATHS = ["/privacy-policy", "/terms-of-use", "/refund-policy"] as const;
export type PolicyPath = (typeof POLICY_PATHS)[number];

export const OFFERING_SLUGS = [
  "foundational-yoga",
  "power-yoga",
  "restorative-yoga",
  "therapeutic-yoga",
  "prenatal-postnatal-yoga",
] as const;
export type OfferingSlug = (typeof OFFERING_SLUGS)[number];

/** The blog's generated posts are numbered 1 to 42 (spec section 3); post 1 is the featured one. */
export const BLOG_POST_COUNT = 42;
export const BLOG_POST_IDS: readonly number[] = Array.from(
  { length: BLOG_POST_COUNT },
  (_, index) => index + 1,
);

/** Each post's cover, drawn at build time from its front matter (routes/blog-cover.ts). */
export const blogCoverPath = (id: number): string => `/images/blog/covers/${id}.svg`;

/** The blog's Atom feed (routes/blog-feed.ts). */
export const BLOG_FEED_PATH = "/blog/feed.xml";
