import { Link } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { TableOrCards, tableCell, tableHeaderCell } from "#app/components/ui/table-or-cards.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { formatTimeRange } from "#app/lib/date-time.ts";
import { leadPagePath } from "#contracts/staff-pages";
import { TRIAL_BOOKING_STATUS_LABELS, type TrialBookingStatus } from "#contracts/trial-booking";
import type { StaffTrial } from "#contracts/trial-staff";
import { TrialActions } from "./trial-actions.tsx";
import { trialWhen, visitorTimeText } from "./trial-format.ts";

/** One tone each, so a glance down the list tells the five apart; the words say it all the same. */
const STATUS_TONES: Record<TrialBookingStatus, BadgeTone> = {
  hold: "warning",
  confirmed: "info",
  attended: "success",
  no_show: "danger",
  cancelled: "neutral",
};

function StatusBadge({ status }: { status: TrialBookingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TRIAL_BOOKING_STATUS_LABELS[status]}</Badge>;
}

interface TrialListProps {
  caption: string;
  trials: readonly StaffTrial[];
  now: Date;
  /** The staff member's time zone, the one the page shows times in. */
  timeZone: string;
  call: StaffCall;
  onChanged(trial: StaffTrial): void;
}

/** A day's trials: a table from 1024 px up, a card each below it. */
export function TrialList({ caption, trials, now, timeZone, call, onChanged }: TrialListProps) {
  const time = (trial: StaffTrial) => {
    const yours = formatTimeRange(trial.start, trial.end, timeZone);
    const theirs = visitorTimeText(trial, timeZone);
    return (
      <>
        <time dateTime={trial.start} className="font-medium text-ink">
          {yours}
          {theirs && " your time"}
        </time>
        {theirs && <span className="block text-sm text-ink-muted">{theirs}</span>}
      </>
    );
  };
  const lead = (trial: StaffTrial) => (
    <>
      <Link
        to={leadPagePath("lead", trial.lead.id)}
        className="font-medium break-words text-sage-700 underline underline-offset-4"
      >
        {trial.lead.name}
      </Link>
      {trial.lead.phone && <span className="block text-sm text-ink-muted">{trial.lead.phone}</span>}
    </>
  );
  const actions = (trial: StaffTrial) => (
    <TrialActions
      trial={trial}
      now={now}
      when={trialWhen(trial, timeZone)}
      call={call}
      onChanged={onChanged}
    />
  );

  return (
    <TableOrCards
      caption={caption}
      items={trials}
      keyOf={(trial) => trial.id}
      head={
        <>
          <th scope="col" className={`${tableHeaderCell} w-60`}>
            Time
          </th>
          <th scope="col" className={tableHeaderCell}>
            Lead
          </th>
          <th scope="col" className={`${tableHeaderCell} w-36`}>
            Teacher
          </th>
          <th scope="col" className={`${tableHeaderCell} w-36`}>
            Status
          </th>
          <th scope="col" className={`${tableHeaderCell} w-96`}>
            Actions
          </th>
        </>
      }
      row={(trial) => (
        <>
          <td className={`${tableCell} align-top`}>{time(trial)}</td>
          <th scope="row" className={`${tableCell} text-left align-top font-normal`}>
            {lead(trial)}
          </th>
          <td className={`${tableCell} align-top`}>{trial.teacher.name}</td>
          <td className={`${tableCell} align-top`}>
            <StatusBadge status={trial.status} />
          </td>
          <td className={`${tableCell} align-top`}>{actions(trial)}</td>
        </>
      )}
      card={(trial) => (
        <div className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p>{time(trial)}</p>
            <StatusBadge status={trial.status} />
          </div>
          <p>
            {lead(trial)}
            <span className="block text-sm text-ink-muted">With {trial.teacher.name}</span>
          </p>
          {actions(trial)}
        </div>
      )}
    />
  );
}
