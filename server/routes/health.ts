import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { ProviderHealth } from "#server/services/provider-health";
import { apiRoute } from "./api-route.ts";

export interface HealthRoutesOptions {
  providers: ProviderHealth;
}

/**
 * Liveness (the process answers) and readiness for load balancers: the status follows the database and whether
 * the instance is draining before a stop (docs/operations.md); the body adds each provider's state, which an
 * instance cannot mend by leaving the balancer (docs/operations/metrics.md).
 */
export async function healthRoutes(app: FastifyInstance, { providers }: HealthRoutesOptions) {
  apiRoute(app, api.health, {}, async () => ({ status: "ok" }) as const);

  apiRoute(app, api.ready, {}, async (request, reply) => {
    if (app.drain.active) {
      return reply.code(503).send({ status: "unavailable", message: "The server is shutting down." });
    }
    try {
      await app.database.ping();
      return { status: "ready", checks: { database: "ok", ...providers.checks() } } as const;
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed: database unreachable");
      return reply.code(503).send({ status: "unavailable", message: "The database is unreachable." });
    }
  });
}
