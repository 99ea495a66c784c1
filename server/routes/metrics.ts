import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import * as api from "#contracts/api";
import { apiRoute } from "./api-route.ts";

export interface MetricsRouteOptions {
  registry: Registry;
  /** METRICS_TOKEN: the bearer token Prometheus sends. */
  token: string;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * /metrics for Prometheus, behind a bearer token compared in constant time: both sides are hashed first, so
 * neither the token's characters nor its length show in the time an answer takes (docs/operations/metrics.md).
 * Registered only when METRICS_TOKEN is set; otherwise the path is as unknown as any other.
 */
export async function metricsRoute(app: FastifyInstance, { registry, token }: MetricsRouteOptions) {
  const expected = digest(`Bearer ${token}`);
  apiRoute(app, api.metrics, {}, async (request, reply) => {
    const sent = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(sent, expected)) {
      return reply.code(401).header("WWW-Authenticate", 'Bearer realm="metrics"').send();
    }
    return reply
      .header("Cache-Control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
