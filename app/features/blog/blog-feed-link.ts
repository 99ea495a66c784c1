import { BLOG_FEED_PATH } from "#app/content/paths.ts";

/** The <link> that lets feed readers and browsers find the blog's Atom feed (routes/blog-feed.ts). */
export function blogFeedLinks() {
  return [{ rel: "alternate", type: "application/atom+xml", title: "Harmoni Blog", href: BLOG_FEED_PATH }];
}
