import { PostCard } from "./post-card.tsx";
import type { PostSummary } from "./post-summary.ts";

export function RelatedPostsSection({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-sand-100 py-16 sm:py-20">
      <div className="page-container">
        <h2 id="related-heading" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          You Might Also Like
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
