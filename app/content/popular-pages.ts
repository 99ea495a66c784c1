import type { NavLinkItem } from "./navigation.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

export interface PopularPage extends NavLinkItem {
  /** One line on what the visitor finds there. */
  text: string;
}

/**
 * The pages visitors open most, offered where a page was not found (docs/product/site-pages.md, Not-found and error pages).
 * Apart from navigation.ts, whose links are in every page's initial JavaScript; these load with the not-found views.
 * Labels are the pages' names as the header shows them.
 */
export const popularPages: readonly PopularPage[] = [
  { label: "Offerings", to: "/offerings", text: "Live classes for pain, strength, calm and women's health." },
  {
    label: "Pricing",
    to: "/#pricing",
    text: `Monthly plans, and the ${TRIAL_PRICE} trial class to start with.`,
  },
  {
    label: "Our Instructors",
    to: "/our-instructors",
    text: "The certified teachers, their training and styles.",
  },
  { label: "Blog", to: "/blog", text: "Articles on yoga, meditation, nutrition and everyday calm." },
  { label: "For Businesses", to: "/for-businesses", text: "Live 30-minute sessions for your team." },
];
