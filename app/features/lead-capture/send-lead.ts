import * as api from "../../../contracts/api.ts";
import type { LeadRequest } from "../../../contracts/lead.ts";
import { type FormOutcome, submitForm } from "../../lib/api.ts";

export function sendLead(request: LeadRequest): Promise<FormOutcome> {
  return submitForm(api.submitLead, { body: request });
}
