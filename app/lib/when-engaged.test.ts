import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inIdleSteps, UNENGAGED_FALLBACK_MS, whenEngaged, whenIdleAfterLoad } from "./when-engaged.ts";

/** The parts of a window whenEngaged uses: events and timers, without idle callbacks (as in Safari). */
function fakeWindow(): Window {
  const target = new EventTarget();
  return Object.assign(target, {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  }) as unknown as Window;
}

describe("whenEngaged", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the visitor rather than running at once", () => {
    const task = vi.fn();
    whenEngaged(task, fakeWindow());
    vi.advanceTimersByTime(UNENGAGED_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
  });

  it.each(["touchstart", "pointerdown", "keydown", "scroll"])("runs once on the first %s", (type) => {
    const target = fakeWindow();
    const task = vi.fn();
    whenEngaged(task, target);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(UNENGAGED_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after the fallback when nobody touches the page, and not again on a later touch", () => {
    const target = fakeWindow();
    const task = vi.fn();
    whenEngaged(task, target);
    vi.advanceTimersByTime(UNENGAGED_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event("touchstart"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", () => {
    const target = fakeWindow();
    const task = vi.fn();
    const cancel = whenEngaged(task, target);
    cancel();
    target.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(UNENGAGED_FALLBACK_MS);
    expect(task).not.toHaveBeenCalled();
  });
});

describe("whenIdleAfterLoad", () => {
  /** A window whose document is still loading, without idle callbacks (as in Safari). */
  function loadingWindow(): Window & { document: { readyState: string } } {
    const target = fakeWindow();
    return Object.assign(target, { document: { readyState: "loading" } }) as Window & {
      document: { readyState: string };
    };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the page's load, then runs once the browser is free", () => {
    const target = loadingWindow();
    const task = vi.fn();
    whenIdleAfterLoad(task, target);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("load"));
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs on a page that has loaded already, and not once cancelled", () => {
    const loaded = Object.assign(loadingWindow(), { document: { readyState: "complete" } });
    const task = vi.fn();
    whenIdleAfterLoad(task, loaded);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const loading = loadingWindow();
    const cancelled = vi.fn();
    whenIdleAfterLoad(cancelled, loading)();
    loading.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("inIdleSteps", () => {
  /** Lets settled steps schedule their successors. */
  const settle = async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs each step in an idle period of its own, after the previous one settled, failed or not", async () => {
    const ran: string[] = [];
    inIdleSteps(
      [
        async () => ran.push("shared"),
        async () => {
          ran.push("broken");
          throw new Error("download failed");
        },
        async () => ran.push("modal"),
      ],
      fakeWindow(),
    );
    expect(ran).toEqual([]);
    vi.runOnlyPendingTimers();
    await settle();
    expect(ran).toEqual(["shared"]);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(["shared", "broken", "modal"]);
  });

  it("runs no further step once cancelled", async () => {
    const ran: string[] = [];
    const cancel = inIdleSteps([async () => ran.push("first"), async () => ran.push("second")], fakeWindow());
    vi.runOnlyPendingTimers();
    await settle();
    cancel();
    await vi.runAllTimersAsync();
    expect(ran).toEqual(["first"]);
  });
});
