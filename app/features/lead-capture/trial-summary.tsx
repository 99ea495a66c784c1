import { CalendarClock } from "lucide-react";
import { timeZoneLabel } from "#app/lib/time-zones.ts";
import type { TrialBooking } from "#contracts/trial-booking";
import { formatLongDate, formatTime, zoneLongName } from "./trial-times.ts";

/** "Tuesday, December 1, 2026 · 9:30 AM – 10:00 AM", and the zone by name, as seen from `timeZone`. */
function TimeInZone({ booking, timeZone }: { booking: TrialBooking; timeZone: string }) {
  return (
    <>
      <p className="font-semibold text-ink">{formatLongDate(booking.start, timeZone)}</p>
      <p className="text-ink">
        {formatTime(booking.start, timeZone)} – {formatTime(booking.end, timeZone)}
      </p>
      <p className="text-sm text-ink-muted">
        {zoneLongName(booking.start, timeZone)} ({timeZoneLabel(timeZone)})
      </p>
    </>
  );
}

/**
 * A booked trial: its teacher and time in the zone it was booked in; when the visitor now reads it from another zone
 * (`viewerTimeZone`), the time there as well.
 */
export function TrialSummary({
  booking,
  viewerTimeZone,
}: {
  booking: TrialBooking;
  viewerTimeZone?: string;
}) {
  const elsewhere = viewerTimeZone && viewerTimeZone !== booking.timeZone ? viewerTimeZone : undefined;
  return (
    <div className="flex gap-4 rounded-2xl bg-sand-100 p-5 text-left">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sage-700" />
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-ink-muted">
          Trial class with <span className="font-semibold text-ink">{booking.teacher.name}</span>
        </p>
        <TimeInZone booking={booking} timeZone={booking.timeZone} />
        {elsewhere && (
          <div className="mt-3 border-t border-sand-300 pt-3">
            <p className="text-sm text-ink-muted">Where you are now:</p>
            <TimeInZone booking={booking} timeZone={elsewhere} />
          </div>
        )}
      </div>
    </div>
  );
}
