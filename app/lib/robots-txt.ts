import { API_PREFIX } from "#contracts/endpoint";
import { STAFF_AREA_PATH } from "#contracts/staff-pages";

/** Paths crawlers should leave alone: the staff area and the JSON API. */
export const DISALLOWED_PATHS = [STAFF_AREA_PATH, API_PREFIX] as const;

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
