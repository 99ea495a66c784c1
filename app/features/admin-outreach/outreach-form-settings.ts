/** Under every phone number field: the contract accepts E.164 and drops spaces, dashes and brackets. */
export const INTERNATIONAL_NUMBER_HINT =
  "International format: a plus sign, the country code and the number, such as +14155550142.";

/** Spec: e-mail and WhatsApp result messages clear after 4 s. */
export const RESULT_CLEARS_AFTER_MS = 4_000;
