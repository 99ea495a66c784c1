import { useEffect, useRef, useState } from "react";
import { FormError, inputClasses, labelClasses } from "#app/components/ui/field.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import { LEAD_STATUS_LABELS, type LeadDetail, type LeadStatus } from "#contracts/leads-inbox";
import { StatusOptions } from "./lead-options.tsx";

/** Long enough to read the toast and reach its Undo. */
const UNDO_MS = 8000;

/**
 * The lead's place in the funnel, saved as soon as another is picked (docs/product/staff-area.md, Lead page). The
 * toast that confirms it offers Undo, which saves the previous status through the same endpoint, so the
 * timeline and the audit log show both changes. The toast is a polite live region: focus stays put.
 */
export function LeadStatusForm({
  lead,
  call,
  onSaved,
}: {
  lead: LeadDetail;
  call: StaffCall;
  onSaved(): void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const { busy: saving, error, run } = useAdminAction("Saving the lead's status");
  const select = useRef<HTMLSelectElement>(null);
  // One toast at a time, the newest change's. Each gets its own id: re-using one id lets a toast that is
  // leaving (after its Undo was pressed) take the next message away with it.
  const shownToast = useRef<string | number | undefined>(undefined);

  // A send from a tool or another member of staff may have moved it; follow what the server says.
  useEffect(() => setStatus(lead.status), [lead.status]);

  // The toast and its Undo belong to this lead's page: leaving it (or opening another lead) takes them
  // away, so they never cover the next page's fields on a phone (docs/product/staff-area.md, Lead page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lead's id is what ends the toast's page
  useEffect(
    () => () => {
      const shown = shownToast.current;
      if (shown === undefined) return;
      shownToast.current = undefined;
      void import("sonner").then(({ toast }) => toast.dismiss(shown));
    },
    [lead.kind, lead.id],
  );

  async function change(next: LeadStatus, previous: LeadStatus, undoable: boolean) {
    setStatus(next);
    const params = { kind: lead.kind, id: lead.id };
    const done = await run(() => call(api.changeLeadStatus, { params, body: { status: next } }));
    if (!done) {
      setStatus(previous);
      return;
    }
    onSaved();
    // Loaded on use: root.tsx's Toaster has it already, and a static import would lengthen the route
    // manifest that every public page loads (README, JavaScript budget).
    const { toast } = await import("sonner");
    const label = LEAD_STATUS_LABELS[next];
    if (shownToast.current !== undefined) toast.dismiss(shownToast.current);
    if (!undoable) {
      shownToast.current = toast(`Status changed back to ${label}.`, { duration: UNDO_MS });
      return;
    }
    shownToast.current = toast(`Status changed to ${label}.`, {
      duration: UNDO_MS,
      action: {
        label: "Undo",
        onClick: () => {
          // The toast and its button go; focus returns to the status it undid, not to the page's top.
          select.current?.focus();
          void change(previous, next, false);
        },
      },
    });
  }

  return (
    <div aria-busy={saving} className="space-y-3">
      <label htmlFor="lead-status" className={labelClasses}>
        Status
      </label>
      <select
        ref={select}
        id="lead-status"
        value={status}
        aria-describedby="lead-status-hint"
        onChange={(event) => void change(event.target.value as LeadStatus, status, true)}
        className={`${inputClasses} w-full py-2.5 sm:w-auto sm:min-w-56`}
      >
        <StatusOptions />
      </select>
      <p id="lead-status-hint" className="text-sm text-ink-muted">
        {saving ? "Saving..." : "Saved as soon as you pick one; the message that follows can undo it."}
      </p>
      {error && (
        <FormError key={error.attempt} id="lead-status-error">
          {error.text}
        </FormError>
      )}
    </div>
  );
}
