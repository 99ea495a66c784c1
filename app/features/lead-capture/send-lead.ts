import { type ApiResult, type FormOutcome, submitForm } from "#app/lib/api.ts";
import * as api from "#contracts/api-visitor";
import type { LeadRequest } from "#contracts/lead";

/** Stores the lead; its answer carries the token the thank-you view books a trial time with. */
export function sendLead(request: LeadRequest): Promise<FormOutcome<ApiResult<typeof api.submitLead>>> {
  return submitForm(api.submitLead, { body: request });
}
