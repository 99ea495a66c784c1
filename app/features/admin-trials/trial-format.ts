import { calendarDayIn, formatTimeRange } from "#app/lib/date-time.ts";
import type { StaffTrial, StaffTrialChange } from "#contracts/trial-staff";

const shortDay = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone });

/** "Fri, Nov 27, 9:00 – 10:00 AM" in `timeZone`: a trial named apart from the others of a week. */
export function trialWhen(trial: Pick<StaffTrial, "start" | "end">, timeZone: string): string {
  const day = shortDay(timeZone).format(new Date(trial.start));
  return `${day}, ${formatTimeRange(trial.start, trial.end, timeZone)}`;
}

/**
 * The visitor's side of a trial's time, when it reads differently from the staff member's: "7:30 – 8:30 PM for the
 * visitor (Asia/Kolkata)", with the visitor's day in front when it is another day there.
 */
export function visitorTimeText(trial: StaffTrial, staffZone: string): string | undefined {
  if (trial.timeZone === staffZone) return undefined;
  const theirs = formatTimeRange(trial.start, trial.end, trial.timeZone);
  const start = new Date(trial.start);
  const sameDay = calendarDayIn(start, trial.timeZone) === calendarDayIn(start, staffZone);
  if (sameDay && theirs === formatTimeRange(trial.start, trial.end, staffZone)) return undefined;
  const day = sameDay ? "" : `${shortDay(trial.timeZone).format(start)}, `;
  return `${day}${theirs} for the visitor (${trial.timeZone})`;
}

/** What a change did, said once it is saved. */
export function changedText(change: StaffTrialChange, trial: StaffTrial): string {
  const { name } = trial.lead;
  switch (change) {
    case "confirmed":
      return `${name}'s trial is confirmed; they are sent an updated invitation.`;
    case "attended":
      return `${name}'s trial is marked attended.`;
    case "no_show":
      return `${name}'s trial is marked as a no-show.`;
    case "cancelled":
      return `${name}'s trial is cancelled; they are sent a cancellation.`;
  }
}
