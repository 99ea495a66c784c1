import { publicPaths } from "../content/routes-list.ts";
import { SITE_ORIGIN } from "../lib/seo.ts";
import { sitemapXml, w3cDate } from "../lib/sitemap-xml.ts";

// Prerendered to build/client/sitemap.xml, so "now" is the build date.
export function loader() {
  return new Response(sitemapXml(publicPaths, SITE_ORIGIN, w3cDate(new Date())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
