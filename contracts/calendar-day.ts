import { z } from "zod";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The days a filter may name (the inbox's, the audit log's). Every record arrived long after the first and will
 * long before the last; past them lie days the server cannot compute with (the day after 9999-12-31 has a
 * five-digit year, and PostgreSQL has no year 0), so a date outside is refused here rather than failing in the
 * database (ADR 034).
 */
export const FIRST_FILTER_DAY = "2000-01-01";
export const LAST_FILTER_DAY = "2100-12-31";

/** YYYY-MM-DD naming a day that exists: Date.parse rolls 2026-02-30 over to March, PostgreSQL refuses it. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A query's optional UTC day: blank is no day at all, anything else a real YYYY-MM-DD between the first and the
 * last filter day. The length is bounded before the pattern runs.
 */
export function optionalCalendarDay(messages: { date: string; dateRange: string }) {
  return z
    .string({ error: messages.date })
    .trim()
    .max(10, { error: messages.date, abort: true })
    .refine((value) => value === "" || isCalendarDay(value), { error: messages.date, abort: true })
    .refine((value) => value === "" || (value >= FIRST_FILTER_DAY && value <= LAST_FILTER_DAY), {
      error: messages.dateRange,
    })
    .optional()
    .transform((value) => (value ? value : undefined));
}
