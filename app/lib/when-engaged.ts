/**
 * The first signs that a visitor is using the page rather than waiting for it: a touch, a click, a key, a scroll,
 * a mouse movement. Work that only prepares for what they may do next starts on the first of these at the
 * latest: on a slow phone it is a long task, and during start-up it would stand between the visitor and the page
 * (docs/decisions/032). The lead modal's code now runs earlier still, after load in idle steps (`inIdleSteps`,
 * docs/decisions/052), with `whenEngaged` as the fallback for a quicker visitor.
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

/** Runs `task` when the browser next has nothing to do (at once where it cannot tell); returns a cancel function. */
function whenIdle(task: () => void, target: Window): () => void {
  if (typeof target.requestIdleCallback === "function") {
    const handle = target.requestIdleCallback(task);
    return () => target.cancelIdleCallback(handle);
  }
  const handle = target.setTimeout(task, 0);
  return () => target.clearTimeout(handle);
}

/**
 * Runs `task` once the page has loaded and the browser next has nothing to do; returns a cancel function. For
 * work that costs the network but not the main thread, such as fetching code that runs later.
 */
export function whenIdleAfterLoad(task: () => void, target: Window = window): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    cancelIdle = whenIdle(task, target);
  };
  if (target.document.readyState === "complete") schedule();
  else target.addEventListener("load", schedule, { once: true });
  return () => {
    target.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/**
 * Runs `steps` one after the other, each in its own idle period once the previous one has settled (a failed
 * step does not stop the next), so that no single task holds the main thread for all of them. Returns a cancel
 * function.
 */
export function inIdleSteps(steps: readonly (() => Promise<unknown>)[], target: Window = window): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const next = (index: number) => {
    const step = steps[index];
    if (cancelled || !step) return;
    cancelIdle = whenIdle(() => {
      step().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    }, target);
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
