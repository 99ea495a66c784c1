/**
 * The first signs that a visitor is using the page rather than waiting for it: a touch, a click, a key, a scroll,
 * a mouse movement. Work that only prepares for what they may do next (fetching and running the lead modal's
 * code) starts on the first of these instead of as soon as the browser is idle: on a slow phone that work is a
 * long task, and during start-up it would stand between the visitor and the page (docs/decisions/032).
 */
const ENGAGEMENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "scroll", "wheel"] as const;

/** Without any sign of engagement, the work still runs once the page has been quiet this long. */
export const UNENGAGED_FALLBACK_MS = 10_000;

/** Runs `task` once, at the first sign of engagement or after the fallback; returns a cancel function. */
export function whenEngaged(task: () => void, target: Window = window): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const fallback = target.setTimeout(() => {
    if ("requestIdleCallback" in target) target.requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, UNENGAGED_FALLBACK_MS);
  const options = { capture: true, passive: true } as const;
  function cancel() {
    done = true;
    target.clearTimeout(fallback);
    for (const type of ENGAGEMENT_EVENTS) target.removeEventListener(type, run, options);
  }
  for (const type of ENGAGEMENT_EVENTS) target.addEventListener(type, run, options);
  return cancel;
}

/**
 * Runs `task` once the page has loaded and the browser next has nothing to do; returns a cancel function. For
 * work that costs the network but not the main thread, such as fetching code that runs later.
 */
export function whenIdleAfterLoad(task: () => void, target: Window = window): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof target.requestIdleCallback === "function") {
      const handle = target.requestIdleCallback(task);
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      const handle = target.setTimeout(task, 0);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === "complete") schedule();
  else target.addEventListener("load", schedule, { once: true });
  return () => {
    target.removeEventListener("load", schedule);
    cancelIdle();
  };
}
