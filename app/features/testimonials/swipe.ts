/** The spec's swipe threshold: a horizontal move must be longer than this to count. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The slide to show after a horizontal swipe of `deltaX` pixels (end x minus start x) from `current`:
 * left moves to the next, right to the previous, never past either end; a short move changes nothing.
 */
export function slideAfterSwipe(current: number, count: number, deltaX: number): number {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return current;
  const next = deltaX < 0 ? current + 1 : current - 1;
  return Math.min(count - 1, Math.max(0, next));
}
