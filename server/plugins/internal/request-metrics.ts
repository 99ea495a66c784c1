import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "#server/services/metrics";
import { STATIC_SITE_ROUTE } from "./static-site.ts";

export interface RequestMetricsOptions {
  metrics: Pick<Metrics, "answered">;
}

/** The `route` label of the site's files, whether Fastify or the static fast path answered. */
export const STATIC_ROUTE_LABEL = "static";
/** Answers of the not-found handler: unknown API paths, 404 pages, and the staff area's pages (its SPA shell). */
const FALLBACK_ROUTE_LABEL = "fallback";

/**
 * Times every answer Fastify gives, labelled by the route that matched (`/api/admin/leads/:kind/:id`), never the
 * URL, so a scan of random paths cannot multiply the series (docs/operations/metrics.md). The static fast path
 * answers before Fastify and is timed where it runs (server/app.ts).
 */
export const requestMetricsPlugin = fp<RequestMetricsOptions>(
  async (app, { metrics }) => {
    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url;
      const label =
        route === undefined ? FALLBACK_ROUTE_LABEL : route === STATIC_SITE_ROUTE ? STATIC_ROUTE_LABEL : route;
      metrics.answered(request.method, label, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: "request-metrics" },
);
