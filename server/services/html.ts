const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Makes visitor-typed text safe to place in HTML, as text or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** Escaped text whose line breaks stay visible. */
export function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}
