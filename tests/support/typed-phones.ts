import fc from "fast-check";

/**
 * Phone numbers as people type them (prefixes, digits, one separator), generated from `seed`: for comparing
 * two readings of a phone (SQL and toE164()) on more than a table of cases.
 */
export function typedPhones(seed: number, separators: string[], count = 400): string[] {
  const digit = fc.constantFrom(..."0123456789");
  const typed = fc.tuple(
    fc.constantFrom("", "+", "00", "1", "+1", "91", "+91", "0", " +"),
    fc.array(digit, { minLength: 6, maxLength: 16 }),
    fc.constantFrom(...separators),
  );
  return fc
    .sample(typed, { numRuns: count, seed })
    .map(
      ([prefix, digits, separator]) =>
        `${prefix}${digits.slice(0, 3).join("")}${separator}${digits.slice(3).join("")}`,
    );
}
