import { createHash } from "node:crypto";

/**
 * Everything that is not an HTML page (the API's JSON, assets, route data) renders nothing that needs
 * a source: it gets the tightest policy, which also keeps a directly opened SVG from running script.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The optional Google Ads / Analytics tag loads from and reports to these origins. */
const GOOGLE_TAG_SCRIPTS = ["https://www.googletagmanager.com"];
const GOOGLE_TAG_CONNECT = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];
const GOOGLE_TAG_IMAGES = [
  "https://www.google-analytics.com",
  "https://www.googletagmanager.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];
const GOOGLE_TAG_FRAMES = ["https://www.googletagmanager.com", "https://td.doubleclick.net"];

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** The HTML spec's JavaScript MIME types (text/javascript and its legacy aliases) and "module". */
const EXECUTABLE_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script[\d.]*)$/;

/** Data blocks such as `application/ld+json` never run, so CSP does not apply to them. */
function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase();
  return value === "" || EXECUTABLE_TYPE.test(value);
}

/** The text of every inline script the browser would run, in document order, as written in the HTML. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, attributes = "", text = ""]) =>
    isExecutable(attributes) ? [text] : [],
  );
}

/** The CSP source expression for a script: the SHA-256 of its UTF-8 text, in base64. */
export function scriptHash(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the element's text.
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

export interface PagePolicyOptions {
  /** The studio settings name an ads conversion target, so the pages load Google's tag. */
  googleTag: boolean;
}

/**
 * The policy for one HTML page: its own inline scripts by hash and what they load, and no 'unsafe-inline'
 * or 'unsafe-eval' for scripts. Styles keep 'unsafe-inline' for React's style attributes. Google's
 * origins are listed only when the tag is configured: without it nothing on the page may talk to them.
 */
export function pagePolicy(html: string, { googleTag }: PagePolicyOptions): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const google = (origins: string[]) => (googleTag ? origins : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // The pages have no <base> element; 'none' keeps injected markup from adding one.
    ["base-uri", "'none'"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    // 'strict-dynamic' lets the hashed scripts load the rest (modules, gtag.js and what it loads) and makes
    // browsers with CSP 3 ignore the two origins, which stay for older ones: injected markup cannot load a
    // script from either, a GTM container of an attacker's included.
    ["script-src", "'self'", "'strict-dynamic'", ...hashes, ...google(GOOGLE_TAG_SCRIPTS)],
    ["script-src-attr", "'none'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...google(GOOGLE_TAG_IMAGES)],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...google(GOOGLE_TAG_CONNECT)],
    // Without the tag no page embeds anything: frames fall back to default-src 'self'.
    ...(googleTag ? [["frame-src", ...GOOGLE_TAG_FRAMES] as [string, ...string[]]] : []),
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}
