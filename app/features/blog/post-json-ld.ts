import type { BlogAuthor } from "#app/content/blog-authors.ts";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

interface BlogPostingInput {
  path: string;
  title: string;
  description: string;
  date: string;
  image: string;
  category: string;
  author: BlogAuthor;
}

/** schema.org BlogPosting for a post page, so search engines can show it as an article. */
export function blogPostingJsonLd({
  path,
  title,
  description,
  date,
  image,
  category,
  author,
}: BlogPostingInput): Record<string, unknown> {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl(image),
    datePublished: date,
    dateModified: date,
    articleSection: category,
    author: {
      "@type": "Person",
      name: author.name,
      jobTitle: author.role,
      sameAs: author.socialLinks.map((link) => link.href),
    },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/icons/icon-512.png") },
    },
  };
}
