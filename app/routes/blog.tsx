import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageTitle } from "#contracts/brand";
import { PageHero } from "../components/layout/page-hero.tsx";
import { FEATURED_POST_ID, getBlogPosts } from "../content/blog.ts";
import { findBlogAuthor } from "../content/blog-authors.ts";
import { BlogList, blogFeedLinks, summarizePost } from "../features/blog/index.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

/** Build time: only what the cards need, so the list page never carries the 42 full articles. */
export function loader() {
  const summaries = getBlogPosts().map((post) => summarizePost(post, findBlogAuthor(post.authorId)));
  const featured = summaries.find((post) => post.id === FEATURED_POST_ID);
  if (!featured) throw new Error(`The featured blog post ${FEATURED_POST_ID} does not exist`);
  return {
    meta: pageMeta({
      title: pageTitle("Harmoni Blog: Yoga, Meditation and Wellness Articles"),
      description:
        "Practical articles on yoga, meditation, wellness, nutrition and a calmer everyday life, by Harmoni Yoga's senior teacher, breathwork guide, dietitian and physiotherapist.",
      path: "/blog",
    }),
    featured,
    posts: summaries.filter((post) => post.id !== FEATURED_POST_ID),
  };
}

/** Paging only changes `?page`, and the list already holds every card: nothing to fetch again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = metaFromLoader;

export const links = blogFeedLinks;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Harmoni Blog"
        subtitle="Practical ideas on yoga, meditation, wellness, nutrition and everyday calm, written by our senior yoga teacher, our breathwork guide, a registered dietitian and a physiotherapist."
      >
        <BookTrialButton />
      </PageHero>
      <BlogList featured={loaderData.featured} posts={loaderData.posts} />
    </>
  );
}
