import { type RefObject, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { offsetScrollTop, scrollBehaviorFor } from "#app/lib/scroll.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { isPageInRange, pageFromParam } from "./pagination.ts";

/** How long skeletons stand in after a page change (docs/product/site-pages.md, Blog list: about 500 ms). */
export const SKELETON_MS = 500;

/** The grid lands this far below the top of the window, clear of the fixed header. */
export const GRID_SCROLL_OFFSET_PX = 80;

function scrollToGrid(grid: HTMLElement): void {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({
    top: offsetScrollTop(grid.getBoundingClientRect().top, window.scrollY, GRID_SCROLL_OFFSET_PX),
    behavior: scrollBehaviorFor(reduceMotion),
  });
}

export interface BlogPageState {
  page: number;
  /** True while the skeletons stand in for the page's posts. */
  loading: boolean;
  goToPage: (page: number) => void;
}

/**
 * The blog list's page, kept in `?page=N` so a page can be shared and the back button steps through
 * pages. The prerendered HTML is page 1, so the address is read only once hydrated; until then the
 * first render matches the HTML exactly. Every page change after that (a click, back or forward)
 * shows skeletons for SKELETON_MS and glides the grid to just under the header.
 */
export function useBlogPage(lastPage: number, grid: RefObject<HTMLElement | null>): BlogPageState {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = hydrated ? pageFromParam(searchParams.get("page"), lastPage) : 1;

  const [settledPage, setSettledPage] = useState(page);
  const loading = page !== settledPage;
  // The clock starts at the frame that paints the skeletons, not at the commit: on a busy phone the
  // main thread can stay taken for a while after the commit, and that time is not time anyone saw them.
  useEffect(() => {
    if (page === settledPage) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setSettledPage(page), SKELETON_MS);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [page, settledPage]);

  // The page the address showed when the app took over: opening a shared ?page=3 link is not a page
  // change to scroll for, while every later change is.
  const shownPage = useRef<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (shownPage.current !== null && shownPage.current !== page && grid.current) scrollToGrid(grid.current);
    shownPage.current = page;
  }, [hydrated, page, grid]);

  const goToPage = (next: number) => {
    if (!isPageInRange(next, lastPage) || next === page) return;
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete("page");
      else params.set("page", String(next));
      return params;
    });
  };

  return { page, loading, goToPage };
}
