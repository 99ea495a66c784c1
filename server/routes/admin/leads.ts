import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  INBOX_MESSAGES,
  INBOX_URLS,
  inboxFilterSchema,
  inboxQuerySchema,
  leadNoteSchema,
  leadStatusSchema,
  parseLeadRef,
} from "../../../contracts/leads-inbox.ts";
import { noStore, staffActor } from "../../plugins/staff-session.ts";
import { createAuditLog } from "../../services/audit.ts";
import { createLeadDetails } from "../../services/lead-detail.ts";
import { createLeadNotes } from "../../services/lead-notes.ts";
import { auditContext, type LeadKey } from "../../services/lead-records.ts";
import { createLeadStatus } from "../../services/lead-status.ts";
import { CSV_EXPORT_MAX_ROWS, leadsCsv, leadsCsvFilename } from "../../services/leads-csv.ts";
import { createLeadsInbox } from "../../services/leads-inbox.ts";
import { parseFormBody } from "../form-body.ts";

const LEAD_URL = "/api/admin/leads/:kind/:id";

interface LeadParams {
  kind: string;
  id: string;
}

/** The lead the URL names, or undefined after answering 404 for a malformed one. */
function leadKey(request: FastifyRequest<{ Params: LeadParams }>, reply: FastifyReply): LeadKey | undefined {
  const key = parseLeadRef(`${request.params.kind}:${request.params.id}`);
  if (!key) notFound(reply);
  return key ?? undefined;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: INBOX_MESSAGES.notFound });
}

/** The staff inbox: list, summary, one lead's page, its status and notes, and the CSV export. */
export async function leadsRoutes(app: FastifyInstance) {
  const inbox = createLeadsInbox(app.database);
  const details = createLeadDetails(app.database);
  const status = createLeadStatus(app.database);
  const notes = createLeadNotes(app.database);
  const audit = createAuditLog(app.database.db);
  const routeOptions = { onRequest: noStore, preHandler: app.requireStaff };

  app.get(INBOX_URLS.list, routeOptions, async (request, reply) => {
    const parsed = parseFormBody(inboxQuerySchema, request.query);
    if (!parsed.ok) return reply.code(400).send(parsed.failure);
    return inbox.page(parsed.data);
  });

  app.get(INBOX_URLS.summary, routeOptions, () => inbox.summary());

  app.post(INBOX_URLS.export, routeOptions, async (request, reply) => {
    const parsed = parseFormBody(inboxFilterSchema, request.body ?? {});
    if (!parsed.ok) return reply.code(400).send(parsed.failure);
    const rows = await inbox.rows(parsed.data, CSV_EXPORT_MAX_ROWS);
    await audit.record(
      "leads_exported",
      auditContext(staffActor(request), { filter: parsed.data, rows: rows.length }),
    );
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${leadsCsvFilename(new Date())}"`)
      .send(leadsCsv(rows));
  });

  app.get<{ Params: LeadParams }>(LEAD_URL, routeOptions, async (request, reply) => {
    const key = leadKey(request, reply);
    if (!key) return reply;
    const detail = await details.find(key);
    return detail ?? notFound(reply);
  });

  app.post<{ Params: LeadParams }>(`${LEAD_URL}/status`, routeOptions, async (request, reply) => {
    const key = leadKey(request, reply);
    if (!key) return reply;
    const parsed = parseFormBody(leadStatusSchema, request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.failure);
    const change = await status.change(key, parsed.data.status, staffActor(request));
    if (!change) return notFound(reply);
    return { success: true, status: change.to };
  });

  app.post<{ Params: LeadParams }>(`${LEAD_URL}/notes`, routeOptions, async (request, reply) => {
    const key = leadKey(request, reply);
    if (!key) return reply;
    const parsed = parseFormBody(leadNoteSchema, request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.failure);
    if (!(await status.current(key))) return notFound(reply);
    return { success: true, note: await notes.add(key, parsed.data.text, staffActor(request)) };
  });
}
