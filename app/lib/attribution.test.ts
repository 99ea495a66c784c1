import { describe, expect, it } from "vitest";
import { attributionSchema } from "#contracts/lead";
import { landingAttribution, withCurrentPage } from "./attribution.ts";

describe("landingAttribution", () => {
  it("keeps the landing path and query, an external referrer and the UTM parameters", () => {
    const landing = new URL(
      "https://harmoniyoga.example/offerings/power-yoga?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=online+yoga&utm_content=ad-1&gclid=abc",
    );
    expect(landingAttribution(landing, "https://www.google.com/")).toEqual({
      landingPage:
        "/offerings/power-yoga?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=online+yoga&utm_content=ad-1&gclid=abc",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: "online yoga",
      utmContent: "ad-1",
    });
  });

  it("drops a same-site referrer, an empty one and one that is not a URL", () => {
    const landing = new URL("https://harmoniyoga.example/");
    expect(landingAttribution(landing, "https://harmoniyoga.example/blog")).toEqual({ landingPage: "/" });
    expect(landingAttribution(landing, "")).toEqual({ landingPage: "/" });
    expect(landingAttribution(landing, "not a url")).toEqual({ landingPage: "/" });
  });

  it("leaves out blank UTM parameters", () => {
    const landing = new URL("https://harmoniyoga.example/?utm_source=%20&utm_medium=email");
    expect(landingAttribution(landing, "")).toEqual({
      landingPage: "/?utm_source=%20&utm_medium=email",
      utmMedium: "email",
    });
  });

  it("cuts over-long values to the contract's limits, so the lead stays valid", () => {
    const landing = new URL(
      `https://harmoniyoga.example/?utm_campaign=${"c".repeat(500)}&pad=${"p".repeat(3000)}`,
    );
    const attribution = landingAttribution(landing, `https://elsewhere.example/${"r".repeat(3000)}`);
    expect(attribution.utmCampaign).toHaveLength(200);
    expect(attribution.landingPage).toHaveLength(2048);
    expect(attribution.referrer).toHaveLength(2048);
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });

  it("never cuts an emoji in half at the limit, which would leave text the server refuses", () => {
    const campaign = `${"c".repeat(199)}😀tail`;
    const landing = new URL(`https://harmoniyoga.example/?utm_campaign=${encodeURIComponent(campaign)}`);
    const { utmCampaign } = landingAttribution(landing, "");
    expect(utmCampaign).toBe("c".repeat(199));
  });
});

describe("withCurrentPage", () => {
  it("adds the page the lead is sent from", () => {
    const landing = { landingPage: "/?utm_source=news", utmSource: "news" };
    expect(withCurrentPage(landing, new URL("https://harmoniyoga.example/offerings/power-yoga?x=1"))).toEqual(
      {
        landingPage: "/?utm_source=news",
        utmSource: "news",
        page: "/offerings/power-yoga?x=1",
      },
    );
  });

  it("works without landing details", () => {
    expect(withCurrentPage(undefined, new URL("https://harmoniyoga.example/contact-us"))).toEqual({
      page: "/contact-us",
    });
  });
});
