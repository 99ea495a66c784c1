/**
 * Brand, contact details and external links (docs/product/site-pages.md, Brand and contact details). A studio changes these
 * here or, for the links, through the build-time environment variables named in .env.example.
 */
import { PRODUCT_NAME } from "../../contracts/brand.ts";
import { sitePhone } from "./site-phone.ts";

const env = import.meta.env;

export const site = {
  name: PRODUCT_NAME,
  tagline:
    "Live online yoga with real, certified instructors: one-on-one or in small groups, at times that suit US schedules.",
  phone: sitePhone,
  email: "hello@harmoniyoga.example",
  businessEmail: "corporate@harmoniyoga.example",
  offices: [
    {
      label: "India registered office",
      city: "Noida",
      address: "Sector 62, Noida, Uttar Pradesh 201309, India",
      phone: { label: "+91 120 555 0100", href: "tel:+911205550100" },
    },
    {
      label: "United States client support",
      city: "San Francisco",
      address: "548 Market St, San Francisco, CA 94104, USA",
      phone: { label: "+1 (415) 555-0142", href: "tel:+14155550142" },
    },
  ],
  socials: [
    { name: "Instagram", href: "https://www.instagram.com/harmoniyoga.example" },
    { name: "Facebook", href: "https://www.facebook.com/harmoniyoga.example" },
    { name: "YouTube", href: "https://www.youtube.com/@harmoniyoga.example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/harmoniyoga-example" },
  ],
  /** Plans are paid on the provider's hosted pages (docs/product/site-pages.md, External links); the footer shows its mark. */
  paymentProvider: {
    name: "PayPal",
    logo: "/payments/paypal.svg",
  },
  links: {
    paymentBase: env.PAYMENT_LINK_BASE_URL || "https://www.paypal.com/ncp/payment/",
    questionnaire: env.QUESTIONNAIRE_URL || "https://forms.gle/harmoni-health-questionnaire",
    instructorApplication: env.INSTRUCTOR_APPLICATION_URL || "https://forms.gle/harmoni-teach-with-us",
  },
  /** Google Ads conversion target such as "AW-123456789/AbCdEf"; empty means no tag and no event. */
  adsConversionSendTo: env.ADS_CONVERSION_SEND_TO || "",
} as const;

export type SocialNetwork = (typeof site.socials)[number]["name"];
