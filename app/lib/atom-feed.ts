import { escapeXml } from "./sitemap-xml.ts";

export interface AtomEntry {
  title: string;
  /** Absolute URL of the entry's page; also its permanent id. */
  url: string;
  /** ISO day, "YYYY-MM-DD". */
  published: string;
  summary: string;
  /** The entry's full article as HTML, so feed readers can show it without opening the site. */
  html: string;
  authorName: string;
  category: string;
}

export interface AtomFeed {
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself, and the feed's id. */
  selfUrl: string;
  siteUrl: string;
  entries: readonly AtomEntry[];
}

const dateTime = (day: string) => `${day}T00:00:00Z`;

/** An Atom 1.0 document (RFC 4287); `updated` is the newest entry's day, so the feed changes only with posts. */
export function atomFeedXml(feed: AtomFeed): string {
  const updated =
    feed.entries
      .map((entry) => entry.published)
      .sort()
      .at(-1) ?? "1970-01-01";
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <published>${dateTime(entry.published)}</published>`,
      `    <updated>${dateTime(entry.published)}</updated>`,
      `    <author><name>${escapeXml(entry.authorName)}</name></author>`,
      `    <category term="${escapeXml(entry.category)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>`,
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <updated>${dateTime(updated)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
