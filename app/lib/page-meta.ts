import type { MetaDescriptor } from "react-router";

/**
 * A public route's `meta`: the head tags its loader built at build time (with app/lib/seo.ts), so the
 * SEO helpers stay out of the browser's JavaScript.
 */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** Head tags of a page that does not exist: its own title and description, kept out of search results. */
export function notFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
