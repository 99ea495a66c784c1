import type { FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { type FieldRefusal, useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import { auditLogQuerySchema } from "#contracts/audit-log";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { AUDIT_ACTIONS } from "#contracts/staff-roles";
import { AUDIT_ACTION_LABELS } from "./audit-labels.ts";
import { EMPTY_FILTERS, type FilterKey } from "./audit-view.ts";

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

interface AuditFiltersProps {
  filters: Record<FilterKey, string>;
  /** The server's refusal of the filters in the address, shown beside the filter it names. */
  refusal: FieldRefusal | null;
  onApply(filters: Record<FilterKey, string>): void;
}

/**
 * Who, what and when, checked by the same rules as the server's before they go to the address; the list
 * follows the address, from its newest entries.
 */
export function AuditFilters({ filters, refusal, onApply }: AuditFiltersProps) {
  const form = useValidatedForm(auditLogQuerySchema, filters);
  const field = (key: FilterKey) => form.field(key, refusal);
  const filtered = Object.values(filters).some((value) => value !== "");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.validate()) onApply(form.values);
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Filters"
      className="rounded-2xl bg-white p-4 shadow-soft sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Who"
          placeholder="A username"
          type="text"
          autoCapitalize="none"
          spellCheck={false}
          {...field("who")}
        />
        <SelectField label="Action" placeholder="Any action" options={ACTION_OPTIONS} {...field("action")} />
        <TextField label="From" type="date" {...field("from")} />
        <TextField label="To" type="date" {...field("to")} />
      </div>
      <p className="mt-2 text-sm text-ink-muted">From and To are UTC calendar days, both included.</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Show entries</Button>
        {filtered && (
          <Link
            to={STAFF_PAGES.auditLog}
            onClick={() => form.update(EMPTY_FILTERS)}
            className="font-medium text-sage-700 underline underline-offset-4"
          >
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
