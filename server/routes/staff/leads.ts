import type { FastifyInstance, FastifyReply } from "fastify";
import * as api from "../../../contracts/api.ts";
import { INBOX_MESSAGES } from "../../../contracts/leads-inbox.ts";
import { staffActor } from "../../plugins/internal/staff-session.ts";
import { createAuditLog } from "../../services/audit.ts";
import { createLeadDetails } from "../../services/lead-detail.ts";
import { createLeadNotes } from "../../services/lead-notes.ts";
import { auditContext } from "../../services/lead-records.ts";
import { createLeadStatus } from "../../services/lead-status.ts";
import { CSV_EXPORT_MAX_ROWS, leadsCsv, leadsCsvFilename } from "../../services/leads-csv.ts";
import { createLeadsInbox } from "../../services/leads-inbox.ts";
import { apiRoute } from "../api-route.ts";

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

  apiRoute(app, api.inbox, {}, (request) => inbox.page(request.query));

  apiRoute(app, api.inboxSummary, {}, () => inbox.summary());

  apiRoute(app, api.inboxExport, {}, async (request, reply) => {
    const filter = request.body ?? {};
    const rows = await inbox.rows(filter, CSV_EXPORT_MAX_ROWS);
    await audit.record("leads_exported", auditContext(staffActor(request), { filter, rows: rows.length }));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${leadsCsvFilename(new Date())}"`)
      .send(leadsCsv(rows));
  });

  apiRoute(app, api.lead, {}, async (request, reply) => {
    const detail = await details.find(request.params);
    return detail ?? notFound(reply);
  });

  apiRoute(app, api.changeLeadStatus, {}, async (request, reply) => {
    const change = await status.change(request.params, request.body.status, staffActor(request));
    if (!change) return notFound(reply);
    return { success: true, status: change.to } as const;
  });

  apiRoute(app, api.addLeadNote, {}, async (request, reply) => {
    if (!(await status.current(request.params))) return notFound(reply);
    return {
      success: true,
      note: await notes.add(request.params, request.body.text, staffActor(request)),
    } as const;
  });
}
