import { describe, expect, it } from "vitest";
import { excerpt, plainText } from "./post-text.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(" ");

describe("excerpt", () => {
  it("keeps the first 20 words and appends '...' when the text is longer", () => {
    expect(excerpt(words(21))).toBe(`${words(20)}...`);
    expect(excerpt(words(200))).toBe(`${words(20)}...`);
  });

  it("returns the text without '...' when it has 20 words or fewer", () => {
    expect(excerpt(words(20))).toBe(words(20));
    expect(excerpt(words(19))).toBe(words(19));
    expect(excerpt("One short line.")).toBe("One short line.");
    expect(excerpt("")).toBe("");
  });

  it("counts words across any whitespace and joins them with single spaces", () => {
    expect(excerpt("  a\n b\t\tc  ", 2)).toBe("a b...");
  });
});

describe("plainText", () => {
  it("drops the markup, keeps words apart across block ends and decodes entities", () => {
    expect(plainText("<p>Breathe in.</p><h2>Then</h2><ul><li>one</li><li>two</li></ul>")).toBe(
      "Breathe in. Then one two",
    );
    expect(plainText("<p>Salt &amp; pepper &lt;3</p>")).toBe("Salt & pepper <3");
  });

  it("gives a card excerpt from an article's opening paragraph", () => {
    const html =
      "<p>The first few weeks of yoga decide whether it becomes a habit or a memory. Here is how to make those early classes count.</p><h2>Start</h2>";
    expect(excerpt(plainText(html))).toBe(
      "The first few weeks of yoga decide whether it becomes a habit or a memory. Here is how to make...",
    );
  });
});
