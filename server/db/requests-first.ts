/**
 * Background transactions on PostgreSQL step aside while requests' transactions run
 * (docs/decisions/033-postgres-submissions-first.md). PostgreSQL runs both at once, but on a small machine
 * they share its cores: under a burst of lead submissions, the deliveries' workers (three or four statements
 * per job, two jobs per lead) took about a third of the database's time from the submissions they follow.
 * A background transaction starts when no request's transaction is open, or once it has waited
 * `maxBackgroundWaitMs`: a burst slows each worker to about one transaction a second and never stops it.
 */
export interface RequestsFirst {
  request<T>(work: () => Promise<T>): Promise<T>;
  background<T>(work: () => Promise<T>): Promise<T>;
}

export function createRequestsFirst(options: { maxBackgroundWaitMs: number }): RequestsFirst {
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
    async request(work) {
      requestsOpen += 1;
      try {
        return await work();
      } finally {
        requestsOpen -= 1;
        if (requestsOpen === 0) for (const start of [...waiting]) start();
      }
    },
    async background(work) {
      await quiet();
      return work();
    },
  };
}
