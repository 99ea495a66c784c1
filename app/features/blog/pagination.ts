/** The spec's page size for the blog grid. */
export const POSTS_PER_PAGE = 9;

/** How many page numbers the window shows around the current page. */
const WINDOW_SIZE = 5;

export function pageCount(itemCount: number, perPage: number = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** The items on a 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function isPageInRange(page: number, lastPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= lastPage;
}

/**
 * The page a `?page=` value asks for. Anything that is not a whole number between 1 and the last page
 * (missing, "abc", "0", "2.5", "99") is ignored, which means page 1, the list's own first page: the
 * address was shared or typed wrongly, and the start of the list is the honest answer.
 */
export function pageFromParam(raw: string | null, lastPage: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return isPageInRange(page, lastPage) ? page : 1;
}

/** A page number to show, or a gap before or after the window (drawn as an ellipsis). */
export type PageWindowItem = number | "gap-start" | "gap-end";

/**
 * The page numbers beside Previous and Next: every page when there are 5 or fewer; otherwise 5 pages
 * around the current one, with the first and last page always present and a gap wherever pages are
 * skipped. An out-of-range current page is ignored, as in pageFromParam, and treated as page 1.
 */
export function pageWindow(current: number, lastPage: number): PageWindowItem[] {
  const all = Array.from({ length: lastPage }, (_, index) => index + 1);
  if (lastPage <= WINDOW_SIZE) return all;
  const page = isPageInRange(current, lastPage) ? current : 1;
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW_SIZE / 2)), lastPage - WINDOW_SIZE + 1);
  const end = start + WINDOW_SIZE - 1;
  const items: PageWindowItem[] = all.slice(start - 1, end);
  if (start > 1) items.unshift(...(start > 2 ? [1, "gap-start" as const] : [1]));
  if (end < lastPage) items.push(...(end < lastPage - 1 ? ["gap-end" as const, lastPage] : [lastPage]));
  return items;
}
