import { toE164 } from "./phone.ts";

/** What the lead page and the inbox know of a lead's own contact fields. */
interface LeadContactFields {
  phone: string;
  email: string;
}

/** One kind of address a lead can be reached at, as its identities in `contact_identities` hold it. */
export interface ContactKindSpec {
  /**
   * The one form a value of this kind is stored and compared in, or undefined when it cannot be read. The
   * database's trigger writes a lead's identities in the same form (`harmoni_e164` and `harmoni_email` in
   * migration 0014), and server/db/contact-identities.test.ts holds the two to the same table of cases.
   */
  normalise(value: string): string | undefined;
  /** The lead's field that holds it, which the lead page and the inbox read to offer a channel or not. */
  field: keyof LeadContactFields;
  /** Why a channel that addresses this kind cannot be used for a lead without it, in the inbox's words. */
  missing: string;
  /** Why it cannot be used for a lead whose value normalise() cannot read ("call me after 5"). */
  unusable: string;
}

/**
 * Every kind of contact identity (docs/decisions/038-contact-identities-per-channel.md). A channel declares
 * the kind it addresses (contracts/outreach-channels.ts), and a send or a reply finds its lead through the
 * identities of that kind, whatever the channel.
 */
export const CONTACT_KINDS = {
  phone: {
    normalise: toE164,
    field: "phone",
    missing: "no phone number",
    unusable: "the phone given is not a number that can be dialled",
  },
  email: {
    normalise: (value) => value.trim().toLowerCase() || undefined,
    field: "email",
    missing: "no e-mail address",
    unusable: "the e-mail address given cannot be read",
  },
} as const satisfies Record<string, ContactKindSpec>;

export type ContactKind = keyof typeof CONTACT_KINDS;

export const CONTACT_KIND_IDS = Object.keys(CONTACT_KINDS) as [ContactKind, ...ContactKind[]];

/** A value of a kind in its stored form; undefined when it cannot be read (an unreadable or empty phone). */
export function contactValue(kind: ContactKind, value: string): string | undefined {
  return CONTACT_KINDS[kind].normalise(value);
}

/**
 * Whether a lead gave anything of the kind a channel addresses, so the lead page shows the channel: enabled
 * when missingContact() finds nothing wrong, else disabled with its reason.
 */
export function canBeReached(lead: LeadContactFields, kind: ContactKind): boolean {
  return lead[CONTACT_KINDS[kind].field] !== "";
}

/**
 * Why a channel addressing this kind cannot be used for the lead, in the inbox's words; undefined when it can.
 * A value given but unreadable (a quote's free-text phone) is as unusable as none: the tools would refuse it,
 * since they read numbers by the same normalise() (contracts/outreach.ts).
 */
export function missingContact(lead: LeadContactFields, kind: ContactKind): string | undefined {
  const spec = CONTACT_KINDS[kind];
  if (!canBeReached(lead, kind)) return spec.missing;
  return spec.normalise(lead[spec.field]) === undefined ? spec.unusable : undefined;
}

/**
 * Where replies come from and which identity kind they carry. Twilio's inbound messages (SMS and WhatsApp)
 * arrive from a phone number; a channel reading them finds a reply's lead through phone identities.
 */
export const INBOUND_SOURCES = {
  twilio: { from: "phone" },
} as const satisfies Record<string, { from: ContactKind }>;

export type InboundSource = keyof typeof INBOUND_SOURCES;
