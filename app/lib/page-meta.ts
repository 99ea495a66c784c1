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

/**
 * Head tags of a page kept out of search results: one that does not exist, or one only a personal link opens (the
 * manage-trial page). Its own title and description, no canonical address.
 */
export function notFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
