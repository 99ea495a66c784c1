import { describe, expect, it } from "vitest";
import { sitemapXml, w3cDate } from "./sitemap-xml.ts";

describe("sitemap.xml", () => {
  it("lists each path once, in order, as an absolute URL with the build date", () => {
    expect(sitemapXml(["/", "/offerings"], "https://harmoniyoga.example", "2025-03-01")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>",
        "    <loc>https://harmoniyoga.example/</loc>",
        "    <lastmod>2025-03-01</lastmod>",
        "  </url>",
        "  <url>",
        "    <loc>https://harmoniyoga.example/offerings</loc>",
        "    <lastmod>2025-03-01</lastmod>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml(["/a?b=1&c=2"], "https://x.example", "2025-03-01")).toContain(
      "<loc>https://x.example/a?b=1&amp;c=2</loc>",
    );
  });

  it("writes the date as YYYY-MM-DD in UTC", () => {
    expect(w3cDate(new Date("2025-03-01T23:30:00-05:00"))).toBe("2025-03-02");
  });
});
