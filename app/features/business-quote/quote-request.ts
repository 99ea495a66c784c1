import { businessQuoteSchema } from "#contracts/business-quote";
import { firstIssue } from "#contracts/first-issue";

/** What the quote form holds: every input's text as typed, including the honeypot. */
export interface QuoteFormValues {
  company: string;
  contact: string;
  email: string;
  phone: string;
  teamSize: string;
  message: string;
  website: string;
}
export type QuoteFormField = keyof QuoteFormValues;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  company: "",
  contact: "",
  email: "",
  phone: "",
  teamSize: "",
  message: "",
  website: "",
};

/** The body of `api.submitQuote`: normalised text and the team size as a number. */
export interface QuoteRequest {
  company: string;
  contact: string;
  email: string;
  phone: string;
  teamSize: number;
  message: string;
  website: string;
}

export type QuoteCheck =
  | { ok: true; request: QuoteRequest }
  | { ok: false; issue: { message: string; field?: string } };

/**
 * Runs the shared schema over the form, so the visitor sees the first failing rule in the spec's order
 * (company, contact, e-mail, team size) before anything is sent.
 */
export function checkQuoteForm(values: QuoteFormValues): QuoteCheck {
  const parsed = businessQuoteSchema.safeParse(values);
  if (!parsed.success) return { ok: false, issue: firstIssue(parsed.error) };
  const quote = parsed.data;
  return {
    ok: true,
    request: {
      company: quote.company,
      contact: quote.contact,
      email: quote.email,
      phone: quote.phone,
      teamSize: quote.teamSize,
      message: quote.message ?? "",
      // The honeypot goes as typed: the server, not the form, decides what a filled one means.
      website: values.website,
    },
  };
}
