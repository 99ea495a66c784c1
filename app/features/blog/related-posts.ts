/** The spec's limit for 'You Might Also Like'. */
export const RELATED_POST_LIMIT = 3;

interface Categorised {
  id: number;
  category: string;
}

/**
 * Up to `limit` other posts in the current post's category: the ones that follow it in the list,
 * wrapping round to the start, so neighbouring posts do not all recommend the same three.
 */
export function relatedPosts<T extends Categorised>(
  posts: readonly T[],
  current: Categorised,
  limit: number = RELATED_POST_LIMIT,
): T[] {
  const index = posts.findIndex((post) => post.id === current.id);
  const rotated = index < 0 ? posts : [...posts.slice(index + 1), ...posts.slice(0, index)];
  return rotated
    .filter((post) => post.category === current.category && post.id !== current.id)
    .slice(0, limit);
}
