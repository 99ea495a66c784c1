/** The product's name, as the spec's '{product}' placeholder; the site, e-mails and the admin use it. */
export const PRODUCT_NAME = "Harmoni Yoga";
