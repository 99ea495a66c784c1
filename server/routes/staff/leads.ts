import type { FastifyInstance, FastifyReply } from "fastify";
import * as api from "#contracts/api";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import { signedInStaff, staffActor } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { createLeadDetails } from "#server/services/lead-detail";
import { createLeadNextSteps, NextStepRefusal } from "#server/services/lead-next-steps";
import { createLeadNotes } from "#server/services/lead-notes";
import { createLeadOwner } from "#server/services/lead-owner";
import { auditContext } from "#server/services/lead-records";
import { createLeadStatus } from "#server/services/lead-status";
import { CSV_EXPORT_MAX_ROWS, leadsCsv, leadsCsvFilename } from "#server/services/leads-csv";
import { createLeadsInbox } from "#server/services/leads-inbox";
import type { ResponsePromise } from "#server/services/response-promise";
import { apiRoute } from "../api-route.ts";

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ success: false, message: INBOX_MESSAGES.notFound });
}

function unknownOwner(reply: FastifyReply) {
  return reply.code(422).send({ success: false, message: INBOX_MESSAGES.owner, field: "ownerId" });
}

export interface LeadsRoutesOptions {
  /** RESPONSE_PROMISE_HOURS and the clock due times are read against. */
  promise: ResponsePromise;
  /** The server's clock (AppEnvironment.now), which a next step's due time is checked against. */
  now(): Date;
}

/** A refusal from the next step's service, answered with its status and, when it names one, its field. */
async function answerRefusal<T>(reply: FastifyReply, action: () => Promise<T>) {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof NextStepRefusal)) throw error;
    return reply
      .code(error.status)
      .send({ success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
  }
}

/**
 * The staff inbox: list, summary, one lead's page, its status, owner, notes and next step, bulk changes, the CSV
 * export.
 */
export async function leadsRoutes(app: FastifyInstance, options: LeadsRoutesOptions) {
  const inbox = createLeadsInbox(app.database, options.promise);
  const details = createLeadDetails(app.database, options.promise, app.log);
  const status = createLeadStatus(app.database);
  const notes = createLeadNotes(app.database);
  const owners = createLeadOwner(app.database);
  const nextSteps = createLeadNextSteps(app.database, options.now);
  const audit = createAuditLog(app.database.db);

  apiRoute(app, api.inbox, {}, (request) => inbox.page(request.query, signedInStaff(request).userId));

  apiRoute(app, api.inboxSummary, {}, () => inbox.summary());

  apiRoute(app, api.inboxExport, {}, async (request, reply) => {
    const filter = request.body ?? {};
    const rows = await inbox.rows(filter, CSV_EXPORT_MAX_ROWS, signedInStaff(request).userId);
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

  apiRoute(app, api.changeLeadOwner, {}, async (request, reply) => {
    const change = await owners.assign(request.params, request.body.ownerId, staffActor(request));
    if (change === "lead_not_found") return notFound(reply);
    if (change === "owner_unknown") return unknownOwner(reply);
    return { success: true, ownerId: change.toId, owner: change.to } as const;
  });

  apiRoute(app, api.staffMembers, {}, async () => ({ staff: await owners.staff() }));

  apiRoute(app, api.bulkChangeLeads, {}, async (request, reply) => {
    const actor = staffActor(request);
    const { body } = request;
    let changed = 0;
    // One after another, each in its own transaction: every lead is changed, recorded and audited exactly
    // as a change on its own page would be; leads deleted meanwhile are skipped and not counted.
    for (const key of body.leads) {
      if ("status" in body) {
        if (await status.change(key, body.status, actor)) changed++;
        continue;
      }
      const change = await owners.assign(key, body.ownerId, actor);
      if (change === "owner_unknown") return unknownOwner(reply);
      if (change !== "lead_not_found") changed++;
    }
    return { success: true, changed } as const;
  });

  apiRoute(app, api.addLeadNote, {}, async (request, reply) => {
    if (!(await status.current(request.params))) return notFound(reply);
    return {
      success: true,
      note: await notes.add(request.params, request.body.text, staffActor(request)),
    } as const;
  });

  apiRoute(app, api.leadNextStep, {}, async (request, reply) => {
    const nextStep = await nextSteps.read(request.params.id);
    return nextStep === undefined ? notFound(reply) : { nextStep };
  });

  apiRoute(app, api.setLeadNextStep, {}, (request, reply) =>
    answerRefusal(reply, async () => {
      const { what, dueAt, assigneeId } = request.body;
      const step = { what, dueAt: new Date(dueAt), assigneeId };
      return {
        success: true,
        nextStep: await nextSteps.set(request.params.id, step, staffActor(request)),
      } as const;
    }),
  );

  apiRoute(app, api.completeLeadNextStep, {}, (request, reply) =>
    answerRefusal(
      reply,
      async () =>
        ({
          success: true,
          done: await nextSteps.complete(request.params.id, request.body.stepId, staffActor(request)),
        }) as const,
    ),
  );
}
