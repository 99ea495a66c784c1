import { Link } from "react-router";
import { CategoryLabel } from "./category-label.tsx";
import { PostMetaLine } from "./post-meta-line.tsx";
import type { PostSummary } from "./post-summary.ts";

/** Cover files are drawn at this size (public/images/blog). */
export const COVER = { width: 640, height: 360 };

/** A post in a grid: the whole card is one link, named by the title. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-sand-200 transition-shadow duration-200 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-sage-700 hover:shadow-lg">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={COVER.width}
        height={COVER.height}
        loading="lazy"
        className="aspect-video h-auto w-full bg-sand-200 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryLabel category={post.category} />
        </div>
        <h3 className="mt-4 text-xl font-semibold tracking-tight text-ink">
          <Link
            to={`/blog/${post.id}`}
            className="outline-none after:absolute after:inset-0 group-hover:text-sage-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
        <PostMetaLine
          className="mt-5 border-t border-sand-200 pt-4"
          authorName={post.authorName}
          date={post.date}
          dateLabel={post.dateLabel}
          readingTime={post.readingTime}
        />
      </div>
    </article>
  );
}
