import { useSyncExternalStore } from "react";
import { NARROW_TABS_MAX_WIDTH_PX } from "./tab-order.ts";

const QUERY = `(max-width: ${NARROW_TABS_MAX_WIDTH_PX}.98px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * True under 640 px. The prerendered page is built without a screen, so it is false while hydrating and
 * takes the real value right after.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
