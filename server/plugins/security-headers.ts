import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/** The optional Google Ads / Analytics tag loads from and reports to these origins. */
const GOOGLE_TAG_SCRIPTS = ["https://www.googletagmanager.com"];
const GOOGLE_TAG_CONNECT = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];
const GOOGLE_TAG_IMAGES = [
  "https://www.google-analytics.com",
  "https://www.googletagmanager.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
];

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          // React Router's prerendered pages carry inline hydration scripts; a later change uses hashes.
          scriptSrc: ["'self'", "'unsafe-inline'", ...GOOGLE_TAG_SCRIPTS],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...GOOGLE_TAG_IMAGES],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...GOOGLE_TAG_CONNECT],
          frameSrc: ["https://www.googletagmanager.com", "https://td.doubleclick.net"],
        },
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
    });
  },
  { name: "security-headers" },
);
