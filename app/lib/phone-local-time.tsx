import { Clock, MoonStar } from "lucide-react";
import { useEffect, useState } from "react";
import { type PhoneLocalTime, phoneLocalTime } from "#contracts/phone-time-zone";
import { localTimeNote, QUIET_HOURS_MESSAGES } from "#contracts/quiet-hours";

const MINUTE_MS = 60_000;

/** The current time, renewed as each minute begins, so a wall-clock time on screen stays true. */
function useCurrentMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    function waitForNextMinute() {
      timer = setTimeout(
        () => {
          setNow(new Date());
          waitForNextMinute();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    }
    waitForNextMinute();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** A phone number's local time now, kept current minute by minute; undefined when its zone is unknown. */
function usePhoneLocalTime(phone: string): PhoneLocalTime | undefined {
  return phoneLocalTime(phone, useCurrentMinute());
}

/**
 * Under a phone number on the lead page and in the tools: "Local time for this number: 14:05
 * (America/Chicago)" or "Local time unknown", marked when it is outside calling hours there.
 */
export function PhoneLocalTimeNote({ phone }: { phone: string }) {
  const local = usePhoneLocalTime(phone);
  return (
    <span className="mt-1.5 flex items-start gap-2">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="flex min-w-0 flex-wrap items-center gap-x-2">
        <span>{localTimeNote(local)}</span>
        {local && !local.withinCallingHours && (
          <span className="inline-flex items-start gap-1 font-semibold text-clay-700">
            <MoonStar aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {QUIET_HOURS_MESSAGES.outside}
          </span>
        )}
      </span>
    </span>
  );
}
