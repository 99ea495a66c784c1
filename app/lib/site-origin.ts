/**
 * The site's absolute origin from a configured SITE_URL, without a trailing slash. Kept free of
 * import.meta.env so Node-side code (browser tests) can compute the same origin the build used.
 */
export function siteOrigin(configured: string | undefined): string {
  const value = configured?.trim() || "https://harmoniyoga.example";
  return value.replace(/\/+$/, "");
}
