import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-urls.ts";

describe("shareLinks", () => {
  it("shares the page address (and the title on X) on X, Facebook and LinkedIn", () => {
    expect(shareLinks("https://harmoniyoga.example/blog/7", "Box Breathing, Explained")).toEqual([
      {
        network: "X (Twitter)",
        href: "https://twitter.com/intent/tweet?url=https%3A%2F%2Fharmoniyoga.example%2Fblog%2F7&text=Box%20Breathing%2C%20Explained",
      },
      {
        network: "Facebook",
        href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharmoniyoga.example%2Fblog%2F7",
      },
      {
        network: "LinkedIn",
        href: "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fharmoniyoga.example%2Fblog%2F7",
      },
    ]);
  });

  it("encodes characters that would break the share address", () => {
    const [x] = shareLinks("https://harmoniyoga.example/blog/1?a=1&b=2", "Props & You #1");
    expect(new URL(x?.href ?? "").searchParams.get("url")).toBe("https://harmoniyoga.example/blog/1?a=1&b=2");
    expect(new URL(x?.href ?? "").searchParams.get("text")).toBe("Props & You #1");
  });
});
