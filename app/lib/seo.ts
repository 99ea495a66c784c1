import type { MetaDescriptor } from "react-router";
import { site } from "../content/site.ts";
import type { Plan } from "../content/types.ts";
import { siteOrigin } from "./site-origin.ts";

/** Absolute origin of the public site, without a trailing slash (build-time SITE_URL, see .env.example). */
export const SITE_ORIGIN: string = siteOrigin(import.meta.env.SITE_URL);

/** The share card used when a page has no image of its own (1200×630). */
export const DEFAULT_SOCIAL_IMAGE = "/images/social/og-default.png";

/** Square brand mark search engines show beside the organisation. */
const LOGO_PATH = "/icons/icon-512.png";

/** Turns a site path ("/offerings") into an absolute URL; absolute URLs pass through unchanged. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${SITE_ORIGIN}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export interface PageMetaInput {
  /** The full document title, e.g. "Our Instructors | Harmoni Yoga". */
  title: string;
  description: string;
  /** The page's own path, e.g. "/our-instructors"; the canonical URL is SITE_ORIGIN + path. */
  path: string;
  /** Share image as a site path or absolute URL; the site-wide card when absent. */
  image?: string;
  /** Open Graph type: "article" for blog posts, "website" (the default) for everything else. */
  type?: "website" | "article";
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for a page, plus the organisation's
 * JSON-LD. React Router renders only the deepest route's meta, so the organisation rides along here to
 * appear exactly once on every public page.
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE) },
    { name: "twitter:card", content: "summary_large_image" },
    jsonLd(organizationJsonLd()),
  ];
}

/** A JSON-LD block for a route's meta; React Router serialises it into a script tag safely. */
export function jsonLd(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}

export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(LOGO_PATH),
    email: site.email,
    telephone: telephoneOf(site.phone.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: telephoneOf(site.phone.href),
        email: site.email,
        areaServed: "US",
        availableLanguage: "English",
      },
    ],
    address: site.offices.map((office) => office.address),
    sameAs: site.socials.map((social) => social.href),
  };
}

/**
 * The monthly plans as schema.org offers: one Offer per plan inside an AggregateOffer, so search engines
 * can show the price range. Each offer's `url` is where a visitor buys it (pass the hosted payment page);
 * without one it is the home page's pricing section.
 */
export function plansOfferJsonLd(
  plans: readonly Plan[],
  purchaseUrl: (plan: Plan) => string = () => absoluteUrl("/#pricing"),
): Record<string, unknown> {
  if (plans.length === 0) throw new Error("plansOfferJsonLd needs at least one plan");
  const prices = plans.map((plan) => plan.price);
  return {
    "@context": "https://schema.org",
    "@type": "AggregateOffer",
    name: `${site.name} monthly plans`,
    priceCurrency: "USD",
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: plans.length,
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: plan.price,
      priceCurrency: "USD",
      url: purchaseUrl(plan),
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    })),
  };
}

function telephoneOf(href: string): string {
  return href.replace(/^tel:/, "");
}
