import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { ProviderHealth } from "#server/services/provider-health";
import { apiRoute } from "./api-route.ts";

export interface HealthRoutesOptions {
  providers: ProviderHealth;
}

/**
 * Liveness (the process answers) and readiness for load balancers: the status follows the database alone, and the
 * body adds each provider's state, which an instance cannot mend by leaving the balancer (docs/operations/metrics.md).
 */
export async function healthRoutes(app: FastifyInstance, { providers }: HealthRoutesOptions) {
  apiRoute(app, api.health, {}, async () => ({ status: "ok" }) as const);

  apiRoute(app, api.ready, {}, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: "ready", checks: { database: "ok", ...providers.checks() } } as const;
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed: database unreachable");
      return reply.code(503).send({ status: "unavailable", message: "The database is unreachable." });
    }
  });
}
