/**
 * Whose turn it is on the embedded database's one connection (docs/decisions/031-pglite-submissions-first.md).
 * PGlite runs one query or transaction at a time, on the main thread, first come first served. Background work
 * (the deliveries' workers, pg-boss) would take more turns than the submissions it follows, and queued work
 * chains its queries without giving the event loop back, so new connections are not even accepted. Here each
 * turn starts in a pass of the event loop of its own, work serving a request goes first, and background work
 * takes a turn only when no request's work waits, or once it has waited `maxBackgroundWaitMs`.
 */
export type Lane = "request" | "background";

/** Work run in a lane: here one at a time on PGlite; on PostgreSQL in parallel (requests-first.ts). */
export interface Turns {
  run<T>(lane: Lane, work: () => Promise<T>): Promise<T>;
}

interface Waiting {
  since: number;
  start: () => void;
}

export function createTurns(options: { maxBackgroundWaitMs: number; now?: () => number }): Turns {
  const { maxBackgroundWaitMs, now = performance.now.bind(performance) } = options;
  const requests: Waiting[] = [];
  const background: Waiting[] = [];
  let busy = false;
  let scheduled = false;

  function backgroundOverdue(): boolean {
    const oldest = background[0];
    return oldest !== undefined && now() - oldest.since >= maxBackgroundWaitMs;
  }

  function startNext() {
    const waiting = backgroundOverdue() ? background.shift() : (requests.shift() ?? background.shift());
    if (!waiting) return;
    busy = true;
    waiting.start();
  }

  function next() {
    if (busy || scheduled || requests.length + background.length === 0) return;
    // Each turn starts in its own pass of the event loop. PGlite's queries resolve as microtasks, so turns
    // started from the last one's end would run back to back inside whichever callback came first, and no
    // connection would be accepted nor request read until all were done. Between two turns the event loop
    // reads what has arrived, and requests that arrived go before background work.
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      startNext();
    });
  }

  return {
    async run(lane, work) {
      await new Promise<void>((resolve) => {
        (lane === "request" ? requests : background).push({ since: now(), start: resolve });
        next();
      });
      try {
        return await work();
      } finally {
        busy = false;
        next();
      }
    },
  };
}
