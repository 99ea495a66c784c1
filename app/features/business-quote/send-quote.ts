import { type FormOutcome, submitForm } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import type { QuoteRequest } from "./quote-request.ts";

export function sendQuote(request: QuoteRequest): Promise<FormOutcome> {
  return submitForm(api.submitQuote, { body: request });
}
