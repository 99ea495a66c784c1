import { callApi, refusalOf } from "#app/lib/api.ts";
import * as api from "#contracts/api-visitor";
import type { TeacherId } from "#contracts/teachers";
import type { TrialBooking, TrialSlots } from "#contracts/trial-booking";

/** Said when the studio could not be reached or failed without explaining why. */
export const TRIAL_CALL_FAILED = "We couldn't reach the studio just now. Please try again, or call us.";

/** A booking call's outcome: the booking, or the sentence to show the visitor. */
export type TrialOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a trial call and turns a failure into one plain sentence: the server's own when it refused (a taken time, an
 * expired link…), a general one otherwise (`failed`: the visitor's unless staff are calling), logged with its cause.
 */
export async function attempt<T>(
  what: string,
  call: () => Promise<T>,
  failed: string = TRIAL_CALL_FAILED,
): Promise<TrialOutcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, message: refusal.message };
    console.error(`${what} failed`, error);
    return { ok: false, message: failed };
  }
}

export function loadTrialSlots(
  timeZone: string,
  teacher: TeacherId | undefined,
): Promise<TrialOutcome<TrialSlots>> {
  return attempt("Loading trial times", () =>
    callApi(api.trialSlots, { query: teacher ? { timeZone, teacher } : { timeZone } }),
  );
}

export function bookTrial(request: {
  bookingToken: string;
  start: string;
  teacher?: TeacherId;
  timeZone: string;
}): Promise<TrialOutcome<TrialBooking>> {
  return attempt("Booking a trial", async () => (await callApi(api.bookTrial, { body: request })).booking);
}

export interface ManagedTrial {
  booking: TrialBooking;
  changeable: boolean;
}

export function viewManagedTrial(token: string): Promise<TrialOutcome<ManagedTrial>> {
  return attempt("Reading a managed trial", () => callApi(api.viewManagedTrial, { body: { token } }));
}

export function rescheduleTrial(request: {
  token: string;
  start: string;
  timeZone: string;
}): Promise<TrialOutcome<ManagedTrial>> {
  return attempt("Moving a trial", () => callApi(api.rescheduleTrial, { body: request }));
}

export function cancelTrial(token: string): Promise<TrialOutcome<ManagedTrial>> {
  return attempt("Cancelling a trial", () => callApi(api.cancelTrial, { body: { token } }));
}
