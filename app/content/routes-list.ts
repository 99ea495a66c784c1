/**
 * Every public path that is prerendered. Later issues derive more paths from content here,
 * and sitemap.xml is generated from the same list.
 */
export const prerenderPaths: string[] = ["/"];
