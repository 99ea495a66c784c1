import { getBlogPosts } from "../content/blog.ts";
import { findBlogAuthor } from "../content/blog-authors.ts";
import { BLOG_FEED_PATH } from "../content/paths.ts";
import { atomFeedXml } from "../lib/atom-feed.ts";
import { absoluteUrl } from "../lib/seo.ts";

// Prerendered to build/client/blog/feed.xml, linked from the blog's pages (blogFeedLinks).
export function loader() {
  const entries = getBlogPosts().map((post) => ({
    title: post.title,
    url: absoluteUrl(`/blog/${post.id}`),
    published: post.date,
    summary: post.summary,
    html: post.content,
    authorName: findBlogAuthor(post.authorId)?.name ?? "Harmoni Yoga",
    category: post.category,
  }));
  const xml = atomFeedXml({
    title: "Harmoni Blog",
    subtitle: "Practical ideas on yoga, meditation, wellness, nutrition and everyday calm from Harmoni Yoga.",
    selfUrl: absoluteUrl(BLOG_FEED_PATH),
    siteUrl: absoluteUrl("/blog"),
    entries,
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
