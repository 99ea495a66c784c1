import { robotsTxt } from "../lib/robots-txt.ts";
import { SITE_ORIGIN } from "../lib/seo.ts";

// Prerendered to build/client/robots.txt.
export function loader() {
  return new Response(robotsTxt(SITE_ORIGIN), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
