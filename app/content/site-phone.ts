/**
 * The studio's main phone line. Apart from site.ts because the header and the home hero show it on every
 * first screen: importing it alone keeps the rest of the contact details out of the initial JavaScript.
 */
export const sitePhone = { label: "+1 (415) 555-0142", href: "tel:+14155550142" } as const;
