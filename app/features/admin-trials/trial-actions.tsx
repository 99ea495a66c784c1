import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import type { StaffTrial, StaffTrialChange } from "#contracts/trial-staff";
import { CancelTrialDialog } from "./cancel-trial-dialog.tsx";
import { changedText } from "./trial-format.ts";
import { type TrialAction, trialActions } from "./trials-view.ts";

interface TrialActionsProps {
  trial: StaffTrial;
  /** The server's clock, which decides whether the trial has started. */
  now: Date;
  /** The trial's time as the staff member reads it, for the buttons' names and the cancel dialog. */
  when: string;
  call: StaffCall;
  onChanged(trial: StaffTrial): void;
}

/**
 * The changes a trial's status allows, each saved at once but a cancellation, which is asked about first. The
 * outcome is announced by the toast (a polite live region); a refusal shows the server's words under the buttons.
 */
export function TrialActions({ trial, now, when, call, onChanged }: TrialActionsProps) {
  const { busy, error, run } = useAdminAction("Changing a trial's status");
  const [asking, setAsking] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);
  const reasonId = useId();
  const errorId = useId();
  const actions = trialActions(trial, now);
  const blocked = actions.find((action) => action.blocked)?.blocked;

  async function change(to: StaffTrialChange) {
    setAsking(false);
    const params = { id: trial.id };
    let saved: StaffTrial | undefined;
    const done = await run(async () => {
      saved = (await call(api.changeStaffTrial, { params, body: { status: to } })).trial;
    });
    // The button pressed may be gone with the old status; focus stays with this trial's actions.
    group.current?.focus();
    if (!done || !saved) return;
    onChanged(saved);
    // Loaded on use, as the lead page's status toast is: root.tsx's Toaster has it already.
    const { toast } = await import("sonner");
    toast(changedText(to, saved));
  }

  const press = (action: TrialAction) =>
    action.change === "cancelled" ? setAsking(true) : void change(action.change);

  if (actions.length === 0) return null;
  return (
    <fieldset ref={group} tabIndex={-1} aria-busy={busy} className="min-w-0 space-y-2 outline-none">
      <legend className="sr-only">Change {trial.lead.name}'s trial</legend>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.change}
            variant={action.change === "cancelled" ? "ghost" : "secondary"}
            className="px-3.5 py-1.5"
            disabled={busy || action.blocked !== undefined}
            aria-label={`${action.label}: ${trial.lead.name}, ${when}`}
            {...(action.blocked ? { "aria-describedby": reasonId } : {})}
            onClick={() => press(action)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {blocked && (
        <p id={reasonId} className="text-sm text-ink-muted">
          {blocked}
        </p>
      )}
      {error && (
        <FormError key={error.attempt} id={errorId}>
          {error.text}
        </FormError>
      )}
      <CancelTrialDialog
        trial={trial}
        when={when}
        open={asking}
        onConfirm={() => void change("cancelled")}
        onClose={() => setAsking(false)}
      />
    </fieldset>
  );
}
