import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { TRIAL_BOOKING_STATUS_LABELS, type TrialBookingStatus } from "#contracts/trial-booking";

/** One tone each, so a glance down the list tells the five apart; the words say it all the same. */
const STATUS_TONES: Record<TrialBookingStatus, BadgeTone> = {
  hold: "warning",
  confirmed: "info",
  attended: "success",
  no_show: "danger",
  cancelled: "neutral",
};

/** A trial's status as the staff area shows it, on the Trials page and the lead page alike. */
export function TrialStatusBadge({ status }: { status: TrialBookingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TRIAL_BOOKING_STATUS_LABELS[status]}</Badge>;
}
