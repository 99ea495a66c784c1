import type { ReactNode } from "react";
import { HeroFrame, heroGlows } from "#app/components/layout/hero-frame.tsx";
import type { BlogAuthor } from "#app/content/blog-authors.ts";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ArticleContent } from "./article-content.tsx";
import { AuthorBox } from "./author-box.tsx";
import { BackButton } from "./back-button.tsx";
import { CategoryLabel } from "./category-label.tsx";
import { COVER } from "./post-card.tsx";
import { type PostSummary, readingTimeLabel } from "./post-summary.ts";
import { RelatedPostsSection } from "./related-posts-section.tsx";
import { SharePost } from "./share-post.tsx";
import { POST_BOOKING_CARD_ID } from "./trial-links.ts";

export interface BlogPostDetail {
  id: number;
  title: string;
  category: string;
  content: string;
  image: string;
  imageAlt: string;
  date: string;
  dateLabel: string;
  readingTime: number;
  /** The page's canonical address, shared until the browser's own address is known. */
  canonicalUrl: string;
}

interface BlogPostViewProps {
  post: BlogPostDetail;
  author: BlogAuthor;
  related: PostSummary[];
  /** The booking card's call to action; the route supplies it from lead capture. */
  booking: ReactNode;
}

/** Every post ends with an invitation to practise what it taught with a teacher; its trial links land here. */
function PostBookingCard({ children }: { children: ReactNode }) {
  return (
    <aside
      id={POST_BOOKING_CARD_ID}
      aria-labelledby={`${POST_BOOKING_CARD_ID}-title`}
      className="mt-12 scroll-mt-(--header-height) rounded-2xl bg-sage-800 px-6 py-8 text-white sm:px-10"
    >
      <h2 id={`${POST_BOOKING_CARD_ID}-title`} className="text-2xl font-semibold tracking-tight text-white">
        Practise this with a teacher
      </h2>
      <p className="mt-3 max-w-prose text-sage-100">
        A live class on video, one-to-one or in a group of up to 4, with a certified instructor who adapts
        every pose to you. Your first class is {TRIAL_PRICE}, and an advisor calls you first to find a time
        that suits you.
      </p>
      <div className="mt-6">{children}</div>
    </aside>
  );
}

/** The address to share: the one in the visitor's address bar once running, the canonical one before. */
function useShareUrl(canonicalUrl: string): string {
  const hydrated = useHydrated();
  return hydrated ? `${window.location.origin}${window.location.pathname}` : canonicalUrl;
}

export function BlogPostView({ post, author, related, booking }: BlogPostViewProps) {
  const shareUrl = useShareUrl(post.canonicalUrl);
  return (
    <>
      <HeroFrame className="pt-[calc(var(--header-height)+2rem)] pb-14 sm:pb-16" glows={[heroGlows.sage]}>
        <BackButton />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <CategoryLabel category={post.category} />
          <h1 id="post-title" className="mt-4 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
            <img
              src={author.avatar}
              alt=""
              aria-hidden="true"
              width={48}
              height={48}
              className="size-12 rounded-full bg-sand-200 ring-2 ring-white"
            />
            <div className="text-left">
              <p className="font-semibold text-ink">{author.name}</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={post.date}>{post.dateLabel}</time>
                <span aria-hidden="true"> · </span>
                <span>{readingTimeLabel(post.readingTime)}</span>
              </p>
            </div>
          </div>
        </div>
      </HeroFrame>
      <article aria-labelledby="post-title" className="bg-sand-50 pb-16 sm:pb-20">
        <div className="page-container">
          <div className="mx-auto max-w-3xl">
            <img
              src={post.image}
              alt={post.imageAlt}
              width={COVER.width}
              height={COVER.height}
              fetchPriority="high"
              className="-mt-2 h-auto w-full rounded-2xl bg-sand-200 shadow-soft sm:mt-0"
            />
            <div className="mt-12">
              <ArticleContent html={post.content} />
            </div>
            <PostBookingCard>{booking}</PostBookingCard>
            <div className="mt-12 border-t border-sand-200 pt-8">
              <SharePost url={shareUrl} title={post.title} />
            </div>
            <div className="mt-10">
              <AuthorBox author={author} />
            </div>
          </div>
        </div>
      </article>
      <RelatedPostsSection posts={related} />
    </>
  );
}
