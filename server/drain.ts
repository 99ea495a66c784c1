declare module "fastify" {
  interface FastifyInstance {
    /** Started by the process's SIGTERM handler (server/main.ts); read by /readyz and the HTTP server. */
    drain: Drain;
  }
}

/**
 * The drain before a stop (docs/operations.md, "Restarts without failed requests"): from SIGTERM the instance
 * reports not ready, so a balancer that polls /readyz stops sending to it, and every answer closes its
 * connection, so a proxy's pooled connections to it end cleanly after their next answer instead of being cut
 * under a request when the listener closes.
 */
export class Drain {
  #started = false;

  get active(): boolean {
    return this.#started;
  }

  start(): void {
    this.#started = true;
  }
}
