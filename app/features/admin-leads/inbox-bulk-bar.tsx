import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { LeadStatus, StaffMember } from "#contracts/leads-inbox";
import { OwnerOptions, StatusOptions } from "./lead-options.tsx";

/** What the bar applies to every lead selected: a status, or an owner (null: nobody). */
export type BulkChange = { status: LeadStatus } | { ownerId: string | null };

const compactSelect =
  "rounded-lg border border-sand-300 bg-white py-1.5 pr-7 pl-2 text-sm text-ink focus:border-sage-600 focus:outline-2 focus:outline-sage-600/40";

interface InboxBulkBarProps {
  count: number;
  staff: readonly StaffMember[];
  busy: boolean;
  onApply(change: BulkChange): void;
  onClear(): void;
}

/** Shown while leads are selected: one status or one owner for all of them, or the selection cleared. */
export function InboxBulkBar({ count, staff, busy, onApply, onClear }: InboxBulkBarProps) {
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const [owner, setOwner] = useState("");
  const id = useId();
  return (
    <section
      aria-label="Change the selected leads"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-sage-50 px-3 py-2 text-sm"
    >
      <p className="font-semibold text-ink" aria-live="polite">
        {count} selected
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          className={compactSelect}
        >
          <StatusOptions />
        </select>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={busy}
          onClick={() => onApply({ status })}
        >
          Set status
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-owner`}>Owner</label>
        <select
          id={`${id}-owner`}
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          className={compactSelect}
        >
          <OwnerOptions staff={staff} />
        </select>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={busy}
          onClick={() => onApply({ ownerId: owner || null })}
        >
          Assign
        </Button>
      </div>
      <Button variant="ghost" className="px-3 py-1.5" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
