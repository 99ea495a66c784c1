import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while hydrating prerendered HTML (and in the prerender itself), true from the next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
