import { useCallback, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import { CancelTrialDialog, changedText, trialWhen } from "#app/features/admin-trials/index.ts";
// Not through the feature's index.ts: that module is in every public page's first load (the shell chunk,
// vite.config.ts), and the picker with its API calls would add ~40 KB gzipped to it; manage-trial.tsx does the same.
import { attempt as trialOutcome } from "#app/features/lead-capture/trial-calls.ts";
import { type ChosenTime, type SlotLoader, TrialPicker } from "#app/features/lead-capture/trial-picker.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { CONNECTION_TROUBLE } from "#app/lib/staff-requests.ts";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import type { LeadDetail } from "#contracts/leads-inbox";
import { phoneTimeZones } from "#contracts/phone-time-zone";
import type { TeacherId } from "#contracts/teachers";
import { isActiveTrial } from "#contracts/trial-booking";
import type { StaffTrial } from "#contracts/trial-staff";

type Step = "book" | "move" | "cancel" | null;

/** What the picker's dialog says and does for a booking or a move. */
interface Picking {
  title: string;
  description: string;
  teacher?: TeacherId;
  timeZone: string;
  busyLabel: string;
  confirmLabel(chosen: ChosenTime): string;
  /** Names the call in the console when it fails. */
  what: string;
  save(start: string, timeZone: string): Promise<StaffTrial>;
  /** The toast once saved. */
  done(trial: StaffTrial): string;
}

/** The zone the lead most likely lives in: their phone's, when it has one zone; the staff member's otherwise. */
function leadTimeZone(lead: LeadDetail): string {
  const zones = lead.phone ? phoneTimeZones(lead.phone) : [];
  return zones.length === 1 && zones[0] ? zones[0] : browserTimeZone();
}

/** Said once the change is saved, in the polite toast (root.tsx's Toaster), which never takes focus. */
async function announce(text: string) {
  const { toast } = await import("sonner");
  toast(text);
}

/**
 * The lead page's trial controls (docs/product/staff-area.md, Lead page), for staff on the phone with the lead:
 * "Book a trial time" with no active trial, "Move" and "Cancel" with one. Booking and moving open the visitor's own
 * picker in a dialog, in the lead's zone, through the staff endpoints; cancelling asks as the Trials page does. When
 * a dialog closes focus comes back to these controls, and the page reads the lead again.
 */
export function LeadTrialControls({
  lead,
  call,
  onChanged,
}: {
  lead: LeadDetail;
  call: StaffCall;
  onChanged(): void;
}) {
  const [step, setStep] = useState<Step>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const cancelling = useAdminAction("Cancelling a lead's trial");
  const loadSlots = useCallback<SlotLoader>(
    (timeZone, teacher) =>
      trialOutcome(
        "Loading trial times",
        () => call(api.staffTrialSlots, { query: teacher ? { timeZone, teacher } : { timeZone } }),
        CONNECTION_TROUBLE,
      ),
    [call],
  );

  const trial = lead.trial;
  const active = trial !== null && isActiveTrial(trial.status);
  // Once it has started by the server's clock a trial keeps its time; it can still be cancelled.
  const movable = active && trial !== null && new Date(trial.start) > new Date(lead.now);

  function saved(changed: StaffTrial, text: string) {
    setStep(null);
    onChanged();
    void announce(text);
    return changed;
  }

  async function cancel() {
    if (!trial) return;
    setStep(null);
    let changed: StaffTrial | undefined;
    const done = await cancelling.run(async () => {
      changed = (
        await call(api.changeStaffTrial, { params: { id: trial.id }, body: { status: "cancelled" } })
      ).trial;
    });
    group.current?.focus();
    if (done && changed) saved(changed, changedText("cancelled", changed));
  }

  const picking = step === "book" || step === "move";
  const staffZone = browserTimeZone();
  // Booking and moving differ only in these: the same picker, the same outcome, the same return of focus.
  const pick: Picking =
    step === "move" && trial
      ? {
          title: `Move ${lead.name}'s trial`,
          description: `Another free time with ${trial.teacher.name}. They are sent an updated invitation.`,
          teacher: trial.teacher.id,
          timeZone: trial.timeZone,
          busyLabel: "Moving…",
          confirmLabel: ({ time, day }) => `Move to ${time} on ${day}`,
          what: "Moving a lead's trial",
          save: async (start, timeZone) =>
            (await call(api.moveStaffTrial, { params: { id: trial.id }, body: { start, timeZone } })).trial,
          done: (moved) =>
            `${lead.name}'s trial is moved to ${trialWhen(moved, staffZone)}; they are sent an updated invitation.`,
        }
      : {
          title: `Book a trial for ${lead.name}`,
          description: "Confirmed at once: they are sent the confirmation with a calendar invitation.",
          timeZone: leadTimeZone(lead),
          busyLabel: "Booking…",
          confirmLabel: ({ time, day, teacherName }) =>
            `Book ${time} on ${day}${teacherName ? ` with ${teacherName}` : ""}`,
          what: "Booking a lead's trial",
          save: async (start, timeZone) =>
            (await call(api.staffBookTrial, { params: { id: lead.id }, body: { start, timeZone } })).trial,
          done: (booked) =>
            `${lead.name}'s trial is booked with ${booked.teacher.name}, ${trialWhen(booked, staffZone)}; they are sent a confirmation.`,
        };

  return (
    <fieldset
      ref={group}
      aria-label={`${lead.name}'s trial`}
      tabIndex={-1}
      aria-busy={cancelling.busy}
      className="mt-2 min-w-0 space-y-2 outline-none"
    >
      <div className="flex flex-wrap gap-2">
        {!active && (
          <Button variant="secondary" className="px-3.5 py-1.5" onClick={() => setStep("book")}>
            Book a trial time
          </Button>
        )}
        {movable && (
          <Button variant="secondary" className="px-3.5 py-1.5" onClick={() => setStep("move")}>
            Move
          </Button>
        )}
        {active && (
          <Button
            variant="ghost"
            className="px-3.5 py-1.5"
            disabled={cancelling.busy}
            onClick={() => setStep("cancel")}
          >
            Cancel
          </Button>
        )}
      </div>
      {cancelling.error && (
        <FormError key={cancelling.error.attempt} id={`lead-trial-error-${lead.id}`}>
          {cancelling.error.text}
        </FormError>
      )}

      <Dialog open={picking} onOpenChange={(open) => !open && setStep(null)}>
        <DialogContent
          closeLabel="Close without changing the trial"
          onCloseAutoFocus={(event) => {
            // The button that opened it may be gone (Book became Move): focus returns to the trial's controls.
            event.preventDefault();
            group.current?.focus();
          }}
        >
          <DialogTitle>{pick.title}</DialogTitle>
          <DialogDescription>{pick.description}</DialogDescription>
          <div className="mt-5">
            <TrialPicker
              // A new picker for each step: its zone and times start afresh.
              key={step ?? "closed"}
              {...(pick.teacher ? { teacher: pick.teacher } : {})}
              initialTimeZone={pick.timeZone}
              zoneLabel="The lead's time zone"
              loadSlots={loadSlots}
              busyLabel={pick.busyLabel}
              confirmLabel={pick.confirmLabel}
              onConfirm={async (slot, timeZone) => {
                const outcome = await trialOutcome(
                  pick.what,
                  async () => {
                    const changed = await pick.save(slot.start, timeZone);
                    return saved(changed, pick.done(changed));
                  },
                  CONNECTION_TROUBLE,
                );
                // A refusal often means the trial changed elsewhere: the page behind the dialog catches up.
                if (!outcome.ok) onChanged();
                return outcome;
              }}
            />
          </div>
        </DialogContent>
      </Dialog>

      {trial && (
        <CancelTrialDialog
          trial={{ lead, teacher: trial.teacher }}
          when={trialWhen(trial, staffZone)}
          open={step === "cancel"}
          onConfirm={() => void cancel()}
          onClose={() => setStep(null)}
        />
      )}
    </fieldset>
  );
}
