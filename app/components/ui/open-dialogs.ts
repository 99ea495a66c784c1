import { useSyncExternalStore } from "react";

/**
 * How many modal dialogs are open right now, for page chrome that must step aside while one is (the
 * phones' booking bar). Counted where every dialog's content mounts, so no opener has to report it.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Call when a dialog's content mounts; the returned function is its unmount. */
export function registerOpenDialog(): () => void {
  openCount += 1;
  notify();
  return () => {
    openCount -= 1;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
