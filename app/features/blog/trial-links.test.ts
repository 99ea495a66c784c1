import { describe, expect, it } from "vitest";
import { linkTrialMentions } from "./trial-links.ts";

describe("linkTrialMentions", () => {
  it("links each mention of the $10 trial, with or without 'class', to the post's booking card", () => {
    expect(
      linkTrialMentions("<p>Book a $10 trial class today.</p><p>A $10 trial is a gentle start.</p>"),
    ).toBe(
      '<p>Book a <a href="#book-a-class" class="lead-modal-btn">$10 trial class</a> today.</p>' +
        '<p>A <a href="#book-a-class" class="lead-modal-btn">$10 trial</a> is a gentle start.</p>',
    );
  });

  it("leaves text without a mention, other prices and attributes alone", () => {
    const html = '<p title="$10 trial">A $20 class and a free trial.</p><h2>Trial week</h2>';
    expect(linkTrialMentions(html)).toBe(html);
  });
});
