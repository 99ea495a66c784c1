import { useId, useRef } from "react";
import { BlogPagination } from "./blog-pagination.tsx";
import { FeaturedPost } from "./featured-post.tsx";
import { pageCount, pageSlice } from "./pagination.ts";
import { PostCard } from "./post-card.tsx";
import { PostCardSkeleton } from "./post-card-skeleton.tsx";
import type { PostSummary } from "./post-summary.ts";
import { useBlogPage } from "./use-blog-page.ts";

interface BlogListProps {
  featured: PostSummary;
  /** Every post except the featured one, newest first. */
  posts: PostSummary[];
}

/** The featured post on every page, then the paged grid of the others with its pagination. */
export function BlogList({ featured, posts }: BlogListProps) {
  const gridRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const lastPage = pageCount(posts.length);
  const { page, loading, goToPage } = useBlogPage(lastPage, gridRef);
  const pagePosts = pageSlice(posts, page);

  return (
    <div className="bg-sand-50 py-14 sm:py-20">
      <div className="page-container">
        <FeaturedPost post={featured} />
        {/* No scroll anchoring inside the grid: when the cards replace the skeletons mid-glide, Chrome
            would shift the page to keep a card in place and the grid would stop short of its spot. */}
        <section
          ref={gridRef}
          aria-labelledby={headingId}
          aria-busy={loading}
          className="mt-16 [overflow-anchor:none] sm:mt-20"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
              Latest articles
            </h2>
            <p className="text-sm text-ink-muted">
              Page {page} of {lastPage}
            </p>
          </div>
          <p className="sr-only" role="status">
            {loading ? "Loading articles" : ""}
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {pagePosts.map((post) => (
              <li key={post.id}>{loading ? <PostCardSkeleton /> : <PostCard post={post} />}</li>
            ))}
          </ul>
          <BlogPagination page={page} lastPage={lastPage} onPageChange={goToPage} />
        </section>
      </div>
    </div>
  );
}
