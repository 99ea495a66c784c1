import { addCalendarDays, calendarDayIn } from "#app/lib/date-time.ts";
import { isCalendarDay } from "#contracts/calendar-day";
import type { StaffTrial, StaffTrialChange } from "#contracts/trial-staff";
import { TRIAL_STAFF_MESSAGES } from "#contracts/trial-staff";

/** One day or seven, from a day in the staff member's own time zone: `?view=week&from=2026-11-27`. */
export interface TrialsView {
  span: "day" | "week";
  from: string;
}

const SPAN_DAYS = { day: 1, week: 7 } as const;

/** What the address asks for; a missing or unreadable part is today's day view. */
export function viewFromSearch(params: URLSearchParams, today: string): TrialsView {
  const from = params.get("from") ?? "";
  return {
    span: params.get("view") === "week" ? "week" : "day",
    from: isCalendarDay(from) ? from : today,
  };
}

export function searchFromView({ span, from }: TrialsView): string {
  return `?${new URLSearchParams({ view: span, from })}`;
}

/** The view one step earlier (-1) or later (1): the day before or after, or the week. */
export function stepView(view: TrialsView, direction: -1 | 1): TrialsView {
  return { ...view, from: addCalendarDays(view.from, direction * SPAN_DAYS[view.span]) };
}

export function trialsQuery({ span, from }: TrialsView, timeZone: string) {
  return { from, days: SPAN_DAYS[span], timeZone };
}

/** The view's last day, for the week's heading. */
export function lastDayOf({ span, from }: TrialsView): string {
  return addCalendarDays(from, SPAN_DAYS[span] - 1);
}

export interface TrialDay {
  day: string;
  trials: StaffTrial[];
}

/** The trials by the day they start on in `timeZone`, in the order given (the server's: earliest first). */
export function groupByDay(trials: readonly StaffTrial[], timeZone: string): TrialDay[] {
  const days = new Map<string, StaffTrial[]>();
  for (const trial of trials) {
    const day = calendarDayIn(new Date(trial.start), timeZone);
    days.set(day, [...(days.get(day) ?? []), trial]);
  }
  return [...days].map(([day, dayTrials]) => ({ day, trials: dayTrials }));
}

export interface TrialAction {
  change: StaffTrialChange;
  label: string;
  /** Why it cannot be done yet; the server would refuse it with these words. */
  blocked?: string;
}

/**
 * What staff can do with a trial as it stands, by the server's rules (docs/product/staff-area.md, Trials): confirm a
 * hold; once a confirmed trial has started, mark it attended or a no-show (and correct one to the other); cancel a
 * hold or a confirmed trial. `now` is the server's clock.
 */
export function trialActions(trial: StaffTrial, now: Date): TrialAction[] {
  const started = Date.parse(trial.start) <= now.getTime();
  const attendance = (change: "attended" | "no_show", label: string): TrialAction =>
    started ? { change, label } : { change, label, blocked: TRIAL_STAFF_MESSAGES.notYet };
  switch (trial.status) {
    case "hold":
      return [
        { change: "confirmed", label: "Confirm" },
        { change: "cancelled", label: "Cancel" },
      ];
    case "confirmed":
      return [
        attendance("attended", "Attended"),
        attendance("no_show", "No-show"),
        { change: "cancelled", label: "Cancel" },
      ];
    case "attended":
      return [attendance("no_show", "No-show")];
    case "no_show":
      return [attendance("attended", "Attended")];
    case "cancelled":
      return [];
  }
}
