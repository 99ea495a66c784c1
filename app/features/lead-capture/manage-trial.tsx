import { CalendarX2 } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import { TRIAL_BOOKING_MESSAGES } from "#contracts/trial-booking";
import { CallUsLink } from "./call-us-link.tsx";
import { cancelTrial, type ManagedTrial, rescheduleTrial, viewManagedTrial } from "./trial-calls.ts";
import { TrialPicker } from "./trial-picker.tsx";
import { TrialSummary } from "./trial-summary.tsx";

export const MANAGE_TRIAL_HEADING = "Your trial class";

/** The manage token from the page's fragment (`#token=…`), which browsers never send to the server. */
export function manageTokenFrom(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim() || undefined;
}

type Page =
  | { state: "reading" }
  | { state: "refused"; message: string }
  | { state: "ready"; token: string; trial: ManagedTrial; action: Action };

/** What the visitor is doing with a changeable booking, and what they last did. */
type Action = "none" | "moving" | "cancelling" | "moved" | "cancelled";

const DONE_LINES: Partial<Record<Action, string>> = {
  moved: "Your trial has been moved. An e-mail with the new time is on its way.",
  cancelled: "Your trial has been cancelled. An e-mail confirming it is on its way.",
};

/**
 * The page an e-mailed manage link opens (docs/product/trial-booking.md, Managing a booking): the booking, in the zone
 * it was booked in and the visitor's own; moving it to another of the teacher's free times; cancelling it after a
 * confirm step. A link the server refuses reads its sentence, with the phone number beside it.
 */
/** A step of the page (moving, cancelling): its heading takes focus when the step opens. */
function StepSection({
  id,
  title,
  focusTarget,
  children,
}: {
  id: string;
  title: string;
  focusTarget: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-sand-200 pt-6">
      <h2
        id={id}
        ref={(node) => {
          focusTarget.current = node;
        }}
        tabIndex={-1}
        className="font-serif text-xl font-semibold text-ink outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ManageTrial() {
  const [page, setPage] = useState<Page>({ state: "reading" });
  const [viewerTimeZone] = useState(browserTimeZone);
  const [cancelRefusal, setCancelRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const actions = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const token = manageTokenFrom(window.location.hash);
    if (!token) {
      setPage({ state: "refused", message: TRIAL_BOOKING_MESSAGES.linkInvalid });
      return;
    }
    let cancelled = false;
    void viewManagedTrial(token).then((outcome) => {
      if (cancelled) return;
      setPage(
        outcome.ok
          ? { state: "ready", token, trial: outcome.value, action: "none" }
          : { state: "refused", message: outcome.message },
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const action = page.state === "ready" ? page.action : "none";
  const hasActed = useRef(false);
  // Each step replaces the controls that led to it: focus goes where the visitor reads or acts next.
  useEffect(() => {
    if (action === "none" && !hasActed.current) return;
    hasActed.current = true;
    const target = action === "none" ? actions.current?.querySelector("button") : focusTarget.current;
    target?.focus();
  }, [action]);

  if (page.state === "reading") {
    return (
      <p role="status" className="text-center text-ink-muted">
        Loading your booking…
      </p>
    );
  }

  if (page.state === "refused") {
    return (
      <div className="space-y-4 text-center">
        <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-clay-600" strokeWidth={1.5} />
        <p role="alert" className="text-lg text-ink">
          {page.message}
        </p>
        <CallUsLink />
      </div>
    );
  }

  const { token, trial } = page;
  const setAction = (next: Action, changed: ManagedTrial = trial) => {
    setCancelRefusal(null);
    setPage({ state: "ready", token, trial: changed, action: next });
  };

  async function confirmCancel() {
    setBusy(true);
    const outcome = await cancelTrial(token);
    setBusy(false);
    if (outcome.ok) setAction("cancelled", outcome.value);
    else setCancelRefusal(outcome.message);
  }

  const done = DONE_LINES[page.action];
  const changeable = trial.changeable && trial.booking.status !== "cancelled";

  return (
    <div className="space-y-6">
      {done && (
        <p
          ref={(node) => {
            focusTarget.current = node;
          }}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-sage-50 px-4 py-3 font-semibold text-sage-800 outline-none"
        >
          {done}
        </p>
      )}
      <TrialSummary booking={trial.booking} viewerTimeZone={viewerTimeZone} />
      {trial.booking.status === "cancelled" && page.action !== "cancelled" && (
        <p className="text-ink">This trial has been cancelled.</p>
      )}
      {!changeable && trial.booking.status !== "cancelled" && (
        <p className="text-ink">{TRIAL_BOOKING_MESSAGES.notChangeable}</p>
      )}

      {changeable && page.action === "moving" && (
        <StepSection
          id="move-trial-heading"
          title={`Choose a new time with ${trial.booking.teacher.name}`}
          focusTarget={focusTarget}
        >
          <TrialPicker
            teacher={trial.booking.teacher.id}
            busyLabel="Moving…"
            confirmLabel={({ time, day }) => `Move to ${time} on ${day}`}
            onConfirm={async (slot, timeZone) => {
              const outcome = await rescheduleTrial({ token, start: slot.start, timeZone });
              if (outcome.ok) setAction("moved", outcome.value);
              return outcome;
            }}
          />
          <div className="text-center">
            <Button variant="ghost" onClick={() => setAction("none")}>
              Keep my current time
            </Button>
          </div>
        </StepSection>
      )}

      {changeable && page.action === "cancelling" && (
        <StepSection id="cancel-trial-heading" title="Cancel this trial?" focusTarget={focusTarget}>
          <p className="text-ink-muted">
            You can book a new time with us whenever you like, online or by phone.
          </p>
          {cancelRefusal && <FormError id="cancel-trial-refusal">{cancelRefusal}</FormError>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="lg" disabled={busy} onClick={() => setAction("none")}>
              Keep my trial
            </Button>
            <Button size="lg" disabled={busy} aria-busy={busy} onClick={() => void confirmCancel()}>
              {busy ? "Cancelling…" : "Yes, cancel my trial"}
            </Button>
          </div>
        </StepSection>
      )}

      {changeable && (page.action === "none" || page.action === "moved") && (
        <div ref={actions} className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => setAction("moving")}>
            Move to another time
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setAction("cancelling")}>
            Cancel my trial
          </Button>
        </div>
      )}
      <CallUsLink />
    </div>
  );
}
