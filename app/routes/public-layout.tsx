import { Outlet, useMatches } from "react-router";
import { Header } from "../components/layout/header.tsx";
import { SkipLink } from "../components/layout/skip-link.tsx";
import { lazyWithPreload } from "../components/ui/lazy-with-preload.tsx";
import { BookingBar, BookTrialShortButton } from "../features/lead-capture/index.ts";
import { useScrollOnNavigation } from "../lib/scroll-on-navigation.ts";

const MAIN_ID = "main";

/**
 * Prerendered on every page and never in the first screen: its code hydrates it after the page's own.
 * The layout mounts once per visit, on a prerendered page (or the SPA fallback, where it appears with
 * its module), so no navigation waits for it.
 */
const Footer = lazyWithPreload(() =>
  import("../components/layout/footer.tsx").then((module) => module.Footer),
);

/** What a public route can export as `handle` to shape the shared layout. */
export interface PublicPageHandle {
  /** Set false on a page that does not open with a hero, so the header is solid from the start. */
  headerTransparent?: boolean;
}

function useHeaderTransparent(): boolean {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as PublicPageHandle | undefined;
    if (handle?.headerTransparent !== undefined) return handle.headerTransparent;
  }
  return true;
}

export default function PublicLayout() {
  useScrollOnNavigation();
  const headerTransparent = useHeaderTransparent();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <Header
        transparent={headerTransparent}
        action={(placement) => (
          <BookTrialShortButton {...(placement === "menu" ? { size: "lg", className: "w-full" } : {})} />
        )}
      />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`outline-none ${headerTransparent ? "" : "pt-(--header-height)"}`}
      >
        <Outlet />
      </main>
      <Footer />
      <BookingBar />
    </>
  );
}
