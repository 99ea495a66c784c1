import { z } from "zod";

/** Individual leads (the lead modal) and companies' quote requests: the two kinds of lead staff follow up. */
export const LEAD_KINDS = ["lead", "quote"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** `lead:<uuid>` or `quote:<uuid>`: how a page, an outreach form and the API name one lead. */
export type LeadRef = `${LeadKind}:${string}`;
export interface LeadKey {
  kind: LeadKind;
  id: string;
}

export const LEAD_REF_MESSAGE = "The lead reference is not valid.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LENGTH = 36;
/** `quote:` and a uuid, the longest reference. */
const LEAD_REF_MAX_LENGTH = "quote:".length + UUID_LENGTH;

export function parseLeadRef(value: string | null | undefined): LeadKey | null {
  const match = /^(lead|quote):(.+)$/.exec(value ?? "");
  if (!match || !UUID.test(match[2] ?? "")) return null;
  return { kind: match[1] as LeadKind, id: (match[2] ?? "").toLowerCase() };
}

export function leadRef(kind: LeadKind, id: string): LeadRef {
  return `${kind}:${id}`;
}

/** The optional `lead` field the outreach endpoints accept, so the send lands on the lead's timeline. */
export const leadRefSchema = z
  .string({ error: LEAD_REF_MESSAGE })
  .trim()
  .max(LEAD_REF_MAX_LENGTH, { error: LEAD_REF_MESSAGE, abort: true })
  .refine((value) => value === "" || parseLeadRef(value) !== null, { error: LEAD_REF_MESSAGE })
  .optional()
  .transform((value) => (value ? (value as LeadRef) : undefined));

/**
 * A lead named in a URL (`/…/:kind/:id`). A malformed one names no lead, so the server answers it as
 * not found with `notFound`, the same as a well-formed id that does not exist.
 */
export function leadParamsSchema(notFound: string) {
  return z.object({
    kind: z.enum(LEAD_KINDS, { error: notFound }),
    id: z
      .string({ error: notFound })
      .max(UUID_LENGTH, { error: notFound, abort: true })
      .regex(UUID, { error: notFound })
      .transform((id) => id.toLowerCase()),
  });
}
