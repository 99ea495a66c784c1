import { canonicalTimeZone } from "#contracts/trial-booking";

/**
 * The browser's time zone and the zones people choose from, for every page that shows or takes one: the trial picker,
 * the manage page, the Trials page, the lead page and the teachers' hours (docs/decisions/050).
 */

/** The zone times are shown in when the browser names none we know (docs/product/trial-booking.md). */
const FALLBACK_TIME_ZONE = "UTC";

/** A reported zone in its canonical spelling, or UTC when it is not a real one. */
export function detectedTimeZone(reported: string | undefined): string {
  return (reported && canonicalTimeZone(reported)) || FALLBACK_TIME_ZONE;
}

/** The zone this browser is in. */
export function browserTimeZone(): string {
  return detectedTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Every zone the browser knows (none where it cannot list them). */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** The zones a person can choose from: `first` (theirs, or the one already chosen), then every other one in order. */
export function timeZoneChoices(
  first: string,
  supported: readonly string[] = supportedTimeZones(),
): string[] {
  const others = supported.filter((zone) => zone !== first).sort((a, b) => a.localeCompare(b));
  return [first, ...others];
}

/** A zone as a person reads it: "America/New_York" is "America/New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}
