import type { Country } from "#contracts/countries";

const DIAL_CODE_QUERY = /^\+?\d*$/;

/**
 * Countries whose name contains the query (any case) or whose dial code starts with it, with or
 * without the '+'. An empty query lists every country.
 */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...countries];
  const dialDigits = DIAL_CODE_QUERY.test(wanted) ? wanted.replace(/^\+/, "") : undefined;
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(wanted) ||
      (dialDigits !== undefined && country.code.replace(/^\+/, "").startsWith(dialDigits)),
  );
}
