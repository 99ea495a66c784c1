/** Link lists of the header (docs/product/site-pages.md, Header); the footer's are in footer-links.ts. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const headerLinks: readonly NavLinkItem[] = [
  { label: "Offerings", to: "/offerings" },
  { label: "Pricing", to: "/#pricing" },
  { label: "Our Instructors", to: "/our-instructors" },
  { label: "For Businesses", to: "/for-businesses" },
];

/**
 * The mobile menu adds the features section of the home page in front of the header links, and after them
 * the pages a phone visitor otherwise reaches only through the footer.
 */
export const mobileMenuLinks: readonly NavLinkItem[] = [
  { label: "Features", to: "/#features" },
  ...headerLinks,
  { label: "Blog", to: "/blog" },
  { label: "About Us", to: "/about-us" },
  { label: "Contact Us", to: "/contact-us" },
];
