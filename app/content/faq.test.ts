import { describe, expect, it } from "vitest";
import { faqs } from "./faq.ts";

describe("faqs", () => {
  it("answer the questions a prospective student asks: level, equipment, timing, trial, cancellation", () => {
    const questions = faqs.map((faq) => faq.question).join("\n");
    for (const topic of [/never done yoga/, /need at home/, /times/, /trial/, /cancel/]) {
      expect(questions).toMatch(topic);
    }
  });

  it("agree with the policy constants on notice and trial price", () => {
    const answers = faqs.map((faq) => faq.answer).join("\n");
    expect(answers).toContain("24 hours' notice");
    expect(answers).toContain("$10");
  });

  it("have unique questions and non-empty answers", () => {
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length);
    for (const faq of faqs) expect(faq.answer.trim()).not.toBe("");
  });
});
