import { describe, expect, it } from "vitest";
import { POLICY_PATHS } from "./paths.ts";
import { type PolicyDocument, policies, policyForPath } from "./policies.ts";

function fullText(policy: PolicyDocument): string {
  return policy.sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)),
    ])
    .join("\n");
}

const privacy = () => fullText(policyForPath("/privacy-policy") as PolicyDocument);
const terms = () => fullText(policyForPath("/terms-of-use") as PolicyDocument);
const refunds = () => fullText(policyForPath("/refund-policy") as PolicyDocument);

describe("policies", () => {
  it("has one document per policy path, each dated 'Last Updated: March 1, 2025'", () => {
    expect(policies.map((policy) => policy.path)).toEqual([...POLICY_PATHS]);
    for (const path of POLICY_PATHS) {
      const policy = policyForPath(path);
      expect(policy?.lastUpdated).toBe("Last Updated: March 1, 2025");
      expect(policy?.lastUpdatedIso).toBe("2025-03-01");
      expect(policy?.sections.length).toBeGreaterThan(3);
    }
    expect(policyForPath("/cookie-policy")).toBeUndefined();
  });

  it("states the cancellation rule: under 24 hours' notice counts as attended", () => {
    const rule = "Sessions cancelled with under 24 hours' notice count as attended.";
    expect(terms()).toContain(rule);
    expect(refunds()).toContain(rule);
  });

  it("states the refund rules: first paid session within 48 hours, 5 to 10 business days, trial non-refundable", () => {
    expect(refunds()).toContain(
      "You can request a refund of your first paid subscription session within 48 hours of that session.",
    );
    expect(refunds()).toContain("Refunds take 5 to 10 business days");
    expect(refunds()).toContain("The trial fee is non-refundable.");
    expect(terms()).toContain("The trial fee is non-refundable.");
  });

  it("promises a support reply within 2 business days on every policy", () => {
    for (const text of [privacy(), terms(), refunds()]) {
      expect(text).toContain("Our support team replies within 2 business days.");
    }
  });

  it("the privacy policy covers the lead form's fields, the processors, retention and rights", () => {
    const text = privacy();
    expect(text).toContain("Your name, e-mail address and phone number");
    expect(text).toContain("CRM");
    expect(text).toContain("payment provider, PayPal");
    expect(text).toContain("How long we keep it");
    expect(text).toContain("Your rights");
  });

  it("the privacy policy says how consent to calls, e-mails and texts is given and withdrawn", () => {
    const text = privacy();
    expect(text).toContain(
      'The form says so under its button: "By submitting, you ask Harmoni Yoga to call and email you about your request."',
    );
    expect(text).toContain(
      'only if you tick the box that says "Text me trial reminders and updates from Harmoni Yoga."',
    );
    expect(text).toContain("To stop text messages, reply STOP to any of them.");
    expect(text).toContain("To stop calls or e-mails, or to withdraw any consent, write to us at");
    expect(text).toContain("Withdraw a consent you gave us earlier.");
  });
});
