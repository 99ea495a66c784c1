import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The response promise (RESPONSE_PROMISE_HOURS) and the clock due times are read against: the server's,
 * so a row's due time, the `overdue` filter and the time the browser counts from all agree (ADR 021).
 */
export interface ResponsePromise {
  hours: number;
  now(): Date;
}

export function responsePromise(hours: number): ResponsePromise {
  return { hours, now: () => new Date() };
}

const HOUR = 3_600_000;

/**
 * Waiting for the first contact: none recorded and the status still New. A lead staff moved on by hand
 * (reached by their own phone, or Lost) is not waiting; the partial index on created_at where
 * first_contacted_at is null answers this.
 */
export function waitingSql(table: { status: SQLWrapper; firstContactedAt: SQLWrapper }): SQL<boolean> {
  return sql<boolean>`(${table.firstContactedAt} is null and ${table.status} = 'new')`;
}

/** A waiting lead's due time: its arrival plus the promise. */
export function dueAt(createdAt: Date, promise: ResponsePromise): Date {
  return new Date(createdAt.getTime() + promise.hours * HOUR);
}

/** A waiting lead that arrived before this is overdue at `now`; one due exactly at `now` is not yet. */
export function overdueBefore(now: Date, promise: ResponsePromise): Date {
  return new Date(now.getTime() - promise.hours * HOUR);
}
