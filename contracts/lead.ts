import { z } from "zod";
import { clipText } from "./clip-text.ts";
import { leadConsentField } from "./consent.ts";
import { mailboxField } from "./email.ts";
import { isValidMobileNumber, joinPhone } from "./phone.ts";

export const LEAD_MESSAGES = {
  nameTooShort: "Please enter your full name (at least 2 characters).",
  nameLetters: "Name can only contain letters and spaces.",
  nameTooLong: "Name must be 50 characters or less.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid mobile number.",
} as const;

export const LEAD_SUCCESS_MESSAGE = "Thank you! We'll be in touch shortly.";

/**
 * One word of a name: a letter of any script, then letters and the combining marks that belong to them
 * (Devanagari and Tamil vowel signs are marks, as is a decomposed "é"), with a zero-width joiner or
 * non-joiner allowed only between letters, as Indic and Persian spellings use them. A word never starts
 * with a mark: on its own, a mark has no letter to sit on.
 */
const NAME_WORD = String.raw`\p{L}[\p{L}\p{M}]*(?:[\u200C\u200D]\p{L}[\p{L}\p{M}]*)*`;

/**
 * "Letters and spaces" (docs/product/lead-capture.md, Lead form, rule 2): words of letters separated by spaces. Each
 * part of the pattern starts with a character the part before it cannot match, so it runs in linear time
 * on any input.
 */
const LETTERS_AND_SPACES = new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD})*$`, "u");

/**
 * The pattern runs only on names up to this length (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md):
 * far past rule 3's 50, so the rules keep their order for anything a person types or pastes; a longer name is
 * too long whatever its characters.
 */
const NAME_PATTERN_MAX_LENGTH = 500;

/** Rules 1–3 of the lead form, in the spec's order; the first failing rule is the one reported. */
export const leadName = z
  .string({ error: LEAD_MESSAGES.nameTooShort })
  .trim()
  .check((ctx) => {
    const name = ctx.value;
    const message =
      name.length < 2
        ? LEAD_MESSAGES.nameTooShort
        : name.length > NAME_PATTERN_MAX_LENGTH
          ? LEAD_MESSAGES.nameTooLong
          : !LETTERS_AND_SPACES.test(name)
            ? LEAD_MESSAGES.nameLetters
            : name.length > 50
              ? LEAD_MESSAGES.nameTooLong
              : undefined;
    if (message) ctx.issues.push({ code: "custom", message, input: name });
  });

export const leadEmail = mailboxField({ invalid: LEAD_MESSAGES.email }).transform((email) =>
  email.toLowerCase(),
);

/** Longest phone text read: a formatted number with its country code fits many times over. */
const PHONE_MAX_LENGTH = 40;

const leadPhone = z
  .string({ error: LEAD_MESSAGES.phone })
  .max(PHONE_MAX_LENGTH, { error: LEAD_MESSAGES.phone, abort: true })
  .refine(isValidMobileNumber, LEAD_MESSAGES.phone);

/** Where the visitor came from, captured from the landing URL and kept for the session. */
export const attributionSchema = z
  .object({
    landingPage: z.string().max(2048).optional(),
    page: z.string().max(2048).optional(),
    referrer: z.string().max(2048).optional(),
    utmSource: z.string().max(200).optional(),
    utmMedium: z.string().max(200).optional(),
    utmCampaign: z.string().max(200).optional(),
    utmTerm: z.string().max(200).optional(),
    utmContent: z.string().max(200).optional(),
  })
  .strip();
export type Attribution = z.infer<typeof attributionSchema>;

/** Longest interest value kept; the site's own names and titles are far shorter. */
export const INTEREST_MAX_LENGTH = 200;

export const INTEREST_MESSAGE = "Interest values must be text.";

/**
 * An interest value describes the page, not the visitor, who never types it: so it is trimmed and cut to
 * length rather than refused, and can never make a lead invalid. Empty means not given.
 */
const interestValue = z
  .string({ error: INTEREST_MESSAGE })
  .transform((value) => clipText(value.trim(), INTEREST_MAX_LENGTH).trim() || undefined)
  .optional();

/**
 * What the visitor was looking at when they opened the lead modal: the teacher whose card it was, the
 * offering or the plan, by the names the site shows (docs/product/lead-capture.md, Lead modal).
 */
export const leadInterestSchema = z
  .object({ teacher: interestValue, offering: interestValue, plan: interestValue })
  .strip();
export type LeadInterest = z.input<typeof leadInterestSchema>;

/**
 * What the lead modal checks before it calls the API. Email is also checked natively by the
 * browser's `type="email"` input, so its rule here only guards the API.
 */
export const leadFormSchema = z
  .object({
    name: leadName,
    email: leadEmail,
    countryCode: z.string().max(PHONE_MAX_LENGTH),
    phone: z.string().max(PHONE_MAX_LENGTH, { error: LEAD_MESSAGES.phone }),
  })
  .transform((form, ctx) => {
    const phone = joinPhone(form.countryCode, form.phone);
    if (!isValidMobileNumber(phone)) {
      ctx.issues.push({ code: "custom", message: LEAD_MESSAGES.phone, input: form.phone, path: ["phone"] });
      return z.NEVER;
    }
    return { name: form.name, email: form.email, phone };
  });
export type LeadFormValues = z.input<typeof leadFormSchema>;

/** `POST /api/hubspot-lead` body. `website` is a honeypot that people never see or fill. */
export const leadRequestSchema = z.object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  website: z.string().max(500).optional().default(""),
  attribution: attributionSchema.optional(),
  interest: leadInterestSchema.optional(),
  /** Optional: a page loaded before the consent wording existed sends none (contracts/consent.ts). */
  consent: leadConsentField,
});
export type LeadRequest = z.input<typeof leadRequestSchema>;
/** What a lead request carries besides its honeypot, once read. */
export type LeadRequestFields = Omit<z.output<typeof leadRequestSchema>, "website">;

/**
 * The lead is stored: the visitor sees the thank-you view. `bookingToken` lets that view book a trial time for this
 * lead (contracts/trial-booking.ts); it is absent only where no lead was stored.
 */
export const leadAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingToken: z.string().optional(),
});
