import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategoryLabel } from "./category-label.tsx";
import { COVER } from "./post-card.tsx";
import { PostMetaLine } from "./post-meta-line.tsx";
import type { PostSummary } from "./post-summary.ts";

/** The featured post: a wide card above the grid, marked with a 'Featured' badge. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article
      aria-labelledby="featured-post-title"
      className="group relative grid overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-sand-200 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-sage-700 lg:grid-cols-2"
    >
      <div className="relative">
        <img
          src={post.image}
          alt={post.imageAlt}
          width={COVER.width}
          height={COVER.height}
          className="aspect-video h-full w-full bg-sand-200 object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-clay-600 px-3.5 py-1 text-xs font-semibold tracking-wider text-white uppercase shadow-soft">
          Featured
        </span>
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <div>
          <CategoryLabel category={post.category} />
        </div>
        <h2
          id="featured-post-title"
          className="mt-4 text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
        >
          <Link
            to={`/blog/${post.id}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-sage-700"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{post.excerpt}</p>
        <PostMetaLine
          className="mt-6"
          authorName={post.authorName}
          date={post.date}
          dateLabel={post.dateLabel}
          readingTime={post.readingTime}
        />
        <p
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-clay-700"
        >
          Read the article
          <ArrowRight className="size-4 transition-transform duration-200 motion-safe:group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
