import * as api from "../../../contracts/api.ts";
import { type FormOutcome, submitForm } from "../../lib/api.ts";
import type { QuoteRequest } from "./quote-request.ts";

export function sendQuote(request: QuoteRequest): Promise<FormOutcome> {
  return submitForm(api.submitQuote, { body: request });
}
