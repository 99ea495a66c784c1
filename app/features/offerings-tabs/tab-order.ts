/**
 * Tabs in display order. On narrow screens the first two swap, so the second category is the one shown
 * first and selected initially (docs/product/site-pages.md, Offerings tabs).
 */
export function tabOrder<T>(items: readonly T[], narrow: boolean): T[] {
  if (!narrow || items.length < 2) return [...items];
  const [first, second, ...rest] = items as readonly [T, T, ...T[]];
  return [second, first, ...rest];
}

/**
 * The scrollLeft that puts a tab's centre at the centre of its scrolling list, clamped to what the list
 * can scroll.
 */
export function centredScrollLeft(
  tab: { offsetLeft: number; width: number },
  list: {
    clientWidth: number;
    scrollWidth: number;
  },
): number {
  const ideal = tab.offsetLeft + tab.width / 2 - list.clientWidth / 2;
  const max = Math.max(0, list.scrollWidth - list.clientWidth);
  return Math.round(Math.min(max, Math.max(0, ideal)));
}
