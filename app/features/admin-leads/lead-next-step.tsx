import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError, SelectField, TextField } from "#app/components/ui/field.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import type { StaffCall } from "#app/lib/api.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { browserTimeZone, timeZoneLabel } from "#app/lib/time-zones.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import { useServerNow } from "#app/lib/use-server-now.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import { NEXT_STEP_WHAT_MAX, type NextStep } from "#contracts/lead-next-step";
import type { LeadDetail } from "#contracts/leads-inbox";
import { DueBadge } from "./lead-badges.tsx";
import { assigneeText, localInputValue, nextStepFormSchema, nextStepFormValues } from "./next-step-form.ts";

interface LeadNextStepProps {
  lead: LeadDetail;
  call: StaffCall;
  onSaved(): void;
}

/** What the card shows: the open step (or none), or the form, and why the form is open. */
type Mode = { kind: "show" } | { kind: "form"; reason: "new" | "change" | "after_done" };

const HEADING_ID = "next-step-heading";

/**
 * The lead's next step (docs/product/staff-area.md, Next step): what, when in the staff member's zone with the due
 * badge the inbox uses, and who. "Done" completes it and asks for the next; "Change" replaces it. A card of its own,
 * so the lead page only places it.
 */
export function LeadNextStep({ lead, call, onSaved }: LeadNextStepProps) {
  const [mode, setMode] = useState<Mode>({ kind: "show" });
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, error, run } = useAdminAction("Completing the next step");
  const step = lead.nextStep;

  function close() {
    setMode({ kind: "show" });
    // The form's buttons go with it; focus returns to the card rather than to the page's top.
    heading.current?.focus();
  }

  async function complete(open: NextStep) {
    const params = { id: lead.id };
    const done = await run(() => call(api.completeLeadNextStep, { params, body: { stepId: open.id } }));
    if (!done) return;
    onSaved();
    setMode({ kind: "form", reason: "after_done" });
  }

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        Next step
      </h2>
      {mode.kind === "form" ? (
        <NextStepForm
          lead={lead}
          call={call}
          start={mode.reason === "change" ? step : null}
          intro={mode.reason === "after_done" ? "Done. What comes next?" : undefined}
          onSaved={() => {
            onSaved();
            close();
          }}
          onCancel={close}
        />
      ) : step ? (
        <OpenStep step={step} lead={lead}>
          <div className="mt-4 flex flex-wrap gap-3" aria-busy={busy}>
            <Button onClick={() => void complete(step)}>{busy ? "Saving..." : "Done"}</Button>
            <Button variant="secondary" onClick={() => setMode({ kind: "form", reason: "change" })}>
              Change
            </Button>
          </div>
          {error && (
            <FormError key={error.attempt} id="next-step-error">
              {error.text}
            </FormError>
          )}
        </OpenStep>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-ink-muted">No next step.</p>
          <Button variant="secondary" onClick={() => setMode({ kind: "form", reason: "new" })}>
            Set a next step
          </Button>
        </div>
      )}
    </section>
  );
}

function OpenStep({ step, lead, children }: { step: NextStep; lead: LeadDetail; children: ReactNode }) {
  const now = useServerNow(lead.now);
  return (
    <div className="mt-3">
      <p className="text-lg font-medium break-words text-ink">{step.what}</p>
      <dl className="mt-3 grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">Due</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <time dateTime={step.dueAt}>{formatDateTime(step.dueAt)}</time>
          <DueBadge dueAt={step.dueAt} now={now} />
        </dd>
        <dt className="text-ink-muted">For</dt>
        <dd>{assigneeText(step, lead)}</dd>
      </dl>
      {step.fromNoShow && (
        <p className="mt-2 text-sm text-ink-muted">Set when the trial was marked a no-show.</p>
      )}
      {children}
    </div>
  );
}

function NextStepForm({
  lead,
  call,
  start,
  intro,
  onSaved,
  onCancel,
}: {
  lead: LeadDetail;
  call: StaffCall;
  start: NextStep | null;
  intro: string | undefined;
  onSaved(): void;
  onCancel(): void;
}) {
  const form = useValidatedForm(nextStepFormSchema, () => nextStepFormValues(start));
  const { busy: saving, error, run } = useAdminAction("Saving the next step");
  const staffResource = useStaffResource(call, api.staffMembers, {}).resource;
  const staff = staffResource.status === "ready" ? staffResource.data.staff : [];
  const refusal = error && form.hasField(error.field) ? { field: error.field, text: error.text } : null;
  const [earliest] = useState(() => localInputValue(new Date()));
  const zone = timeZoneLabel(browserTimeZone());

  // Opened by a button that is now gone: the first field takes focus, where the work starts.
  const { formRef } = form;
  useEffect(() => {
    const what = formRef.current?.elements.namedItem("what");
    if (what instanceof HTMLElement) what.focus();
  }, [formRef]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = form.validate();
    if (!body) return;
    const saved = await run(() => call(api.setLeadNextStep, { params: { id: lead.id }, body }));
    if (saved) onSaved();
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-busy={saving} className="mt-3 space-y-4">
      {intro && (
        <p role="status" className="text-ink-muted">
          {intro}
        </p>
      )}
      <TextField
        label="What"
        maxLength={NEXT_STEP_WHAT_MAX}
        autoComplete="off"
        {...form.field("what", refusal)}
      />
      <TextField
        label="Due"
        type="datetime-local"
        min={earliest}
        hint={`Your time (${zone}).`}
        {...form.field("dueAt", refusal)}
      />
      <SelectField
        label="Who"
        placeholder="The lead's owner"
        options={staff.map((member) => ({ value: member.id, label: member.username }))}
        {...form.field("assigneeId", refusal)}
      />
      {error && !refusal && (
        <FormError key={error.attempt} id="next-step-form-error">
          {error.text}
        </FormError>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{saving ? "Saving..." : "Save next step"}</Button>
        <Button variant="ghost" onClick={onCancel}>
          Not now
        </Button>
      </div>
    </form>
  );
}
