import { toE164 } from "./phone.ts";
import { PHONE_TIME_ZONE_PREFIXES } from "./phone-time-zone-data.ts";

/**
 * Calling hours at the called party's location (47 CFR 64.1200(c)(1): no telephone solicitation before 8 am or
 * after 9 pm). A call or message may start from 08:00 up to, not including, 21:00: 20:59 is inside, 21:00 is
 * not. Wall-clock minutes decide, so a whole minute is in or out. docs/decisions/023-quiet-hours.md
 */
export const CALLING_HOURS = { from: "08:00", until: "21:00" } as const;
/** Calling hours as minutes of the local day: from the first, until (not including) the end. */
export const FIRST_CALLING_MINUTE = 8 * 60;
export const END_CALLING_MINUTE = 21 * 60;

const ZONES_BY_PREFIX = new Map<string, readonly string[]>(
  PHONE_TIME_ZONE_PREFIXES.flatMap(([zones, prefixes]) =>
    prefixes.split(" ").map((prefix) => [prefix, zones] as const),
  ),
);
const LONGEST_PREFIX = Math.max(...[...ZONES_BY_PREFIX.keys()].map((prefix) => prefix.length));

/**
 * The IANA time zones the phone number lies in, from its country code and (North America) area code and
 * exchange; several where the number's prefix straddles a zone line; none when unknown: a country we have no
 * data for (only +1 and +91 are covered), a North American area code not in the data, or no readable number.
 */
export function phoneTimeZones(phone: string): readonly string[] {
  const digits = toE164(phone)?.slice(1);
  if (!digits) return [];
  for (let length = Math.min(LONGEST_PREFIX, digits.length); length > 0; length -= 1) {
    const zones = ZONES_BY_PREFIX.get(digits.slice(0, length));
    if (zones) return zones;
  }
  return [];
}

/** The wall-clock time in one zone at one instant. */
export interface ZoneTime {
  zone: string;
  /** 24-hour "HH:MM", e.g. "22:40". */
  time: string;
  withinCallingHours: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // h23, not hour12: false, which some engines render as "24:05" just after midnight.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The time in `zone` at `instant`, daylight saving included (the runtime's time-zone database decides). */
export function timeInZone(zone: string, instant: Date): ZoneTime {
  const parts = formatterFor(zone).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const minute = Number(parts.find((part) => part.type === "minute")?.value);
  const minuteOfDay = hour * 60 + minute;
  return {
    zone,
    time: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`,
    withinCallingHours: minuteOfDay >= FIRST_CALLING_MINUTE && minuteOfDay < END_CALLING_MINUTE,
  };
}

/** A number's local time: one entry per zone it may be in. */
export interface PhoneLocalTime {
  times: readonly ZoneTime[];
  /**
   * Only when it is within calling hours in every zone the number may be in: when we cannot tell which
   * side of a zone line the person is on, the stricter reading of the rule applies.
   */
  withinCallingHours: boolean;
}

/** The number's local time at `instant`, or undefined when its zone is unknown (then no hours apply). */
export function phoneLocalTime(phone: string, instant: Date): PhoneLocalTime | undefined {
  const zones = phoneTimeZones(phone);
  if (zones.length === 0) return undefined;
  const times = zones.map((zone) => timeInZone(zone, instant));
  return { times, withinCallingHours: times.every((time) => time.withinCallingHours) };
}

/** Each distinct time with the zones that show it, earliest first. */
function timesWithZones(times: readonly ZoneTime[]): [time: string, zones: string[]][] {
  const zonesByTime = new Map<string, string[]>();
  for (const { time, zone } of times) zonesByTime.set(time, [...(zonesByTime.get(time) ?? []), zone].sort());
  return [...zonesByTime].sort(([a], [b]) => a.localeCompare(b));
}

/** "22:40"; where the zones differ: "20:40 or 21:40". */
export function localTimeText({ times }: PhoneLocalTime): string {
  return timesWithZones(times)
    .map(([time]) => time)
    .join(" or ");
}

/** "14:05 (America/Chicago)"; "13:05 (America/Los_Angeles) or 14:05 (America/Boise)". */
export function localTimeWithZones({ times }: PhoneLocalTime): string {
  return timesWithZones(times)
    .map(([time, zones]) => `${time} (${zones.join(", ")})`)
    .join(" or ");
}
