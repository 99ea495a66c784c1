import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { AuditLogReader } from "#server/services/audit-log-page";
import { apiRoute } from "../api-route.ts";

/** The audit log page's one endpoint; owners only, as the contract says. */
export async function auditLogRoutes(app: FastifyInstance, { reader }: { reader: AuditLogReader }) {
  apiRoute(app, api.auditLog, {}, (request) => reader.page(request.query));
}
