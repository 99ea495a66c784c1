import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { createDashboardStats, type DashboardStatsOptions } from "#server/services/dashboard-stats";
import { apiRoute } from "../api-route.ts";

/** The dashboard's figures: leads per day, sources, the funnel, time to first contact, overdue leads. */
export async function dashboardRoutes(app: FastifyInstance, options: DashboardStatsOptions) {
  const stats = createDashboardStats(app.database, options);

  apiRoute(app, api.dashboardStats, {}, () => stats.at(options.promise.now()));
}
