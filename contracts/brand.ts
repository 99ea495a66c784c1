/** The product's name, as the spec's '{product}' placeholder; the site, e-mails and the admin use it. */
export const PRODUCT_NAME = "Harmoni Yoga";

/** A page's document title: "Our Instructors | Harmoni Yoga". */
export function pageTitle(name: string): string {
  return `${name} | ${PRODUCT_NAME}`;
}
