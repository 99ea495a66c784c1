import { z } from "zod";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** YYYY-MM-DD naming a day that exists: Date.parse rolls 2026-02-30 over to March, PostgreSQL refuses it. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A query's optional UTC day: blank is no day at all, anything else must be a real YYYY-MM-DD. */
export function optionalCalendarDay(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || isCalendarDay(value), { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}
