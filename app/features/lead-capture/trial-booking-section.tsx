import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { TeacherId } from "#contracts/teachers";
import type { TrialBooking, TrialBookingStatus } from "#contracts/trial-booking";
import { trialTeacherLine } from "./lead-modal-copy.ts";
import { bookTrial } from "./trial-calls.ts";
import { TrialPicker } from "./trial-picker.tsx";
import { TrialSummary } from "./trial-summary.tsx";

export const PICK_A_TIME_HEADING = "Pick a time for your trial";
export const TRIAL_BOOKED_HEADING = "Your trial is booked";
export const SKIP_PICKING = "Skip — just call me";

/** What the visitor is told about a booking they just made, by its status. */
export function bookedStatusLine(status: TrialBookingStatus): string {
  return status === "confirmed" ? "Confirmed. See you there!" : "Held for you — we'll confirm it shortly.";
}

type Step = { step: "picking" } | { step: "skipped" } | { step: "booked"; booking: TrialBooking };

/**
 * Under the lead modal's thank-you view: the visitor picks a trial time for the lead just stored, or skips and keeps
 * the call-back. Loaded only once that view shows, so the picker's code stays out of every page's first load.
 */
export default function TrialBookingSection({
  bookingToken,
  teacher,
}: {
  bookingToken: string;
  teacher?: TeacherId;
}) {
  const headingId = useId();
  const [step, setStep] = useState<Step>({ step: "picking" });
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const skippedLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step.step === "booked") bookedHeading.current?.focus();
    if (step.step === "skipped") skippedLine.current?.focus();
  }, [step.step]);

  if (step.step === "booked") {
    return (
      <section aria-labelledby={headingId} className="mt-6 space-y-4 border-t border-sand-200 pt-6 text-left">
        <h3
          id={headingId}
          ref={bookedHeading}
          tabIndex={-1}
          className="font-serif text-xl font-semibold text-ink outline-none"
        >
          {TRIAL_BOOKED_HEADING}
        </h3>
        <TrialSummary booking={step.booking} />
        <p className="font-semibold text-sage-800">{bookedStatusLine(step.booking.status)}</p>
        <p className="text-sm text-ink-muted">
          An e-mail with the details is on its way, with a link to move or cancel your trial.
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-4 border-t border-sand-200 pt-6 text-left">
      <h3 id={headingId} className="font-serif text-xl font-semibold text-ink">
        {PICK_A_TIME_HEADING}
      </h3>
      {teacher && <p className="text-sm text-ink-muted">{trialTeacherLine(teacher)}</p>}
      {step.step === "skipped" ? (
        <>
          <p ref={skippedLine} tabIndex={-1} className="text-sm text-ink outline-none">
            No problem: we'll call you to find a time.
          </p>
          <Button variant="ghost" onClick={() => setStep({ step: "picking" })}>
            Show the times again
          </Button>
        </>
      ) : (
        <>
          <TrialPicker
            teacher={teacher}
            busyLabel="Booking…"
            confirmLabel={({ time, day, teacherName: name }) =>
              name ? `Book ${time} on ${day} with ${name}` : `Book ${time} on ${day}`
            }
            onConfirm={async (slot, timeZone) => {
              const outcome = await bookTrial({ bookingToken, start: slot.start, teacher, timeZone });
              if (outcome.ok) setStep({ step: "booked", booking: outcome.value });
              return outcome;
            }}
          />
          <div className="text-center">
            <Button variant="ghost" onClick={() => setStep({ step: "skipped" })}>
              {SKIP_PICKING}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
