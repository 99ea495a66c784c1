/** The spec's excerpt length: a card shows the article's first 20 words. */
export const EXCERPT_WORDS = 20;

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The readable text of trusted article HTML: tags dropped, basic entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `limit` words; '...' is appended only when the text was longer than that. */
export function excerpt(text: string, limit: number = EXCERPT_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(" ");
  return `${words.slice(0, limit).join(" ")}...`;
}
