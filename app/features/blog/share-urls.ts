export interface ShareLink {
  network: "X (Twitter)" | "Facebook" | "LinkedIn";
  href: string;
}

/**
 * Share links for a page: the microblogging site takes the address and the title, the social and
 * professional networks take only the address (they read the title from the page's Open Graph tags).
 */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    {
      network: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`,
    },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}
