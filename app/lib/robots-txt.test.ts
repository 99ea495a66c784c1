import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt.ts";

describe("robots.txt", () => {
  it("allows the site, disallows the staff area and the API, and names the sitemap", () => {
    expect(robotsTxt("https://harmoniyoga.example")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api",
        "",
        "Sitemap: https://harmoniyoga.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
