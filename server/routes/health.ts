import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { apiRoute } from "./api-route.ts";

/**
 * Liveness (the process answers) and readiness (the database answers and the instance is not draining
 * before a stop: docs/operations.md) for load balancers.
 */
export async function healthRoutes(app: FastifyInstance) {
  apiRoute(app, api.health, {}, async () => ({ status: "ok" }) as const);

  apiRoute(app, api.ready, {}, async (request, reply) => {
    if (app.drain.active) {
      return reply.code(503).send({ status: "unavailable", message: "The server is shutting down." });
    }
    try {
      await app.database.ping();
      return { status: "ready" } as const;
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed: database unreachable");
      return reply.code(503).send({ status: "unavailable", message: "The database is unreachable." });
    }
  });
}
