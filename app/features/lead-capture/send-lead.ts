import { z } from "zod";
import type { LeadRequest } from "../../../contracts/lead.ts";
import { ApiError, postJson } from "../../lib/api.ts";

export const LEAD_ENDPOINT = "/api/hubspot-lead";

/** The spec reads only `success` and `message` from the answer. */
const leadAnswerSchema = z.object({ success: z.boolean(), message: z.string().optional() });

export type LeadOutcome = { ok: true } | { ok: false; reason: string; context: Record<string, unknown> };

/** Sends a lead and says whether it was accepted; every kind of failure becomes one described outcome. */
export async function sendLead(request: LeadRequest): Promise<LeadOutcome> {
  try {
    const answer = await postJson(LEAD_ENDPOINT, request, { schema: leadAnswerSchema });
    if (answer.success) return { ok: true };
    return {
      ok: false,
      reason: answer.message ?? "the server did not accept the lead",
      context: { endpoint: LEAD_ENDPOINT, success: false },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const serverMessage = leadAnswerSchema.safeParse(error.body).data?.message;
    return {
      ok: false,
      reason: serverMessage ?? error.message,
      context: { endpoint: LEAD_ENDPOINT, kind: error.kind, status: error.status, cause: error.cause },
    };
  }
}
