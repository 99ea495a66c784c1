import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollToHash, scrollToPageTop } from "./scroll.ts";

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
    document.fonts.ready.then(() => {
      if (!cancelled) scrollToHash(hash);
    });
    return () => {
      cancelled = true;
    };
  }, [hash, key]);
}
