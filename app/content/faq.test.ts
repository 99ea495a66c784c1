import { describe, expect, it } from "vitest";
import { faqs } from "./faq.ts";
import { policyTerms } from "./policy-terms.ts";
import { trialPacks } from "./trial-packs.ts";

describe("faqs", () => {
  it("answer the questions a prospective student asks: level, equipment, timing, trial, cancellation", () => {
    const questions = faqs.map((faq) => faq.question).join("\n");
    for (const topic of [/never done yoga/, /need at home/, /times/, /trial/, /cancel/]) {
      expect(questions).toMatch(topic);
    }
  });

  it("agree with the policy constants on notice and trial price", () => {
    const answers = faqs.map((faq) => faq.answer).join("\n");
    const trialClass = trialPacks.find((pack) => pack.classes === 1);
    expect(trialClass).toBeDefined();
    expect(answers).toContain(`${policyTerms.lateCancellationHours} hours' notice`);
    expect(answers).toMatch(new RegExp(`\\$${trialClass?.price}\\b`));
  });

  it("have unique questions and non-empty answers", () => {
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length);
    for (const faq of faqs) expect(faq.answer.trim()).not.toBe("");
  });
});
