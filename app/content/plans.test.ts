import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentUrl, plans } from "./plans.ts";
import { site } from "./site.ts";

describe("plans", () => {
  it("are Small Group, Individual and Family, in that order, at the spec's prices", () => {
    expect(plans.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: "Small Group", price: 85 },
      { name: "Individual", price: 169 },
      { name: "Family", price: 249 },
    ]);
  });

  it("carry the spec's struck-through original prices, so savings of $34, $60 and $80", () => {
    expect(plans.map(({ originalPrice }) => originalPrice)).toEqual([119, 229, 329]);
    expect(plans.map((plan) => (plan.originalPrice ?? 0) - plan.price)).toEqual([34, 60, 80]);
  });

  it("mark only Individual as most popular", () => {
    expect(plans.filter((plan) => plan.mostPopular).map((plan) => plan.name)).toEqual(["Individual"]);
  });

  it("each include 4 live sessions a week and are billed monthly", () => {
    for (const plan of plans) {
      expect(plan.features).toContain("4 live sessions a week");
      expect(plan.features.some((feature) => /billed monthly/i.test(feature))).toBe(true);
    }
  });

  it("state the Small Group maximum of 4 and the Family range of 2 to 4 members", () => {
    expect(plans[0]?.features).toContain("Maximum 4 participants per group");
    expect(plans[2]?.features).toContain("For 2–4 family members");
  });

  it("have distinct payment link ids", () => {
    const ids = plans.map((plan) => plan.paymentLinkId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]+$/);
  });
});

describe("paymentUrl", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The content modules as a build with this environment would see them. */
  async function buildWith(paymentLinkBaseUrl: string) {
    vi.stubEnv("PAYMENT_LINK_BASE_URL", paymentLinkBaseUrl);
    vi.resetModules();
    return import("./plans.ts");
  }

  it("appends the link id to the hosted payment base URL", () => {
    expect(paymentUrl("HY8INDIVIDUAL169")).toBe(`${site.links.paymentBase}HY8INDIVIDUAL169`);
  });

  it("uses the provider's hosted pages when PAYMENT_LINK_BASE_URL is unset or empty", async () => {
    const { paymentUrl: defaultUrl } = await buildWith("");
    expect(defaultUrl("HY8INDIVIDUAL169")).toBe("https://www.paypal.com/ncp/payment/HY8INDIVIDUAL169");
  });

  it("uses PAYMENT_LINK_BASE_URL when a build sets it", async () => {
    const { paymentUrl: configuredUrl } = await buildWith("https://pay.example/link/");
    expect(configuredUrl("HY8INDIVIDUAL169")).toBe("https://pay.example/link/HY8INDIVIDUAL169");
  });
});
