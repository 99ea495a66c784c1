/** First focusable element on every public page; jumps past the header to the main landmark. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-sage-800 px-5 py-3 text-sm font-semibold text-white shadow-soft transition-transform duration-200 focus:translate-y-0 focus-visible:outline-sand-100"
    >
      Skip to content
    </a>
  );
}
