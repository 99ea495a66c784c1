/** The GSM 03.38 basic character set: an SMS made only of these takes 7 bits a character. */
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** Characters of the extension table: allowed in a GSM-7 message, at the cost of two characters each. */
const GSM_EXTENDED = new Set("^{}\\[~]|€\f");

/**
 * How many segments an SMS of this text is billed and sent as. GSM-7 text fits 160 characters in one
 * segment and 153 in each of several; any other character makes the whole message UCS-2, 70 UTF-16
 * units in one segment and 67 in each of several.
 */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else return segmentsOf(text.length, 70, 67);
  }
  return segmentsOf(septets, 160, 153);
}

function segmentsOf(units: number, single: number, perPart: number): number {
  return units <= single ? 1 : Math.ceil(units / perPart);
}
