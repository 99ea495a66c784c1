import { describe, expect, it } from "vitest";
import { paymentUrl, plans, trialPackPaymentUrl } from "./plans.ts";
import { trialPacks } from "./trial-packs.ts";

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
  it("appends the link id to the hosted payment base URL of the studio settings", () => {
    expect(paymentUrl("HY8INDIVIDUAL169")).toBe("https://www.paypal.com/ncp/payment/HY8INDIVIDUAL169");
  });

  it("takes the plans' and trial packs' link ids from the studio settings", () => {
    expect(plans.map((plan) => plan.paymentLinkId)).toEqual([
      "HY8SMALLGROUP85",
      "HY8INDIVIDUAL169",
      "HY8FAMILY249",
    ]);
    expect(trialPacks.map(trialPackPaymentUrl)).toEqual(
      ["HY8TRIAL1CLASS10", "HY8TRIAL2CLASS18", "HY8TRIAL3CLASS25", "HY8TRIAL4CLASS30"].map(
        (id) => `https://www.paypal.com/ncp/payment/${id}`,
      ),
    );
  });
});
