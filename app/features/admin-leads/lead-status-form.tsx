import { type FormEvent, useEffect, useState } from "react";
import * as api from "../../../contracts/api.ts";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadStatus,
} from "../../../contracts/leads-inbox.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormError, inputClasses, labelClasses } from "../../components/ui/field.tsx";
import type { StaffCall } from "../../lib/api.ts";
import { useAdminAction } from "./use-admin-action.ts";

/** The lead's place in the funnel: pick one and save; the timeline then shows the change. */
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
  const [saved, setSaved] = useState<{ status: LeadStatus; attempt: number } | null>(null);

  // A send from a tool or another member of staff may have moved it; follow what the server says.
  useEffect(() => setStatus(lead.status), [lead.status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const chosen = status;
    const params = { kind: lead.kind, id: lead.id };
    const done = await run(() => call(api.changeLeadStatus, { params, body: { status: chosen } }));
    if (!done) return;
    setSaved({ status: chosen, attempt: Date.now() });
    onSaved();
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={saving} className="space-y-3">
      <label htmlFor="lead-status" className={labelClasses}>
        Status
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="lead-status"
          value={status}
          disabled={saving}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          className={`${inputClasses} w-auto min-w-44 flex-1 py-2.5 sm:flex-none`}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={saving || status === lead.status}>
          {saving ? "Saving..." : "Save status"}
        </Button>
      </div>
      {saved && (
        <p key={saved.attempt} role="status" className="text-sm font-medium text-sage-800">
          Status saved: {LEAD_STATUS_LABELS[saved.status]}.
        </p>
      )}
      {error && (
        <FormError key={error.attempt} id="lead-status-error">
          {error.text}
        </FormError>
      )}
    </form>
  );
}
