/** Reading styles for a post's HTML: a comfortable measure, clear headings, lists and a pull quote. */
const proseClasses = [
  "max-w-[68ch] text-lg leading-relaxed text-ink-muted",
  "[&_p]:mt-5 [&>p:first-child]:mt-0 [&>p:first-child]:text-xl [&>p:first-child]:text-ink",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_h3+p]:mt-2 [&_strong]:font-semibold [&_strong]:text-ink",
  "[&_li>p]:mt-1 [&_hr]:my-10 [&_hr]:border-sand-200",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-sage-500",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-sage-700",
  "[&_a]:font-semibold [&_a]:text-sage-800 [&_a]:underline [&_a]:decoration-sage-400 [&_a]:underline-offset-4 [&_a:hover]:decoration-sage-800",
  "[&_blockquote]:my-10 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-500 [&_blockquote]:py-2 [&_blockquote]:pl-6",
  "[&_blockquote_p]:mt-0 [&_blockquote_p]:font-serif [&_blockquote_p]:text-xl [&_blockquote_p]:leading-snug [&_blockquote_p]:text-sage-800 sm:[&_blockquote_p]:text-2xl",
].join(" ");

export function ArticleContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: made at build time from the studio's Markdown and sanitised (blog-post-file.ts), never visitor input
  return <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
