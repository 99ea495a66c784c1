/** sitemap.xml for the given site paths; `lastmod` is the build date (YYYY-MM-DD). */
export function sitemapXml(paths: readonly string[], origin: string, lastmod: string): string {
  const entries = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** A W3C date (YYYY-MM-DD) in UTC, the precision sitemaps need. */
export function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}
