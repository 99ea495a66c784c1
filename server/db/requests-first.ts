/**
 * Background transactions on PostgreSQL step aside while requests' transactions run
 * (docs/decisions/033-postgres-submissions-first.md). PostgreSQL runs both at once, but on a small machine
 * they share its cores: under a burst of lead submissions, the deliveries' workers (three or four statements
 * per job, two jobs per lead) took about a third of the database's time from the submissions they follow.
 * A background transaction starts when no request's transaction is open, or once it has waited
 * `maxBackgroundWaitMs`: a burst slows each worker to about one transaction a second and never stops it.
 */
import type { Turns } from "./turns.ts";

/** Lanes as on PGlite (turns.ts), but work in the same lane runs at once: PostgreSQL runs it in parallel. */
export function createRequestsFirst(options: { maxBackgroundWaitMs: number }): Turns {
  let requestsOpen = 0;
  const waiting = new Set<() => void>();

  function quiet(): Promise<void> {
    if (requestsOpen === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer);
        waiting.delete(start);
        resolve();
      };
      const timer = setTimeout(start, options.maxBackgroundWaitMs);
      waiting.add(start);
    });
  }

  return {
    async run(lane, work) {
      if (lane === "background") {
        await quiet();
        return work();
      }
      requestsOpen += 1;
      try {
        return await work();
      } finally {
        requestsOpen -= 1;
        // Each start removes itself from the set, which a Set's iteration allows.
        if (requestsOpen === 0) for (const start of waiting) start();
      }
    },
  };
}
