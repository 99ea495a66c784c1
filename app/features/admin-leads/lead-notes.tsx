import type { FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError, TextAreaField } from "#app/components/ui/field.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import type { StaffCall } from "#app/lib/api.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import { type LeadDetail, leadNoteSchema } from "#contracts/leads-inbox";

/**
 * Adds a staff note; the notes themselves are timeline entries, their one place on the page
 * (docs/product/staff-area.md, Lead page), so this sits above the timeline and lists nothing.
 */
export function LeadNoteForm({
  lead,
  call,
  onSaved,
}: {
  lead: LeadDetail;
  call: StaffCall;
  onSaved(): void;
}) {
  const form = useValidatedForm(leadNoteSchema, { text: "" });
  const { busy: saving, error, run } = useAdminAction("Adding a note");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const note = form.validate();
    if (!note) return;
    const params = { kind: lead.kind, id: lead.id };
    const added = await run(() => call(api.addLeadNote, { params, body: note }));
    if (!added) return;
    form.update({ text: "" });
    onSaved();
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={saving} className="mt-4">
      {/* Not disabled while adding, so focus stays on the button for the next note. */}
      <div className="space-y-3">
        <TextAreaField label="Note" rows={2} hint="Only staff see notes." {...form.field("text")} />
        {error && (
          <FormError key={error.attempt} id="note-error">
            {error.text}
          </FormError>
        )}
        <Button type="submit">{saving ? "Adding..." : "Add note"}</Button>
      </div>
    </form>
  );
}
