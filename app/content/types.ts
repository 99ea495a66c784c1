/**
 * Shapes of the studio's content (docs/product/site-pages.md, Content model). Content modules in this folder export
 * data of these types; route loaders read them at build time so the data lands in each page's HTML.
 */

import type { IconName } from "./icons.ts";

/** Keys of the six offering groups (docs/product/site-pages.md, Offering groups). */
export type OfferingGroupKey = "pain" | "practices" | "healing" | "wellness" | "courses" | "rituals";

export interface OfferingTile {
  /** Empty for a tile that opens the lead modal instead of linking to /offerings/{slug}. */
  slug: string;
  title: string;
  desc: string;
  cta: string;
  icon: IconName;
  imageUrl: string;
  /** Trusted HTML written by the studio; contains `.lead-modal-btn` buttons. */
  content: string;
  /** What a visitor weighs before booking, shown on the detail page's hero; every tile with a slug has them. */
  facts?: OfferingFacts;
}

export interface OfferingFacts {
  /** Equals the sum of the session outline's steps in `content` (offerings.test.ts). */
  minutes: number;
  level: string;
  format: "one-to-one" | "one-to-one-or-group";
}

export interface OfferingGroup {
  key: OfferingGroupKey;
  label: string;
  /** The category landing page, e.g. "/pain-relief-recovery". */
  linkPath: string;
  desc: string;
  imageUrl: string;
  tiles: OfferingTile[];
}

export interface TrialPack {
  classes: 1 | 2 | 3 | 4;
  price: number;
}

export interface Plan {
  name: string;
  price: number;
  originalPrice?: number;
  description: string;
  features: string[];
  mostPopular: boolean;
  paymentLinkId: string;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  role?: string;
  image: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface Instructor {
  id: string;
  name: string;
  image: string;
  /** A CSS colour from the palette used behind the portrait. */
  accentColor: string;
  bio: string;
  /** e.g. "12 years" */
  experience: string;
  certifications: string[];
  languages?: string[];
  socials: { instagram: string; linkedin: string };
  /** Trusted HTML with richer details for the See More pop-up. */
  moreDetails: string;
  gallery: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export type ComparisonCell = "Yes" | "No" | "Some" | "Limited";

export interface ComparisonRow {
  feature: string;
  /** In column order: Harmoni Yoga, Calm, Generic Yoga, Other Apps. */
  cells: [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell];
}
