import type { FormEvent } from "react";
import * as api from "../../../contracts/api.ts";
import { type LeadDetail, leadNoteSchema } from "../../../contracts/leads-inbox.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormError, TextAreaField } from "../../components/ui/field.tsx";
import { useValidatedForm } from "../../components/ui/use-validated-form.ts";
import type { StaffCall } from "../../lib/api.ts";
import { formatDateTime } from "./lead-format.ts";
import { useAdminAction } from "./use-admin-action.ts";

/** Staff's notes on a lead: a form to add one, then every note, newest first. */
export function LeadNotes({ lead, call, onSaved }: { lead: LeadDetail; call: StaffCall; onSaved(): void }) {
  const form = useValidatedForm(leadNoteSchema, { text: "" });
  const { busy: saving, error, run } = useAdminAction("Adding a note");
  const notes = [...lead.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

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
    <section aria-labelledby="notes-heading" className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id="notes-heading" className="text-xl font-semibold text-ink">
        Notes
      </h2>
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={saving} className="mt-4">
        {/* Not disabled while adding, so focus stays on the button for the next note. */}
        <div className="space-y-3">
          <TextAreaField label="Note" rows={3} hint="Only staff see notes." {...form.field("text")} />
          {error && (
            <FormError key={error.attempt} id="note-error">
              {error.text}
            </FormError>
          )}
          <Button type="submit">{saving ? "Adding..." : "Add note"}</Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-6 text-sm text-ink-muted">No notes yet.</p>
      ) : (
        <>
          <h3 className="sr-only">Notes, newest first</h3>
          <ul className="mt-6 space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-sand-50 px-4 py-3">
                <p className="text-sm whitespace-pre-line break-words text-ink">{note.text}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                  {note.staff && <> · {note.staff}</>}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
