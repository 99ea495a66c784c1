import { blogCoverSvg } from "../content/art/blog-cover.ts";
import { findBlogPost } from "../content/blog.ts";
import type { Route } from "./+types/blog-cover";

/**
 * Each post's cover, drawn at build time from its front matter (blog-cover.ts) and prerendered to
 * build/client/images/blog/covers/{id}.svg; the static server serves the files.
 */
export function loader({ params }: Route.LoaderArgs) {
  const id = /^(\d+)\.svg$/.exec(params.file)?.[1];
  const post = id === undefined ? undefined : findBlogPost(Number(id));
  if (!post) return new Response("Not found", { status: 404 });
  return new Response(blogCoverSvg(post.cover, post.id), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
