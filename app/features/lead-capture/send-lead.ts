import type { LeadRequest } from "../../../contracts/lead.ts";
import { type FormOutcome, submitForm } from "../../lib/api.ts";

export function sendLead(request: LeadRequest): Promise<FormOutcome> {
  return submitForm("/api/hubspot-lead", request);
}
