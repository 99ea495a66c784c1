import { type FormOutcome, submitForm } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import type { LeadRequest } from "#contracts/lead";

export function sendLead(request: LeadRequest): Promise<FormOutcome> {
  return submitForm(api.submitLead, { body: request });
}
