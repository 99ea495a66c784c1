import { describe, expect, it } from "vitest";
import type { Plan } from "../content/types.ts";
import { absoluteUrl, jsonLd, organizationJsonLd, pageMeta, plansOfferJsonLd, SITE_ORIGIN } from "./seo.ts";
import { siteOrigin } from "./site-origin.ts";

describe("site origin", () => {
  it("defaults to the example domain when SITE_URL is unset or blank", () => {
    expect(siteOrigin(undefined)).toBe("https://harmoniyoga.example");
    expect(siteOrigin("  ")).toBe("https://harmoniyoga.example");
  });

  it("drops trailing slashes so paths can be appended", () => {
    expect(siteOrigin("https://www.harmoniyoga.com/")).toBe("https://www.harmoniyoga.com");
    expect(siteOrigin("https://www.harmoniyoga.com//")).toBe("https://www.harmoniyoga.com");
  });

  it("is built from the default in tests, where SITE_URL is not set", () => {
    expect(SITE_ORIGIN).toBe("https://harmoniyoga.example");
  });

  it("makes site paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/offerings")).toBe("https://harmoniyoga.example/offerings");
    expect(absoluteUrl("images/a.png")).toBe("https://harmoniyoga.example/images/a.png");
    expect(absoluteUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Our Instructors | Harmoni Yoga",
    description: "Meet the five certified teachers.",
    path: "/our-instructors",
  });

  it("gives the title, description and canonical link", () => {
    expect(meta).toContainEqual({ title: "Our Instructors | Harmoni Yoga" });
    expect(meta).toContainEqual({ name: "description", content: "Meet the five certified teachers." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://harmoniyoga.example/our-instructors",
    });
  });

  it("gives the Open Graph tags and a large Twitter card with the default share image", () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: "og:site_name", content: "Harmoni Yoga" },
        { property: "og:type", content: "website" },
        { property: "og:title", content: "Our Instructors | Harmoni Yoga" },
        { property: "og:description", content: "Meet the five certified teachers." },
        { property: "og:url", content: "https://harmoniyoga.example/our-instructors" },
        { property: "og:image", content: "https://harmoniyoga.example/images/social/og-default.png" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });

  it("uses the page's own image, made absolute", () => {
    const withImage = pageMeta({
      title: "T",
      description: "D",
      path: "/",
      image: "/images/offerings/power.svg",
    });
    expect(withImage).toContainEqual({
      property: "og:image",
      content: "https://harmoniyoga.example/images/offerings/power.svg",
    });
    expect(withImage).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://harmoniyoga.example/",
    });
  });

  it("carries the organisation's JSON-LD exactly once", () => {
    const blocks = meta.filter((descriptor) => "script:ld+json" in descriptor);
    expect(blocks).toEqual([{ "script:ld+json": organizationJsonLd() }]);
  });
});

describe("JSON-LD", () => {
  it("wraps data for React Router's script:ld+json meta", () => {
    expect(jsonLd({ "@type": "Thing" })).toEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("describes the organisation with its contact point, socials and both offices", () => {
    expect(organizationJsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Harmoni Yoga",
      url: "https://harmoniyoga.example/",
      logo: "https://harmoniyoga.example/icons/icon-512.png",
      email: "hello@harmoniyoga.example",
      telephone: "+14155550142",
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "customer support",
          telephone: "+14155550142",
          email: "hello@harmoniyoga.example",
          areaServed: "US",
          availableLanguage: "English",
        },
      ],
      address: [
        "Sector 62, Noida, Uttar Pradesh 201309, India",
        "548 Market St, San Francisco, CA 94104, USA",
      ],
      sameAs: [
        "https://www.instagram.com/harmoniyoga.example",
        "https://www.facebook.com/harmoniyoga.example",
        "https://www.youtube.com/@harmoniyoga.example",
        "https://www.linkedin.com/company/harmoniyoga-example",
      ],
    });
  });

  const plans: Plan[] = [
    {
      name: "Small Group",
      price: 85,
      originalPrice: 119,
      description: "Up to 4 participants",
      features: [],
      mostPopular: false,
      paymentLinkId: "SG1",
    },
    {
      name: "Individual",
      price: 169,
      originalPrice: 229,
      description: "One-on-one",
      features: [],
      mostPopular: true,
      paymentLinkId: "IN1",
    },
  ];

  it("lists each plan as a USD offer with its purchase URL inside an aggregate offer", () => {
    const offer = plansOfferJsonLd(plans, (plan) => `https://pay.example/${plan.paymentLinkId}`);
    expect(offer).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 85,
      highPrice: 169,
      offerCount: 2,
      offers: [
        {
          "@type": "Offer",
          name: "Small Group",
          price: 85,
          priceCurrency: "USD",
          url: "https://pay.example/SG1",
        },
        {
          "@type": "Offer",
          name: "Individual",
          price: 169,
          priceCurrency: "USD",
          url: "https://pay.example/IN1",
        },
      ],
    });
  });

  it("points offers at the home page's pricing when no purchase URL is given", () => {
    const offer = plansOfferJsonLd(plans) as { offers: { url: string }[] };
    expect(offer.offers.map((item) => item.url)).toEqual([
      "https://harmoniyoga.example/#pricing",
      "https://harmoniyoga.example/#pricing",
    ]);
  });

  it("refuses an empty plan list rather than publishing an offer without prices", () => {
    expect(() => plansOfferJsonLd([])).toThrow("at least one plan");
  });
});
