import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as api from "#contracts/api";
import type { ApiFailure } from "#contracts/endpoint";
import { signedInStaff, staffActor } from "#server/plugins/internal/staff-session";
import { type StaffAccountsService, UnknownColleagueError } from "#server/services/staff-accounts";
import { StaffUserError, type StaffUserErrorCode } from "#server/services/staff-users";
import { apiRoute } from "../api-route.ts";

export interface StaffAccountsRoutesOptions {
  accounts: StaffAccountsService;
}

/** How each refusal is answered, and the form field it is about. */
const REFUSALS: Record<StaffUserErrorCode, { status: number; field?: string }> = {
  invalid_username: { status: 400, field: "username" },
  invalid_password: { status: 400, field: "password" },
  taken: { status: 409, field: "username" },
  not_found: { status: 404 },
  disabled: { status: 409 },
  active: { status: 409 },
  last_owner: { status: 409 },
  self: { status: 409 },
};

/** A refusal the owner can act on is answered in its words; anything else is a fault. */
async function answerRefusal(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const refusal =
    error instanceof UnknownColleagueError
      ? { code: "unknown_colleague", status: 422, field: "ownerId" }
      : error instanceof StaffUserError
        ? { code: error.code, ...REFUSALS[error.code] }
        : undefined;
  if (!refusal || !(error instanceof Error)) throw error;
  request.log.info(
    { userId: request.staff?.userId, url: request.url, refusal: refusal.code },
    "staff account change refused",
  );
  const failure: ApiFailure = {
    success: false,
    message: error.message,
    ...(refusal.field ? { field: refusal.field } : {}),
  };
  return reply.code(refusal.status).send(failure);
}

/** The Staff accounts page's endpoints; the contract makes every one of them owners only. */
export async function staffAccountsRoutes(app: FastifyInstance, { accounts }: StaffAccountsRoutesOptions) {
  /** Runs one change and answers its words (and link), or the refusal. */
  async function change<T extends { message: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<T>,
  ) {
    try {
      return { success: true as const, ...(await work()) };
    } catch (error) {
      return answerRefusal(error, request, reply);
    }
  }

  apiRoute(app, api.staffAccounts, {}, async (request) => ({
    accounts: await accounts.list(signedInStaff(request).userId),
  }));

  apiRoute(app, api.addStaffAccount, {}, (request, reply) =>
    change(request, reply, () => accounts.add(request.body, staffActor(request))),
  );

  apiRoute(app, api.disableStaffAccount, {}, (request, reply) =>
    change(request, reply, () =>
      accounts.disable(request.params.id, request.body.ownerId, staffActor(request)),
    ),
  );

  apiRoute(app, api.enableStaffAccount, {}, (request, reply) =>
    change(request, reply, () => accounts.enable(request.params.id, staffActor(request))),
  );

  apiRoute(app, api.staffPasswordLink, {}, (request, reply) =>
    change(request, reply, () => accounts.passwordLink(request.params.id, staffActor(request))),
  );

  apiRoute(app, api.resetStaffTwoFactor, {}, (request, reply) =>
    change(request, reply, () => accounts.resetTwoFactor(request.params.id, staffActor(request))),
  );

  apiRoute(app, api.changeStaffRole, {}, (request, reply) =>
    change(request, reply, () => accounts.setRole(request.params.id, request.body.role, staffActor(request))),
  );

  apiRoute(app, api.changeStaffEmail, {}, (request, reply) =>
    change(request, reply, () =>
      accounts.setEmail(request.params.id, request.body.email, staffActor(request)),
    ),
  );

  apiRoute(app, api.reassignStaffLeads, {}, (request, reply) =>
    change(request, reply, () =>
      accounts.reassignLeads(request.params.id, request.body.ownerId, staffActor(request)),
    ),
  );
}
