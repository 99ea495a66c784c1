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
