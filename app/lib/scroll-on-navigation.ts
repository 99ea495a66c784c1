import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { hashScrollTop, scrollToHash, scrollToPageTop } from "./scroll.ts";

/**
 * The spec's scroll rules: a new path starts at the top; on load and on every navigation to a hash
 * the page glides to that element below the header. It replaces React Router's ScrollRestoration,
 * whose restore-and-jump behaviour would fight both rules.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const previousPathname = useRef(pathname);
  const isFirstRun = useRef(true);

  useEffect(() => {
    // Without this the browser restores its own position on back/forward after we scrolled.
    window.history.scrollRestoration = "manual";
  }, []);

  // Layout effect: the top reset happens before the new page paints, so it never flashes mid-page.
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    scrollToPageTop();
  }, [pathname]);

  // `key` changes on every navigation, so following the same hash link twice scrolls again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the re-run trigger by design
  useEffect(() => {
    const firstRun = isFirstRun.current;
    isFirstRun.current = false;
    if (!hash) return;
    if (!firstRun) {
      scrollToHash(hash);
      return;
    }
    // On a fresh load the web fonts still move the target; measure once they are in.
    let cancelled = false;
    let sentTo: number | null = null;
    // Sections that hydrate after the fonts can move the target while the page glides to it. When the glide ends where it was sent, land on the target again if it moved. A glide
    // the visitor interrupted ends elsewhere and is left alone.
    const settle = () => {
      if (cancelled || sentTo === null || Math.abs(window.scrollY - sentTo) > 1) return;
      const now = hashScrollTop(hash);
      if (now !== null && Math.abs(now - sentTo) > 1) scrollToHash(hash);
    };
    document.fonts.ready.then(() => {
      if (cancelled) return;
      sentTo = hashScrollTop(hash);
      if (sentTo === null) return;
      window.addEventListener("scrollend", settle, { once: true });
      scrollToHash(hash);
    });
    return () => {
      cancelled = true;
      window.removeEventListener("scrollend", settle);
    };
  }, [hash, key]);
}
