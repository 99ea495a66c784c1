import { z } from "zod";
import { mailboxField } from "./email.ts";

export const QUOTE_MESSAGES = {
  company: "Please enter your company name.",
  contact: "Please enter a contact name (at least 2 characters).",
  email: "Please enter a valid work email address.",
  teamSize: "Please enter a valid team size (number of employees).",
  phone: "Please enter a phone number of 40 characters or less.",
  message: "Please keep your message under 2,000 characters.",
} as const;

/** Form inputs give strings and JSON gives numbers; both mean the same team size. */
const teamSize = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: QUOTE_MESSAGES.teamSize })
    .int({ error: QUOTE_MESSAGES.teamSize })
    .gt(0, { error: QUOTE_MESSAGES.teamSize })
    .max(1_000_000, { error: QUOTE_MESSAGES.teamSize }),
);

/**
 * The quote request, checked in the spec's order (company, contact, e-mail, team size); the first failing
 * rule is the one line shown. Phone is required by the form's input but, as the spec says, not by logic.
 */
export const businessQuoteSchema = z.object({
  company: z
    .string({ error: QUOTE_MESSAGES.company })
    .trim()
    .min(1, { error: QUOTE_MESSAGES.company })
    .max(200, { error: QUOTE_MESSAGES.company }),
  contact: z
    .string({ error: QUOTE_MESSAGES.contact })
    .trim()
    .min(2, { error: QUOTE_MESSAGES.contact })
    .max(100, { error: QUOTE_MESSAGES.contact }),
  /**
   * The spec's "text, @, text, dot, text, with no spaces", as the one mailbox rule every e-mail field follows
   * (contracts/email.ts): it also keeps out what would add headers to a mailto: link in the staff inbox.
   */
  email: mailboxField({ invalid: QUOTE_MESSAGES.email }).transform((email) => email.toLowerCase()),
  teamSize,
  phone: z
    .string({ error: QUOTE_MESSAGES.phone })
    .trim()
    .max(40, { error: QUOTE_MESSAGES.phone })
    .default(""),
  message: z
    .string({ error: QUOTE_MESSAGES.message })
    .trim()
    .max(2000, { error: QUOTE_MESSAGES.message })
    .optional(),
  /** Honeypot: hidden from people; a filled value marks a bot. */
  website: z.string().max(500).optional().default(""),
});
export type BusinessQuoteInput = z.input<typeof businessQuoteSchema>;
export type BusinessQuote = z.output<typeof businessQuoteSchema>;

/** The quote request is stored. */
export const quoteAcceptedSchema = z.object({ success: z.literal(true) });
