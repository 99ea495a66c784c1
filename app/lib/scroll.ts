/** The header that overlays the page; hash targets land just below it. */
export const SITE_HEADER_ID = "site-header";

/** The element id a URL hash names, or null for an empty hash ("" or "#"). */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape is still a valid id as written.
    return raw;
  }
}

/** Document offset that puts an element's top edge right under a header of the given height. */
export function offsetScrollTop(elementViewportTop: number, scrollY: number, headerHeight: number): number {
  return Math.max(0, Math.round(elementViewportTop + scrollY - headerHeight));
}

export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "auto" : "smooth";
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function headerHeight(): number {
  return document.getElementById(SITE_HEADER_ID)?.getBoundingClientRect().height ?? 0;
}

/** The scroll position that puts the element a hash names right under the header; null without one. */
export function hashScrollTop(hash: string): number | null {
  const id = hashTargetId(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return null;
  return offsetScrollTop(target.getBoundingClientRect().top, window.scrollY, headerHeight());
}

/**
 * Scrolls to the element a hash names, minus the header height. Returns false when the page has
 * no such element, so callers can leave the scroll position alone.
 */
export function scrollToHash(hash: string): boolean {
  const top = hashScrollTop(hash);
  if (top === null) return false;
  window.scrollTo({ top, behavior: scrollBehaviorFor(prefersReducedMotion()) });
  return true;
}

export function scrollToPageTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}
