interface Dated {
  id: number;
  /** ISO day. */
  date: string;
}

/** The blog's reading order: newest first, so a new post leads the grid whatever its id. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}
