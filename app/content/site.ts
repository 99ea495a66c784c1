/**
 * Brand, contact details and external links (docs/product/site-pages.md, Brand and contact details). The studio's
 * facts come from studio.settings.yaml (README.md, Rebranding), read when the site is built.
 */
import analytics from "virtual:studio-settings/analytics";
import businessEmail from "virtual:studio-settings/businessEmail";
import email from "virtual:studio-settings/email";
import links from "virtual:studio-settings/links";
import offices from "virtual:studio-settings/offices";
import payments from "virtual:studio-settings/payments";
import socials from "virtual:studio-settings/socials";
import tagline from "virtual:studio-settings/tagline";
import { PRODUCT_NAME } from "#contracts/brand";
import type { SocialNetwork } from "#contracts/studio-settings";
import { sitePhone } from "./site-phone.ts";

export type { SocialNetwork };

/** The networks in the order the footer and the contact page show them. */
const SOCIAL_ORDER: readonly SocialNetwork[] = ["Instagram", "Facebook", "YouTube", "LinkedIn"];

export const site = {
  name: PRODUCT_NAME,
  tagline,
  phone: sitePhone,
  email,
  businessEmail,
  offices,
  socials: SOCIAL_ORDER.flatMap((name) => {
    const href = socials[name];
    return href ? [{ name, href }] : [];
  }),
  /** Plans are paid on the provider's hosted pages (docs/product/site-pages.md, External links); the footer shows its mark. */
  paymentProvider: {
    name: "PayPal",
    logo: "/payments/paypal.svg",
  },
  links: {
    paymentBase: payments.linkBase,
    questionnaire: links.questionnaire,
    instructorApplication: links.instructorApplication,
  },
  /** Google Ads conversion target such as "AW-123456789/AbCdEf"; empty means no tag and no event. */
  adsConversionSendTo: analytics.adsConversionSendTo,
} as const;
