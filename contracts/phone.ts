/** Characters a visitor may type for readability; they carry no meaning in a number. */
const FORMATTING = /[\s\-()]/g;

/** US or Canada: optional +1 or 1, then a 10-digit NANP number whose area code and exchange start 2–9. */
const NORTH_AMERICAN = /^(\+1|1)?[2-9]\d{2}[2-9]\d{6}$/;
/** India: optional +91, 91 or 0, then a 10-digit mobile number starting 6–9. */
const INDIAN_MOBILE = /^(\+91|91|0)?[6-9]\d{9}$/;

/** E.164, the international format Twilio takes: a plus sign, then 8 to 15 digits, the first not 0. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export function stripPhoneFormatting(value: string): string {
  return value.replace(FORMATTING, "");
}

/**
 * The lead form joins the chosen country code with the typed number after dropping a leading
 * plus and then a leading 1, so "+1 (415) 555-0142" and "4155550142" both become "+14155550142".
 */
export function joinPhone(countryCode: string, typed: string): string {
  const digits = stripPhoneFormatting(typed).replace(/^\+/, "").replace(/^1/, "");
  return `${countryCode}${digits}`;
}

export function isValidMobileNumber(phone: string): boolean {
  const clean = stripPhoneFormatting(phone);
  return NORTH_AMERICAN.test(clean) || INDIAN_MOBILE.test(clean);
}

/** What people type for readability in any phone field, dots included (a quote's phone is free text). */
const ANY_FORMATTING = /[\s().-]/g;

/** Drops spaces, brackets, dots and hyphens: "+1 (415) 555-0142" becomes "+14155550142". */
export function stripReadableFormatting(value: string): string {
  return value.replace(ANY_FORMATTING, "");
}
/** A 10-digit NANP number: area code and exchange start 2–9. */
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;
/** A 10-digit Indian mobile number: starts 6–9. */
const INDIAN_NATIONAL = /^[6-9]\d{9}$/;

/**
 * A phone number in E.164, however it was typed or stored; undefined when it cannot be told. Leads and
 * quotes are stored through it (storedPhone() below), a quote's unreadable phone as typed, and the
 * outreach tools send E.164, so sends are matched to leads through this one reading, which a lead's phone
 * identity is stored in (docs/decisions/021-matching-sends-to-leads.md, 025-phones-stored-as-e164.md,
 * 038-contact-identities-per-channel.md; harmoni_e164() in migration 0014 is its twin in SQL):
 * - a leading plus, or the international prefix 00, starts a full international number;
 * - otherwise the lead form's countries decide: 10 NANP digits or 1 and 10 NANP digits are +1, and an
 *   Indian mobile with 91 or 0 in front, or alone when it is not also a NANP number, is +91.
 */
export function toE164(value: string): string | undefined {
  const clean = stripReadableFormatting(value.trim());
  const international = /^(?:\+|00)(\d+)$/.exec(clean);
  if (international) {
    const e164 = `+${international[1]}`;
    return E164_PATTERN.test(e164) ? e164 : undefined;
  }
  if (!/^\d+$/.test(clean)) return undefined;
  if (NANP_NATIONAL.test(clean)) return `+1${clean}`;
  if (/^1\d{10}$/.test(clean) && NANP_NATIONAL.test(clean.slice(1))) return `+${clean}`;
  if (/^91\d{10}$/.test(clean) && INDIAN_NATIONAL.test(clean.slice(2))) return `+${clean}`;
  if (/^0\d{10}$/.test(clean) && INDIAN_NATIONAL.test(clean.slice(1))) return `+91${clean.slice(1)}`;
  if (INDIAN_NATIONAL.test(clean)) return `+91${clean}`;
  return undefined;
}

/**
 * A phone as leads and quote requests store it: E.164 when toE164() reads it, so the duplicate check,
 * opt-outs and the outreach tools all compare one form; otherwise as typed, trimmed, since a quote's
 * phone is free text that may be empty or unreadable and is kept for a person to read
 * (docs/decisions/025-phones-stored-as-e164.md). Migration 0008 does the same to older rows.
 */
export function storedPhone(value: string): string {
  return toE164(value) ?? value.trim();
}
