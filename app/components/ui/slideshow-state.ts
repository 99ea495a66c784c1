/**
 * The state of a slideshow, kept free of React so the rules are easy to test: moving wraps around at
 * both ends, and an image that failed to load counts as settled so a broken file never blocks the controls.
 */

export type SlideStatus = "loading" | "loaded" | "failed";

export interface SlideshowState {
  index: number;
  statuses: SlideStatus[];
}

export type SlideshowAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "go"; index: number }
  | { type: "settled"; index: number; status: Exclude<SlideStatus, "loading"> };

export function createSlideshow(count: number): SlideshowState {
  return { index: 0, statuses: Array.from({ length: count }, () => "loading") };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  const count = state.statuses.length;
  if (count === 0) return state;
  switch (action.type) {
    case "next":
      return { ...state, index: wrap(state.index + 1, count) };
    case "previous":
      return { ...state, index: wrap(state.index - 1, count) };
    case "go":
      return action.index >= 0 && action.index < count ? { ...state, index: action.index } : state;
    case "settled": {
      if (state.statuses[action.index] !== "loading") return state;
      const statuses = state.statuses.map((status, index) =>
        index === action.index ? action.status : status,
      );
      return { ...state, statuses };
    }
  }
}

/** Navigation appears once the first image has loaded or failed. */
export function controlsReady(state: SlideshowState): boolean {
  return state.statuses.length > 0 && state.statuses[0] !== "loading";
}

export function currentStatus(state: SlideshowState): SlideStatus | undefined {
  return state.statuses[state.index];
}
