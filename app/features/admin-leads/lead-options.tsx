import { LEAD_STATUS_LABELS, LEAD_STATUSES, type StaffMember } from "#contracts/leads-inbox";

/** The funnel's statuses as a select's options, in funnel order. */
export function StatusOptions() {
  return LEAD_STATUSES.map((value) => (
    <option key={value} value={value}>
      {LEAD_STATUS_LABELS[value]}
    </option>
  ));
}

/** "Unassigned" (the empty value: no owner), then each staff member a lead can be given to. */
export function OwnerOptions({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <>
      <option value="">Unassigned</option>
      {staff.map((member) => (
        <option key={member.id} value={member.id}>
          {member.username}
        </option>
      ))}
    </>
  );
}
