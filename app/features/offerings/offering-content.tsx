/**
 * The offering's own HTML (trusted, written by the studio in offerings.ts). Its `.lead-modal-btn` buttons
 * open the lead modal through the provider's delegated listener, which also covers HTML React never sees.
 */
const proseClasses = [
  "max-w-none text-lg leading-relaxed text-ink-muted",
  "[&_p]:mt-5 [&>p:first-child]:mt-0 [&>p:first-child]:text-xl [&>p:first-child]:text-ink",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink sm:[&_h2]:text-3xl",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-sage-500",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-sage-700",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_.lead-modal-btn]:mt-4 [&_.lead-modal-btn]:inline-flex [&_.lead-modal-btn]:cursor-pointer [&_.lead-modal-btn]:rounded-full [&_.lead-modal-btn]:bg-clay-600 [&_.lead-modal-btn]:px-7 [&_.lead-modal-btn]:py-3.5 [&_.lead-modal-btn]:text-base [&_.lead-modal-btn]:font-semibold [&_.lead-modal-btn]:text-white [&_.lead-modal-btn]:transition-colors [&_.lead-modal-btn]:duration-200 [&_.lead-modal-btn:hover]:bg-clay-700 [&_.lead-modal-btn:focus-visible]:outline-2 [&_.lead-modal-btn:focus-visible]:outline-offset-2 [&_.lead-modal-btn:focus-visible]:outline-sage-700",
].join(" ");

export function OfferingContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: studio-authored content from offerings.ts, never visitor input
  return <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
