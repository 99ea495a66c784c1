import type { NavLinkItem } from "./navigation.ts";

/**
 * The footer's links (docs/product/site-pages.md, Footer), apart from the header's: the footer loads lazily,
 * the header's links are in every page's initial JavaScript.
 */
export interface NavLinkGroup {
  title: string;
  links: readonly NavLinkItem[];
}

/**
 * Grouped for reading; flattened, the first three groups keep the brief's 13 footer links in their order,
 * and the last adds the pages nothing else links to (docs/product/site-pages.md, Footer).
 */
export const footerLinkGroups: readonly NavLinkGroup[] = [
  {
    title: "Categories",
    links: [
      { label: "Women's Health", to: "/womens-health" },
      { label: "Pain Relief & Recovery", to: "/pain-relief-recovery" },
      { label: "Fitness & Flexibility", to: "/fitness-flexibility" },
      { label: "Wellness Programs", to: "/wellness-programs" },
      { label: "Stress & Burnout", to: "/stress-burnout" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Our Instructors", to: "/our-instructors" },
      { label: "Join as Instructor", to: "/join-as-instructor" },
      { label: "For Businesses", to: "/for-businesses" },
      { label: "Contact Us", to: "/contact-us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Use", to: "/terms-of-use" },
      { label: "Refund Policy", to: "/refund-policy" },
    ],
  },
  {
    title: "Explore",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "Why Choose Us", to: "/why-choose-us" },
    ],
  },
];
