/** Paths crawlers should leave alone: the staff area and the JSON API. */
export const DISALLOWED_PATHS = ["/admin", "/api"] as const;

/** robots.txt: every crawler may read the public site, not the staff area or API; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
