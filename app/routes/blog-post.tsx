import { pageTitle } from "#contracts/brand";
import { findBlogPost, getBlogPosts } from "../content/blog.ts";
import { findBlogAuthor } from "../content/blog-authors.ts";
import { BLOG_POST_IDS } from "../content/paths.ts";
import {
  BlogNotFound,
  BlogPostView,
  blogFeedLinks,
  blogPostingJsonLd,
  formatPostDate,
  linkTrialMentions,
  relatedPosts,
  summarizePost,
} from "../features/blog/index.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader, notFoundMeta } from "../lib/page-meta.ts";
import { absoluteUrl, jsonLd, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog-post";

const notFound = {
  meta: notFoundMeta(
    pageTitle("Blog Not Found"),
    "The article you are looking for does not exist or has moved.",
  ),
  post: null,
  author: null,
  related: [],
} as const;

/** Runs at build time for every post id (routes-list.ts), so each post is prerendered with its data. */
export function loader({ params }: Route.LoaderArgs) {
  const post = BLOG_POST_IDS.map(String).includes(params.id) ? findBlogPost(Number(params.id)) : undefined;
  const author = post ? findBlogAuthor(post.authorId) : undefined;
  if (!post || !author) return notFound;
  const path = `/blog/${post.id}`;
  const description = post.summary;
  return {
    meta: [
      ...pageMeta({ title: pageTitle(post.title), description, path, type: "article" }),
      { property: "article:published_time", content: post.date },
      { property: "article:section", content: post.category },
      { property: "article:author", content: author.name },
      jsonLd(
        blogPostingJsonLd({
          path,
          title: post.title,
          description,
          date: post.date,
          image: post.image,
          category: post.category,
          author,
        }),
      ),
    ],
    post: {
      id: post.id,
      title: post.title,
      category: post.category,
      content: linkTrialMentions(post.content),
      image: post.image,
      imageAlt: post.imageAlt,
      date: post.date,
      dateLabel: formatPostDate(post.date),
      readingTime: post.readingTime,
      description,
      canonicalUrl: absoluteUrl(path),
    },
    author,
    related: relatedPosts(getBlogPosts(), post).map((related) =>
      summarizePost(related, findBlogAuthor(related.authorId)),
    ),
  };
}

/**
 * Only the 42 post ids are prerendered. Any other id reaches the browser through the SPA fallback,
 * where there is no data file to fetch, so the not-found view is decided here without asking the server.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!BLOG_POST_IDS.map(String).includes(params.id)) return notFound;
  return serverLoader();
}

export const meta = metaFromLoader;

export const links = blogFeedLinks;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  if (!loaderData.post || !loaderData.author) return <BlogNotFound />;
  return (
    <BlogPostView
      post={loaderData.post}
      author={loaderData.author}
      related={loaderData.related}
      booking={<BookTrialButton />}
    />
  );
}
